import type { ChildDetail, GrowthPoint } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlans, examRecords, students } from '../../../db/schema/index.ts';
import { growthTables } from '../growth/lms-tables.ts';
import { curveSpan, percentileBands } from './growth-bands.ts';
import { measureFields } from './growth-measures-sql.ts';
import type { Runner } from './stat-plans.ts';

const st = students;
const IDENTITY = {
  studentId: st.id,
  name: st.name,
  gender: st.gender,
  birthday: st.birthday,
  clazzId: st.classId,
  clazzName: classes.name,
  ageToday: sql<number | null>`(${CHINA_TODAY} - ${st.birthday})`,
};
type Identity = Omit<ChildDetail, 'points' | 'bands'> & { ageToday: number | null };

/** A child of the school (in school or graduated) within the caller's classes; anything else is "not found". */
export async function childIdentity(db: Runner, schoolId: number, range: number[] | null, studentId: number): Promise<Identity> {
  const [child] = await db
    .select(IDENTITY)
    .from(st)
    .leftJoin(classes, and(eq(classes.schoolId, st.schoolId), eq(classes.id, st.classId)))
    .where(and(eq(st.schoolId, schoolId), eq(st.id, studentId)));
  if (!child || !classInRange(range, child.clazzId)) throw notFound();
  return child;
}

const r = examRecords;
const p = examPlans;
const POINT = {
  planId: r.planId,
  planName: p.name,
  measuredOn: r.measuredOn,
  ageDays: r.ageDays,
  clazzName: classes.name,
  sex: sql<'M' | 'F'>`${r.sex}`,
  ...measureFields(r),
  headCm: sql<number | null>`${r.headCm}::float8`,
  extra: sql<Record<string, unknown>>`${r.extra}`,
  items: p.items,
};

/** A child's records across plans, oldest first: what was measured and computed each time. */
export async function childPoints(db: Runner, schoolId: number, studentId: number) {
  const rows = await db
    .select(POINT)
    .from(r)
    .innerJoin(p, and(eq(p.schoolId, r.schoolId), eq(p.id, r.planId)))
    .leftJoin(classes, and(eq(classes.schoolId, r.schoolId), eq(classes.id, r.classId)))
    .where(and(eq(r.schoolId, schoolId), eq(r.studentId, studentId)))
    .orderBy(asc(r.measuredOn), asc(r.planId));
  // the shared point, plus what the report reads: a renamed or retyped column fails here
  return rows satisfies (GrowthPoint & { sex: 'M' | 'F'; items: string[]; extra: Record<string, unknown>; headCm: number | null })[];
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
