import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

export const A = '/attendance/v1/health-alert';
export const DC = '/attendance/v1/data-center/health';

/** A day far from the demo's checks, so crafted clusters meet nothing else. */
export const DAY = '2020-03-10';
export const dayBefore = (n: number) => new Date(Date.parse(`${DAY}T00:00:00Z`) - n * 86400_000).toISOString().slice(0, 10);

type Check = { studentId: number; classId: number; day?: string; groups?: string[]; result?: string; temperature?: number | null };

/** One app, the demo callers, and helpers writing checks as the check entry would. */
export async function alertKit() {
  const t: TestApp = await createTestApp();
  const [director, director2, teacher, health] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health'] as const).map((k) => loginAs(t.app, k)),
  );
  const schoolId = director.schoolId;
  const post = (url: string, who: LoginResult, body: unknown = {}) => call(t.app, url, { token: who.token, body });
  const ok = async (url: string, who: LoginResult, body: unknown = {}) => {
    const r = (await post(url, who, body)).json();
    expect(r.code, `${url} ${JSON.stringify(r)}`).toBe('common-0001');
    return r.data;
  };
  /** The school's classes with at least six children, and those children. */
  const classes = await t.db.execute<{ id: number; students: number[] }>(sql`select c.id, array_agg(s.id order by s.id) as students
    from classes c join students s on s.school_id = c.school_id and s.class_id = c.id and s.status = 1
    where c.school_id = ${schoolId} and c.status = 1 group by c.id having count(*) >= 6 order by c.id`);
  const cls = classes.rows.map((c) => ({ id: Number(c.id), students: c.students.map(Number) }));
  const recorder = director.teacherId;
  // the demo's alerts would absorb crafted clusters of the same class and group (one live alert per cluster)
  await t.db.execute(sql`delete from health_alerts where school_id = ${schoolId}`);
  /** Writes checks (abnormal with the groups given, at the morning slot) and the class's day counts. */
  const check = async (rows: Check[]) => {
    for (const r of rows) {
      const result = r.result ?? 'abnormal';
      await t.db.execute(sql`insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, symptom_groups, recorded_by)
        values (${schoolId}, ${r.day ?? DAY}, 1, ${r.studentId}, ${r.classId}, ${result}, ${r.temperature ?? null},
          ${sql.param(r.groups ?? (result === 'abnormal' ? ['fever'] : []))}::text[], ${recorder})`);
    }
  };
  /** A class's counts for a day as the entry keeps them. */
  const classDay = (
    classId: number,
    day: string,
    c: { roster: number; checked: number; abnormal?: number; fever?: number; sick?: number },
  ) =>
    t.db.execute(sql`insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, abnormal, fever, absent_sick)
      values (${schoolId}, ${classId}, ${day}, 1, ${c.roster}, ${c.checked}, ${c.abnormal ?? 0}, ${c.fever ?? 0}, ${c.sick ?? 0})
      on conflict (school_id, day, slot, class_id) do update set roster = excluded.roster, checked = excluded.checked,
        abnormal = excluded.abnormal, fever = excluded.fever, absent_sick = excluded.absent_sick`);
  const alerts = async (day = DAY) =>
    (
      await t.db.execute<{ id: number; kind: string; classId: number | null; grp: string | null; state: string; kids: number }>(
        sql`select a.id, a.kind, a.class_id as "classId", a.symptom_group as grp, a.state,
          (select count(*)::int from health_alert_children k where k.school_id = a.school_id and k.alert_id = a.id) as kids
        from health_alerts a where a.school_id = ${schoolId} and a.last_day between ${day}::date - 14 and ${day}::date order by a.id`,
      )
    ).rows.map((a) => ({ ...a, classId: a.classId == null ? null : Number(a.classId) }));
  return { t, director, director2, teacher, health, schoolId, post, ok, cls, check, classDay, alerts };
}
