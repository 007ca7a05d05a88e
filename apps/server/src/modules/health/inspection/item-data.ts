import type { PageOf } from '@kg/shared/contract/outputs';
import type { ItemRow } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { inspectItems } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Runner = Pick<Db, 'execute' | 'select' | 'update'>;

const i = alias(inspectItems, 'i');
const ITEM = {
  id: i.id,
  name: i.name,
  kind: sql<ItemRow['kind']>`${i.kind}`,
  findings: sql<ItemRow['findings']>`${i.findings}`,
  sort: i.sort,
  enabled: i.enabled,
  updatedAt: i.updatedAt,
};
const ITEM_COLUMNS = selectList(ITEM);
// the item calls answer these rows as the shared ItemRow: a renamed or retyped column fails here
type Row = RowOf<typeof ITEM>;
const asItemRow = (row: Row): ItemRow => row;
const t = inspectItems;
const itemOf = (schoolId: number, id: number) => and(eq(t.schoolId, schoolId), eq(t.id, id));

export async function listItems(
  db: Db,
  schoolId: number,
  q: { pageNum: number; pageSize: number; name?: string; enabled?: boolean },
): Promise<PageOf<ItemRow>> {
  const parts: SQL[] = [sql`${i.schoolId} = ${schoolId}`];
  if (q.name) parts.push(sql`${i.name} ilike ${containsPattern(q.name)}`);
  if (q.enabled !== undefined) parts.push(sql`${i.enabled} = ${q.enabled}`);
  const where = sql.join(parts, sql` and `);
  return pagedQuery<Row>(db, {
    select: sql`select ${ITEM_COLUMNS}, count(*) over () as total from ${inspectItems} i where ${where} order by ${i.sort}, ${i.id}`,
    count: sql`select count(*) as n from ${inspectItems} i where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

export async function enabledItems(db: Runner, schoolId: number): Promise<ItemRow[]> {
  const rows = await preparedRows<Row>(
    db,
    sql`select ${ITEM_COLUMNS} from ${inspectItems} i where ${i.schoolId} = ${schoolId} and ${i.enabled} order by ${i.sort}, ${i.id}`,
  );
  return rows.map(asItemRow);
}

export async function setItemEnabled(db: Runner, schoolId: number, id: number, enabled: boolean): Promise<void> {
  oneRow(await db.update(t).set({ enabled, updatedAt: sql`now()` }).where(itemOf(schoolId, id)).returning({ id: t.id }));
}

type ItemInput = Pick<ItemRow, 'name' | 'kind' | 'findings' | 'sort'> & { id?: number };

/** Adds or changes an item; its kind is fixed once saved, since past records read its findings by it. */
export async function saveItem(db: Db, schoolId: number, p: ItemInput): Promise<{ id: number }> {
  const { findings } = p;
  return guardedWrite(
    async () => {
      if (!p.id) {
        const [row] = await db.insert(t).values({ schoolId, name: p.name, kind: p.kind, findings, sort: p.sort }).returning({ id: t.id });
        return row;
      }
      const old = oneRow<{ kind: string }>(await db.select({ kind: t.kind }).from(t).where(itemOf(schoolId, p.id)));
      if (old.kind !== p.kind) throw new AppError('health-0002', { field: 'kind' });
      await db.update(t).set({ name: p.name, findings, sort: p.sort, updatedAt: sql`now()` }).where(itemOf(schoolId, p.id));
      return { id: p.id };
    },
    { unique: () => new AppError('health-0001', { field: 'name' }) },
  );
}
