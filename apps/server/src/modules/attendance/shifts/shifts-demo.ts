import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/** name, arrival from, late after, early leave before, leave until, weekdays */
const SHIFTS: [string, string, string, string, string, number[]][] = [
  ['全日班', '07:30', '08:30', '16:30', '17:30', [1, 2, 3, 4, 5]],
  ['半日班', '07:30', '08:30', '11:30', '12:00', [1, 2, 3, 4, 5]],
  ['延时班', '07:00', '08:30', '17:30', '18:30', [1, 2, 3, 4, 5, 6]],
];

/**
 * Three shifts per demo school, effective from a year back, the full day's late time moved 15
 * minutes later two months ago (a version history to show); every current class on the full day
 * but the last, on the half day; the rules from a year back, guardians told since a month ago.
 */
export const shiftsDemo: DemoSeeder = async (tx, world) => {
  const today = todayChina();
  const schools = idArray(world.schoolIds);
  await tx.execute(sql`insert into attendance_shifts (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${schools}) s(id)
      cross join unnest(${sql.param(SHIFTS.map((x) => x[0]))}::text[]) with ordinality as x(name, sort)`);
  await tx.execute(sql`insert into attendance_shift_versions
      (school_id, shift_id, effective_from, arrive_from, late_after, early_before, leave_until, weekdays)
    select sh.school_id, sh.id, ${today}::date - 365, x.a::time, x.l::time, x.e::time, x.u::time,
      (select array_agg(d::smallint) from jsonb_array_elements_text(x.w) d)
    from attendance_shifts sh
      join jsonb_to_recordset(${JSON.stringify(SHIFTS.map(([n, a, l, e, u, w]) => ({ n, a, l, e, u, w })))}::jsonb)
        as x(n text, a text, l text, e text, u text, w jsonb) on x.n = sh.name
    where sh.school_id = any(${schools})`);
  await tx.execute(sql`insert into attendance_shift_versions
      (school_id, shift_id, effective_from, arrive_from, late_after, early_before, leave_until, weekdays)
    select school_id, shift_id, ${today}::date - 60, arrive_from, late_after + interval '15 minutes', early_before, leave_until, weekdays
    from attendance_shift_versions v
    where v.school_id = any(${schools}) and v.shift_id in (select id from attendance_shifts where name = ${SHIFTS[0][0]})`);
  await tx.execute(sql`insert into attendance_class_shifts (school_id, class_id, effective_from, shift_id)
    select c.school_id, c.id, ${today}::date - 365, sh.id
    from (select cl.*, row_number() over (partition by cl.school_id order by cl.id desc) as back
          from classes cl where cl.school_id = any(${schools}) and cl.status = 1) c
      join attendance_shifts sh on sh.school_id = c.school_id and sh.name = case when c.back = 1 then ${SHIFTS[1][0]} else ${SHIFTS[0][0]} end`);
  await tx.execute(sql`insert into attendance_rules
      (school_id, effective_from, present_mode, grace_minutes, half_day_noon, absent_notice_at, notice_guardians)
    select s.id, ${today}::date - x.back, 1, 5, '12:00', '09:30', x.guardians
    from unnest(${schools}) s(id) cross join (values (365, false), (30, true)) x(back, guardians)`);
};
