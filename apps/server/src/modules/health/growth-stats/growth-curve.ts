import type { ChildDetail, GrowthPoint } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { Db } from '../../../db/pool.ts';
import { growthTables } from '../growth/lms-tables.ts';
import { curveSpan, percentileBands } from './growth-bands.ts';
import type { Runner } from './stat-plans.ts';

type Identity = Omit<ChildDetail, 'points' | 'bands'> & { ageToday: number | null };

/** A child of the school (in school or graduated) within the caller's classes; anything else is "not found". */
export async function childIdentity(db: Runner, schoolId: number, range: number[] | null, studentId: number): Promise<Identity> {
  const r = await db.execute<Identity>(sql`select st.id as "studentId", st.name, st.gender, st.birthday::text as birthday,
      st.class_id as "clazzId", c.name as "clazzName", (${CHINA_TODAY} - st.birthday) as "ageToday"
    from students st left join classes c on c.school_id = st.school_id and c.id = st.class_id
    where st.school_id = ${schoolId} and st.id = ${studentId}`);
  const child = r.rows[0];
  if (!child || !classInRange(range, child.clazzId)) throw notFound();
  return child;
}

/** A child's records across plans, oldest first: what was measured and computed each time. */
export async function childPoints(db: Runner, schoolId: number, studentId: number) {
  const r = await db.execute<GrowthPoint & { sex: 'M' | 'F'; items: string[]; extra: Record<string, unknown>; headCm: number | null }>(sql`
    select r.plan_id as "planId", p.name as "planName", r.measured_on::text as "measuredOn", r.age_days as "ageDays",
      c.name as "clazzName", r.sex, r.height_cm::float8 as "heightCm", r.weight_kg::float8 as "weightKg", r.head_cm::float8 as "headCm",
      case when r.height_cm > 0 and r.weight_kg is not null then round((r.weight_kg / (r.height_cm / 100) ^ 2)::numeric, 1)::float8 end as bmi,
      r.waz, r.haz, r.whz, r.baz, r.statuses, r.oedema, r.extra, p.items
    from exam_records r join exam_plans p on p.school_id = r.school_id and p.id = r.plan_id
    left join classes c on c.school_id = r.school_id and c.id = r.class_id
    where r.school_id = ${schoolId} and r.student_id = ${studentId} order by r.measured_on, r.plan_id`);
  return r.rows;
}

/** A child's growth: the records and, for the child's sex over its age range, the reference's percentile curves. */
export async function studentGrowth(db: Db, schoolId: number, range: number[] | null, studentId: number): Promise<ChildDetail> {
  const { ageToday, ...child } = await childIdentity(db, schoolId, range, studentId);
  const rows = await childPoints(db, schoolId, studentId);
  const points = rows.map(({ sex: _s, items: _i, extra: _e, headCm: _h, ...p }) => p);
  const sex = rows.at(-1)?.sex ?? (child.gender === 2 ? 'F' : 'M');
  const [from, to] = curveSpan(
    points.map((p) => p.ageDays),
    ageToday,
  );
  const t = await growthTables(db);
  return {
    ...child,
    points,
    bands: {
      height: percentileBands(t, 'height', sex, from, to),
      weight: percentileBands(t, 'weight', sex, from, to),
      bmi: percentileBands(t, 'bmi', sex, from, to),
    },
  };
}
