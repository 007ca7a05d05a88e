import type { SlotRow } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { anyId } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { inspectItems, inspectSlots } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Runner = Pick<Db, 'execute' | 'select'>;

const s = alias(inspectSlots, 's');
const i = alias(inspectItems, 'i');
/** A slot with its enabled items in the slot's order, as JSON. */
const SLOT = {
  slot: s.slot,
  enabled: s.enabled,
  starts: sql<string>`to_char(${s.starts}, 'HH24:MI')`,
  ends: sql<string>`to_char(${s.ends}, 'HH24:MI')`,
  itemIds: s.itemIds,
  items: sql<SlotRow['items']>`coalesce((select json_agg(json_build_object('id', ${i.id}, 'name', ${i.name}, 'kind', ${i.kind},
      'findings', ${i.findings}, 'sort', ${i.sort}, 'enabled', ${i.enabled}, 'updatedAt', ${i.updatedAt}) order by o.n)
    from unnest(${s.itemIds}) with ordinality as o(id, n)
    join ${inspectItems} i on ${i.schoolId} = ${s.schoolId} and ${i.id} = o.id and ${i.enabled}), '[]')`,
};
const SLOT_LIST = selectList(SLOT);

/** The slots with their items in the slot's order; a disabled item drops out of a slot's checks. */
export async function listSlots(db: Runner, schoolId: number, slot?: number): Promise<SlotRow[]> {
  const rows = await preparedRows<RowOf<typeof SLOT>>(
    db,
    sql`select ${SLOT_LIST} from ${inspectSlots} s where ${s.schoolId} = ${schoolId} ${slot ? sql`and ${s.slot} = ${slot}` : sql``}
    order by ${s.slot}`,
  );
  return rows.map((x) => ({ ...x, itemIds: x.itemIds.map(Number) }));
}

export async function oneSlot(db: Runner, schoolId: number, slot: number): Promise<SlotRow> {
  const [row] = await listSlots(db, schoolId, slot);
  if (!row) throw notFound();
  return row;
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export interface SlotInput {
  slot: number;
  enabled: boolean;
  starts: string;
  ends: string;
  itemIds: number[];
}

/** Checks a slot against the others and the school's items, then saves it. */
export async function submitSlot(db: Db, schoolId: number, p: SlotInput): Promise<void> {
  if (minutes(p.starts) >= minutes(p.ends)) throw new AppError('health-0003', { field: 'ends' });
  if (p.enabled && p.itemIds.length === 0) throw new AppError('health-0005', { field: 'itemIds' });
  if (p.itemIds.length) {
    const t = inspectItems;
    const [found] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(and(eq(t.schoolId, schoolId), eq(t.enabled, true), sql`${t.id} = ${anyId(p.itemIds)}`));
    if (found.n !== p.itemIds.length) throw new AppError('health-0006', { field: 'itemIds' });
  }
  if (p.enabled) {
    const others = (await listSlots(db, schoolId)).filter((s) => s.slot !== p.slot && s.enabled);
    if (others.some((s) => minutes(s.starts) < minutes(p.ends) && minutes(p.starts) < minutes(s.ends)))
      throw new AppError('health-0004', { field: 'starts' });
  }
  const saved = { enabled: p.enabled, starts: p.starts, ends: p.ends, itemIds: p.itemIds };
  await db
    .insert(inspectSlots)
    .values({ schoolId, slot: p.slot, ...saved })
    .onConflictDoUpdate({ target: [inspectSlots.schoolId, inspectSlots.slot], set: { ...saved, updatedAt: sql`now()` } });
}
