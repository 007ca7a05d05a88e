import type { SlotRow } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

/** The slots with their items in the slot's order; a disabled item drops out of a slot's checks. */
export async function listSlots(db: Runner, schoolId: number, slot?: number): Promise<SlotRow[]> {
  const r =
    await db.execute<SlotRow>(sql`select s.slot, s.enabled, to_char(s.starts, 'HH24:MI') as starts, to_char(s.ends, 'HH24:MI') as ends,
      s.item_ids as "itemIds",
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'kind', i.kind, 'findings', i.findings, 'sort', i.sort,
          'enabled', i.enabled, 'updatedAt', i.updated_at) order by o.n)
        from unnest(s.item_ids) with ordinality as o(id, n)
        join inspect_items i on i.school_id = s.school_id and i.id = o.id and i.enabled), '[]') as items
    from inspect_slots s where s.school_id = ${schoolId} ${slot ? sql`and s.slot = ${slot}` : sql``} order by s.slot`);
  return r.rows.map((x) => ({ ...x, itemIds: x.itemIds.map(Number) }));
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
    const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from inspect_items
      where school_id = ${schoolId} and enabled and id = any(${idArray(p.itemIds)})`);
    if (Number(r.rows[0].n) !== p.itemIds.length) throw new AppError('health-0006', { field: 'itemIds' });
  }
  if (p.enabled) {
    const others = (await listSlots(db, schoolId)).filter((s) => s.slot !== p.slot && s.enabled);
    if (others.some((s) => minutes(s.starts) < minutes(p.ends) && minutes(p.starts) < minutes(s.ends)))
      throw new AppError('health-0004', { field: 'starts' });
  }
  await db.execute(sql`insert into inspect_slots (school_id, slot, enabled, starts, ends, item_ids)
    values (${schoolId}, ${p.slot}, ${p.enabled}, ${p.starts}::time, ${p.ends}::time, ${idArray(p.itemIds)})
    on conflict (school_id, slot) do update set enabled = excluded.enabled, starts = excluded.starts, ends = excluded.ends,
      item_ids = excluded.item_ids, updated_at = now()`);
}
