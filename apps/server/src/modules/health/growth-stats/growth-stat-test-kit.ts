import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.ts';
import { examPlanClasses, examPlans } from '../../../db/schema/index.ts';

/** Test helpers of growth statistics (not used by the server). */

/**
 * Two plans (spring, autumn) on two classes with a record for every child in school: heights,
 * weights and z-scores spread by the child's row number so every z band and some statuses occur.
 * The school's other plans are removed first, so "the latest plan" is the autumn one.
 */
export async function seedPlans(t: TestApp, schoolId: number, classIds: number[]) {
  await t.db.delete(examPlans).where(eq(examPlans.schoolId, schoolId));
  const plan = async (name: string, startsOn: string, endsOn: string) => {
    const items = ['height', 'weight', 'haemoglobin', 'hearing'];
    const [{ id }] = await t.db.insert(examPlans).values({ schoolId, name, startsOn, endsOn, items }).returning({ id: examPlans.id });
    await t.db.insert(examPlanClasses).values(classIds.map((classId) => ({ schoolId, planId: id, classId })));
    return id;
  };
  const spring = await plan('春季体检', '2026-03-02', '2026-03-20');
  const autumn = await plan('秋季体检', '2026-10-08', '2026-10-30');
  for (const [id, day, grow] of [
    [spring, '2026-03-10', 0],
    [autumn, '2026-10-15', 3],
  ] as const) {
    await t.db.execute(sql`insert into exam_records (school_id, plan_id, student_id, class_id, sex, measured_on, age_days,
        height_cm, weight_kg, extra, waz, haz, whz, baz, statuses)
      select school_id, ${id}, id, class_id, case when gender = 2 then 'F' else 'M' end, ${day}::date, ${day}::date - birthday,
        95 + (rn * 7) % 23 + ${grow}, 13 + ((rn * 3) % 9) * 0.5,
        jsonb_build_object('haemoglobin', 100 + (rn * 11) % 40, 'hearing', 'pass'),
        w, h, w, w,
        array_remove(array[case when h < -3 then 'severeStunting' when h < -2 then 'stunting' end,
          case when w < -3 then 'severeUnderweight' when w < -2 then 'underweight' when w > 2 then 'overweight' end], null)
      from (select s.*, ((rn * 3) % 11 - 5) * 0.7 as w, ((rn * 5) % 13 - 6) * 0.6 as h
        from (select st.*, row_number() over (order by id) as rn from students st
          where school_id = ${schoolId} and status = 1 and class_id = any(${sql.param(classIds)}::bigint[])
            and birthday < ${day}::date - 700) s) x`);
  }
  return { spring, autumn };
}

export interface Figures {
  count: number;
  mean: number;
  median: number;
  min: number;
  max: number;
  sd: number;
}

/** Count, mean, median, min, max and sample SD of values, rounded as the server rounds (2 decimals). */
export function figures(values: number[]): Figures {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sorted = [...values].sort((a, b) => a - b);
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const r = (v: number) => Math.round(v * 100) / 100;
  return { count: n, mean: r(mean), median: r(median), min: r(sorted[0]), max: r(sorted[n - 1]), sd: r(sd) };
}
