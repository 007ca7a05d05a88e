// A day of health checks for one school of the garden bench data (garden-children.ts): three
// checks per child, about 94 % normal, and the per-class counts of that day. Set-based SQL only.
import type pg from 'pg';

/** Loads China's today for `schoolId`; returns the day ('YYYY-MM-DD'). */
export async function loadHealthDay(pool: pg.Pool, schoolId: number): Promise<string> {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  // bench data is not a change anyone made: the audit trail's row trigger stays off for the load
  await pool.query('alter table inspect_records disable trigger audit_row');
  await pool.query('alter table inspect_class_days disable trigger audit_row');
  try {
    await pool.query(
      `with dir as (select id from members where institution_id = $1 and is_admin order by id limit 1),
        c as (select s.id, s.class_id, slot, abs(hashint8(s.id * 10 + slot)) % 100 as h
          from students s cross join generate_series(1, 3) slot where s.school_id = $1 and s.status = 1)
      insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, findings, symptom_groups, measures, recorded_by)
      select $1, $2::date, c.slot, c.id, c.class_id,
        case when c.h < 94 then 'normal' when c.h < 97 then 'abnormal' when c.h < 99 then 'absent-sick' else 'absent-other' end,
        case when c.h < 94 then 36.2 + (c.h % 8) / 10.0 when c.h < 97 then 37.6 end,
        case when c.h between 94 and 96 then '[{"itemId": 1, "finding": "咳嗽"}]'::jsonb else '[]'::jsonb end,
        case when c.h between 94 and 96 then '{fever}'::text[] else '{}'::text[] end,
        case when c.h between 94 and 96 then '通知家长' end, dir.id
      from c, dir`,
      [schoolId, day],
    );
    await pool.query(
      `insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, abnormal, fever, absent_sick, absent_other)
      select r.school_id, r.class_id, r.day, r.slot,
        (select count(*) from students s where s.school_id = r.school_id and s.class_id = r.class_id and s.status = 1),
        count(*) filter (where r.result in ('normal', 'abnormal')), count(*) filter (where r.result = 'abnormal'),
        count(*) filter (where r.temperature >= 37.3), count(*) filter (where r.result = 'absent-sick'),
        count(*) filter (where r.result = 'absent-other')
      from inspect_records r where r.school_id = $1 group by r.school_id, r.class_id, r.day, r.slot`,
      [schoolId],
    );
  } finally {
    await pool.query('alter table inspect_records enable trigger audit_row');
    await pool.query('alter table inspect_class_days enable trigger audit_row');
  }
  await pool.query('analyze inspect_records');
  await pool.query('analyze inspect_class_days');
  return day;
}
