import { EXAM_ITEMS } from '@kg/shared/modules/health/exams/exam-items';
import { DEFAULT_RANGES, GROWTH_CUTOFFS, RANGED_ITEMS, type standardUpdateInput } from '@kg/shared/modules/health/growth/growth-schemas';
import { GROWTH_REFERENCES, type GrowthReference } from '@kg/shared/modules/health/growth/growth-vocab';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/pool.ts';
import { examPlans, examRecords, examStandards, growthSettings } from '../../../db/schema/index.ts';

type Runner = Pick<Db, 'select'>;

/** The school's growth reference: 'who' until it chooses another. */
export async function schoolReference(db: Runner, schoolId: number): Promise<GrowthReference> {
  const [row] = await db
    .select({ reference: sql<GrowthReference>`${growthSettings.reference}` })
    .from(growthSettings)
    .where(eq(growthSettings.schoolId, schoolId));
  return row?.reference ?? 'who';
}

/** The assessment standard as the page shows it: reference, cut-offs, each ranged item's range (the default until set). */
export async function readStandard(db: Runner, schoolId: number) {
  const set = await db
    .select({ item: examStandards.item, low: examStandards.low, high: examStandards.high })
    .from(examStandards)
    .where(eq(examStandards.schoolId, schoolId));
  const own = new Map(set.map((r) => [r.item, r]));
  return {
    reference: await schoolReference(db, schoolId),
    references: [...GROWTH_REFERENCES],
    cutoffs: [...GROWTH_CUTOFFS],
    items: RANGED_ITEMS.map((item) => {
      const mine = own.get(item);
      const fallback = DEFAULT_RANGES[item] ?? { low: null, high: null };
      return {
        item,
        unit: EXAM_ITEMS.find((i) => i.key === item)?.unit ?? '',
        low: mine ? mine.low : fallback.low,
        high: mine ? mine.high : fallback.high,
        isDefault: !mine,
      };
    }),
  };
}

/** Saves the reference and the sent ranges in one transaction; answers whether the reference changed. */
export async function saveStandard(db: Db, schoolId: number, input: z.output<typeof standardUpdateInput>) {
  return db.transaction(async (tx) => {
    const before = await schoolReference(tx, schoolId);
    await tx
      .insert(growthSettings)
      .values({ schoolId, reference: input.reference })
      .onConflictDoUpdate({
        target: growthSettings.schoolId,
        set: { reference: sql`excluded.reference`, updatedAt: sql`now()` },
        setWhere: sql`${growthSettings.reference} is distinct from excluded.reference`,
      });
    for (const r of input.items)
      await tx
        .insert(examStandards)
        .values({ schoolId, item: r.item, low: r.low ?? null, high: r.high ?? null })
        .onConflictDoUpdate({
          target: [examStandards.schoolId, examStandards.item],
          set: { low: sql`excluded.low`, high: sql`excluded.high`, updatedAt: sql`now()` },
          // an unchanged range is not rewritten: the audit trail records real changes only
          setWhere: sql`(${examStandards.low}, ${examStandards.high}) is distinct from (excluded.low, excluded.high)`,
        });
    return before !== input.reference;
  });
}

/** The school's plans with how many records each holds (what a re-evaluation will touch). */
export async function plansWithRecords(db: Runner, schoolId: number) {
  return db
    .select({ id: examPlans.id, records: count(examRecords.studentId) })
    .from(examPlans)
    .leftJoin(examRecords, and(eq(examRecords.schoolId, examPlans.schoolId), eq(examRecords.planId, examPlans.id)))
    .where(eq(examPlans.schoolId, schoolId))
    .groupBy(examPlans.schoolId, examPlans.id)
    .orderBy(examPlans.id);
}
