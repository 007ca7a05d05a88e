import type { CardSaveInput } from '@kg/shared/modules/attendance/card';
import { and, asc, eq, sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceCard as t } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

// the list's columns, from the generated schema: a renamed column fails the type check
const ROW = { id: t.id, name: t.name, note: t.note, sort: t.sort, createdAt: t.createdAt };
const LIST = selectList(ROW);
export type CardRow = RowOf<typeof ROW>;

/** Names are unique per school: the index answers races, the error names the field. */
const nameTaken = () => new AppError('attendance-0308', { field: 'name' });
const ofSchool = (schoolId: number, id: number) => and(eq(t.schoolId, schoolId), eq(t.id, id));

export function listCard(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${t.schoolId} = ${schoolId} ${q.name ? sql`and ${t.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<CardRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${t} where ${where}`,
    select: (cut) => sql`select ${LIST}, count(*) over () as total from ${t} where ${where} order by ${t.sort}, ${t.id} ${cut}`,
  });
}

export function cardOptions(db: Db, schoolId: number) {
  return db.select({ id: t.id, name: t.name }).from(t).where(eq(t.schoolId, schoolId)).orderBy(asc(t.sort), asc(t.id));
}

export async function addCard(db: Db, schoolId: number, p: CardSaveInput): Promise<number> {
  const rows = await guardedWrite(
    () =>
      db
        .insert(t)
        .values({ schoolId, name: p.name, note: p.note ?? null, sort: p.sort ?? 0 })
        .returning({ id: t.id }),
    { unique: nameTaken },
  );
  return rows[0].id;
}

/** An absent note or order leaves the stored value; another school's id is not found. */
export async function updateCard(db: Db, schoolId: number, id: number, p: CardSaveInput): Promise<void> {
  const rows = await guardedWrite(
    () =>
      db
        .update(t)
        .set({ name: p.name, note: p.note, sort: p.sort, updatedAt: new Date() })
        .where(ofSchool(schoolId, id))
        .returning({ id: t.id }),
    { unique: nameTaken },
  );
  oneRow(rows);
}

export async function deleteCard(db: Db, schoolId: number, id: number): Promise<void> {
  oneRow(await db.delete(t).where(ofSchool(schoolId, id)).returning({ id: t.id }));
}
