import type { PositionAddInput } from '@kg/shared/modules/garden/positions';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { memberPositions, members, positions } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

const p = alias(positions, 'p');
// the page's rows (the CTE pg holds positions' columns) get their holders counted
const pg = alias(positions, 'pg');
const FIELDS = {
  id: pg.id,
  name: pg.name,
  description: pg.description,
  sort: pg.sort,
  createdAt: pg.createdAt,
  memberCount: sql<number>`(select count(*)::int from ${memberPositions} mp join ${members} m on m.institution_id = mp.school_id and m.id = mp.member_id
    where mp.school_id = ${pg.schoolId} and mp.position_id = ${pg.id} and m.status = 1)`,
};
const LIST = selectList(FIELDS);
export type PositionRow = RowOf<typeof FIELDS>;

/** Names are unique per school: the index answers races, the error names the field. */
const nameTaken = () => new AppError('kid-arch-0010', { field: 'name' });

export function listPositions(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${p.schoolId} = ${schoolId} ${q.name ? sql`and ${p.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<PositionRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${positions} p where ${where}`,
    select: (
      cut,
    ) => sql`with pg as (select p.*, count(*) over () as total from ${positions} p where ${where} order by ${p.sort}, ${p.id} ${cut})
      select ${LIST}, pg.total from pg order by ${pg.sort}, ${pg.id}`,
  });
}

export function positionOptions(db: Db, schoolId: number) {
  return db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(eq(positions.schoolId, schoolId))
    .orderBy(asc(positions.sort), asc(positions.id));
}

export async function addPosition(db: Db, schoolId: number, input: PositionAddInput): Promise<number> {
  const [row] = await guardedWrite(
    () =>
      db
        .insert(positions)
        .values({ schoolId, name: input.name, description: input.description ?? null, sort: input.sort ?? 0 })
        .returning({ id: positions.id }),
    { unique: nameTaken },
  );
  return row.id;
}

/** Absent description or sort leave the stored value. */
export async function updatePosition(db: Db, schoolId: number, id: number, input: PositionAddInput): Promise<void> {
  // the builder leaves undefined fields out of the update
  const rows = await guardedWrite(
    () =>
      db
        .update(positions)
        .set({ name: input.name, description: input.description, sort: input.sort })
        .where(and(eq(positions.schoolId, schoolId), eq(positions.id, id)))
        .returning({ id: positions.id }),
    { unique: nameTaken },
  );
  oneRow(rows);
}

/**
 * Deleting a position that staff still hold (active or departed) is refused with memberCount:
 * the director changes those staff first, so nobody loses a position silently.
 */
export async function deletePosition(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = and(eq(positions.schoolId, schoolId), eq(positions.id, id));
    oneRow(await tx.select({ id: positions.id }).from(positions).where(mine).for('update'));
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(memberPositions)
      .where(and(eq(memberPositions.schoolId, schoolId), eq(memberPositions.positionId, id)));
    const memberCount = held.n;
    if (memberCount > 0) throw new AppError('kid-arch-0011', { data: { memberCount } });
    await tx.delete(positions).where(mine);
  });
}
