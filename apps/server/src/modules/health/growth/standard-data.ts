import { EXAM_ITEMS } from '@kg/shared/modules/health/exams/exam-items';
import { DEFAULT_RANGES, GROWTH_CUTOFFS, RANGED_ITEMS, type StandardUpdateInput } from '@kg/shared/modules/health/growth/growth-schemas';
import { GROWTH_REFERENCES, type GrowthReference } from '@kg/shared/modules/health/growth/growth-vocab';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

/** The school's growth reference: 'who' until it chooses another. */
export async function schoolReference(db: Runner, schoolId: number): Promise<GrowthReference> {
  const r = await db.execute<{ reference: GrowthReference }>(sql`select reference from growth_settings where school_id = ${schoolId}`);
  return r.rows[0]?.reference ?? 'who';
}

/** The assessment standard as the page shows it: reference, cut-offs, each ranged item's range (the default until set). */
export async function readStandard(db: Runner, schoolId: number) {
  const set = await db.execute<{ item: string; low: number | null; high: number | null }>(
    sql`select item, low, high from exam_standards where school_id = ${schoolId}`,
  );
  const own = new Map(set.rows.map((r) => [r.item, r]));
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
export async function saveStandard(
  db: Db,
  schoolId: number,
  input: StandardUpdateInput & { items: NonNullable<StandardUpdateInput['items']> },
) {
  return db.transaction(async (tx) => {
    const before = await schoolReference(tx, schoolId);
    await tx.execute(sql`insert into growth_settings (school_id, reference) values (${schoolId}, ${input.reference})
      on conflict (school_id) do update set reference = excluded.reference, updated_at = now()
      where growth_settings.reference is distinct from excluded.reference`);
    for (const r of input.items)
      await tx.execute(sql`insert into exam_standards (school_id, item, low, high) values (${schoolId}, ${r.item}, ${r.low ?? null}, ${r.high ?? null})
        on conflict (school_id, item) do update set low = excluded.low, high = excluded.high, updated_at = now()
        where (exam_standards.low, exam_standards.high) is distinct from (excluded.low, excluded.high)`);
    return before !== input.reference;
  });
}

/** The school's plans with how many records each holds (what a re-evaluation will touch). */
export async function plansWithRecords(db: Runner, schoolId: number) {
  const r = await db.execute<{ id: number; records: number }>(sql`select p.id::int as id,
    (select count(*)::int from exam_records e where e.school_id = p.school_id and e.plan_id = p.id) as records
    from exam_plans p where p.school_id = ${schoolId} order by p.id`);
  return r.rows;
}
