import { and, count, eq, sql } from 'drizzle-orm';
import { createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { classes, healthAlertChildren, healthAlerts, students } from '../../../db/schema/index.ts';

/** A day far from the demo's checks, so crafted clusters meet nothing else. */
export const DAY = '2020-03-10';
export const dayBefore = (n: number) => new Date(Date.parse(`${DAY}T00:00:00Z`) - n * 86400_000).toISOString().slice(0, 10);

type Check = { studentId: number; classId: number; day?: string; groups?: string[]; result?: string; temperature?: number | null };

/** One app, the demo callers, and fixtures: checks written as the check entry would, the alerts they raised. */
export async function alertKit() {
  const t: TestApp = await createTestApp();
  const [director, director2, teacher, health] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health'] as const).map((k) => loginAs(t.app, k)),
  );
  const schoolId = director.schoolId;
  /** The school's classes with at least six children, and those children. */
  const c = classes;
  const s = students;
  const found = await t.db
    // a bigint array arrives as text
    .select({ id: c.id, students: sql<string[]>`array_agg(${s.id} order by ${s.id})` })
    .from(c)
    .innerJoin(s, and(eq(s.schoolId, c.schoolId), eq(s.classId, c.id), eq(s.status, 1)))
    .where(and(eq(c.schoolId, schoolId), eq(c.status, 1)))
    .groupBy(c.id)
    .having(sql`count(*) >= 6`)
    .orderBy(c.id);
  const cls = found.map((x) => ({ id: x.id, students: x.students.map(Number) }));
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
  const a = healthAlerts;
  const k = healthAlertChildren;
  const alerts = (day = DAY) =>
    t.db
      .select({
        id: a.id,
        kind: a.kind,
        classId: a.classId,
        grp: a.symptomGroup,
        state: a.state,
        kids: count(k.studentId),
      })
      .from(a)
      .leftJoin(k, and(eq(k.schoolId, a.schoolId), eq(k.alertId, a.id)))
      .where(and(eq(a.schoolId, schoolId), sql`${a.lastDay} between ${day}::date - 14 and ${day}::date`))
      .groupBy(a.schoolId, a.id)
      .orderBy(a.id);
  return { t, director, director2, teacher, health, schoolId, cls, check, classDay, alerts };
}
