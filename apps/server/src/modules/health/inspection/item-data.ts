import type { PageOf } from '@kg/shared/contract/outputs';
import type { ItemRow } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

export const ITEM_COLUMNS = sql`i.id, i.name, i.kind, i.findings, i.sort, i.enabled, i.updated_at as "updatedAt"`;

export async function listItems(
  db: Db,
  schoolId: number,
  q: { pageNum: number; pageSize: number; name?: string; enabled?: boolean },
): Promise<PageOf<ItemRow>> {
  const parts: SQL[] = [sql`i.school_id = ${schoolId}`];
  if (q.name) parts.push(sql`i.name ilike ${containsPattern(q.name)}`);
  if (q.enabled !== undefined) parts.push(sql`i.enabled = ${q.enabled}`);
  const where = sql.join(parts, sql` and `);
  return pagedQuery<ItemRow>(db, {
    select: sql`select ${ITEM_COLUMNS}, count(*) over () as total from inspect_items i where ${where} order by i.sort, i.id`,
    count: sql`select count(*) as n from inspect_items i where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

export async function enabledItems(db: Runner, schoolId: number): Promise<ItemRow[]> {
  const r = await db.execute<ItemRow>(sql`select ${ITEM_COLUMNS} from inspect_items i
    where i.school_id = ${schoolId} and i.enabled order by i.sort, i.id`);
  return r.rows;
}

export async function setItemEnabled(db: Runner, schoolId: number, id: number, enabled: boolean): Promise<void> {
  oneRow(
    (
      await db.execute(sql`update inspect_items set enabled = ${enabled}, updated_at = now()
        where school_id = ${schoolId} and id = ${id} returning id`)
    ).rows,
  );
}

type ItemInput = Pick<ItemRow, 'name' | 'kind' | 'findings' | 'sort'> & { id?: number };

/** Adds or changes an item; its kind is fixed once saved, since past records read its findings by it. */
export async function saveItem(db: Db, schoolId: number, p: ItemInput): Promise<{ id: number }> {
  const findings = JSON.stringify(p.findings);
  return guardedWrite(
    async () => {
      if (!p.id) {
        const r = await db.execute<{ id: number }>(sql`insert into inspect_items (school_id, name, kind, findings, sort)
          values (${schoolId}, ${p.name}, ${p.kind}, ${findings}::jsonb, ${p.sort}) returning id`);
        return { id: Number(r.rows[0].id) };
      }
      const old = oneRow<{ kind: string }>(
        (await db.execute(sql`select kind from inspect_items where school_id = ${schoolId} and id = ${p.id}`)).rows,
      );
      if (old.kind !== p.kind) throw new AppError('health-0002', { field: 'kind' });
      await db.execute(sql`update inspect_items set name = ${p.name}, findings = ${findings}::jsonb, sort = ${p.sort}, updated_at = now()
        where school_id = ${schoolId} and id = ${p.id}`);
      return { id: p.id };
    },
    { unique: () => new AppError('health-0001', { field: 'name' }) },
  );
}
