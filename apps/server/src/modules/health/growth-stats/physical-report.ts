import { EXAM_ITEMS, type ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import { GROWTH_STATUSES } from '@kg/shared/modules/health/growth/growth-vocab';
import type { ClassReport, StudentReport } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { and, eq, exists, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlanClasses } from '../../../db/schema/index.ts';
import { readStandard } from '../growth/standard-data.ts';
import { childIdentity, childPoints } from './growth-curve.ts';
import { RECORD_COLUMNS, RECORD_FROM, RECORD_ORDER, type RecordRow, recordWhere } from './growth-list.ts';
import { planFigures } from './stat-figures.ts';
import { planOf, type Runner } from './stat-plans.ts';

type Range = { low: number | null; high: number | null };

/** The school's normal range of each item (its assessment standard, the defaults where it set none); an item without one is not judged. */
async function normalRanges(db: Runner, schoolId: number): Promise<Map<string, Range>> {
  const { items } = await readStandard(db, schoolId);
  return new Map(items.map((x) => [x.item, { low: x.low, high: x.high }]));
}

/** Whether a value lies below, within or above its normal range (null: not a number, or no range). */
export function judge(value: unknown, range: Range | undefined): 'low' | 'normal' | 'high' | null {
  if (typeof value !== 'number' || !range || (range.low === null && range.high === null)) return null;
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

const COLUMN_ITEMS: Partial<Record<ExamItemKey, 'heightCm' | 'weightKg' | 'headCm'>> = {
  height: 'heightCm',
  weight: 'weightKg',
  head: 'headCm',
};
const KNOWN = new Set<string>(EXAM_ITEMS.map((i) => i.key));

/** A child's physical report: identity, and per plan (oldest first) its items against the normal ranges and the growth figures. */
export async function studentReport(db: Db, schoolId: number, range: number[] | null, studentId: number): Promise<StudentReport> {
  const { ageToday: _a, ...child } = await childIdentity(db, schoolId, range, studentId);
  const [rows, ranges] = await Promise.all([childPoints(db, schoolId, studentId), normalRanges(db, schoolId)]);
  return {
    ...child,
    plans: rows.map(({ sex: _s, items, extra, headCm, ...p }) => ({
      ...p,
      items: items
        .filter((k): k is ExamItemKey => KNOWN.has(k))
        .map((key) => {
          const column = COLUMN_ITEMS[key];
          const raw = column ? { heightCm: p.heightCm, weightKg: p.weightKg, headCm }[column] : extra[key];
          const value = typeof raw === 'number' || typeof raw === 'string' ? raw : null;
          const r = ranges.get(key);
          return { key, value, low: r?.low ?? null, high: r?.high ?? null, judgement: judge(value, r) };
        }),
    })),
  };
}

/** A class's report for one plan: its records, the prevalence of each status, height and weight in summary. */
export async function classReport(db: Db, schoolId: number, range: number[] | null, planId: number, clazzId: number): Promise<ClassReport> {
  const plan = await planOf(db, schoolId, range, planId);
  const pc = alias(examPlanClasses, 'pc');
  const measures = new QueryBuilder()
    .select({ one: sql`1` })
    .from(pc)
    .where(and(eq(pc.schoolId, classes.schoolId), eq(pc.planId, planId), eq(pc.classId, classes.id)));
  const [cls] = await db
    .select({ name: classes.name, inPlan: sql<boolean>`${exists(measures)}` })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, clazzId)));
  if (!cls || !classInRange(range, clazzId)) throw notFound();
  if (!cls.inPlan) throw new AppError('health-0801', { field: 'clazzId' });
  const children: ClassReport['children'] = await preparedRows<RecordRow>(
    db,
    sql`select ${RECORD_COLUMNS} from ${RECORD_FROM} where ${recordWhere(schoolId, range, planId, { clazzId })} order by ${RECORD_ORDER}`,
  );
  const measured = children.length;
  const filter = { planId, groupBy: 'class' as const, clazzId };
  const [height, weight] = await Promise.all([
    planFigures(db, schoolId, range, 'height', filter),
    planFigures(db, schoolId, range, 'weight', filter),
  ]);
  const prevalence = GROWTH_STATUSES.map((status) => {
    const count = children.filter((r) => r.statuses.includes(status)).length;
    return { status, count, rate: measured ? Math.round((count / measured) * 1000) / 10 : 0 };
  });
  return {
    planId: plan.id,
    planName: plan.name,
    startDay: plan.startDay,
    endDay: plan.endDay,
    clazzId,
    clazzName: cls.name,
    measured,
    children,
    prevalence,
    height: height.total,
    weight: weight.total,
  };
}
