import type { PositionAddInput } from '@kg/shared/modules/garden/positions';
import { sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';

export interface PositionRow {
  id: number;
  name: string;
  description: string | null;
  sort: number;
  createdAt: Date;
  memberCount: number;
}

/** Names are unique per school: the index answers races, the error names the field. */
const nameTaken = () => new AppError('kid-arch-0010', { field: 'name' });

export function listPositions(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`p.school_id = ${schoolId} ${q.name ? sql`and p.name ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<PositionRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from positions p where ${where}`,
    select: (cut) => sql`with pg as (select p.*, count(*) over () as total from positions p where ${where} order by p.sort, p.id ${cut})
      select pg.id, pg.name, pg.description, pg.sort, pg.created_at as "createdAt",
        (select count(*)::int from member_positions mp join members m on m.institution_id = mp.school_id and m.id = mp.member_id
          where mp.school_id = pg.school_id and mp.position_id = pg.id and m.status = 1) as "memberCount",
        pg.total
      from pg order by pg.sort, pg.id`,
  });
}

export async function positionOptions(db: Db, schoolId: number) {
  const r = await db.execute<{ id: number; name: string }>(
    sql`select id, name from positions where school_id = ${schoolId} order by sort, id`,
  );
  return r.rows;
}

export async function addPosition(db: Db, schoolId: number, p: PositionAddInput): Promise<number> {
  const r = await guardedWrite(
    () =>
      db.execute<{ id: number }>(sql`insert into positions (school_id, name, description, sort)
        values (${schoolId}, ${p.name}, ${p.description ?? null}, ${p.sort ?? 0}) returning id`),
    { unique: nameTaken },
  );
  return r.rows[0].id;
}

/** Absent description or sort leave the stored value. */
export async function updatePosition(db: Db, schoolId: number, id: number, p: PositionAddInput): Promise<void> {
  const r = await guardedWrite(
    () =>
      db.execute(sql`update positions set name = ${p.name},
        description = ${p.description === undefined ? sql`description` : p.description},
        sort = ${p.sort === undefined ? sql`sort` : p.sort}
      where school_id = ${schoolId} and id = ${id} returning id`),
    { unique: nameTaken },
  );
  oneRow(r.rows);
}

/**
 * Deleting a position that staff still hold (active or departed) is refused with memberCount:
 * the director changes those staff first, so nobody loses a position silently.
 */
export async function deletePosition(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    oneRow((await tx.execute(sql`select id from positions where school_id = ${schoolId} and id = ${id} for update`)).rows);
    const held = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from member_positions where school_id = ${schoolId} and position_id = ${id}`,
    );
    const memberCount = held.rows[0].n;
    if (memberCount > 0) throw new AppError('kid-arch-0011', { data: { memberCount } });
    await tx.execute(sql`delete from positions where school_id = ${schoolId} and id = ${id}`);
  });
}
