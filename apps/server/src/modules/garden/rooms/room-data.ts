import { type PlaceRoomSaveInput, ROOM_TYPES } from '@kg/shared/modules/garden/rooms';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { courses, placeRooms } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Lang = 'zh' | 'en';

const p = alias(placeRooms, 'p');
const OPTION = { id: placeRooms.id, name: placeRooms.name, roomType: placeRooms.roomType, capacity: placeRooms.capacity };
const ROW = {
  id: p.id,
  name: p.name,
  roomType: p.roomType,
  capacity: p.capacity,
  location: p.location,
  remark: p.remark,
  createdAt: p.createdAt,
  courseCount: sql<number>`(select count(*)::int from ${courses} c where c.school_id = ${p.schoolId} and c.place_room_id = ${p.id})`,
};
const LIST = selectList(ROW);

/** Adds the room type's name in the caller's language. */
function named<R extends { roomType: number }>(r: R, lang: Lang) {
  const t = ROOM_TYPES.find((x) => x.value === r.roomType);
  return { ...r, roomTypeName: t ? (lang === 'en' ? t.labelEn : t.label) : '' };
}

/** Names are unique per school: the check answers people, the index answers races, both the same. */
const nameTaken = () => new AppError('garden-0001', { field: 'name' });

export async function listRooms(
  db: Db,
  schoolId: number,
  q: { name?: string; roomType?: number; pageNum: number; pageSize: number },
  lang: Lang,
) {
  const where = sql`${p.schoolId} = ${schoolId}
    ${q.name ? sql`and ${p.name} ilike ${containsPattern(q.name)}` : sql``}
    ${q.roomType ? sql`and ${p.roomType} = ${q.roomType}` : sql``}`;
  const page = await pagedQuery<RowOf<typeof ROW>>(db, {
    select: sql`select ${LIST}, count(*) over () as total from ${placeRooms} p where ${where} order by ${p.id} desc`,
    count: sql`select count(*) as n from ${placeRooms} p where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  return { ...page, list: page.list.map((r) => named(r, lang)) };
}

/** Every place of the school (of one type when given), by name: at most 1,000. */
export async function roomOptions(db: Db, schoolId: number, roomType: number | undefined, lang: Lang) {
  const rows = await db
    .select(OPTION)
    .from(placeRooms)
    .where(and(eq(placeRooms.schoolId, schoolId), roomType ? eq(placeRooms.roomType, roomType) : undefined))
    .orderBy(asc(placeRooms.name), asc(placeRooms.id))
    .limit(1000);
  return rows.map((x) => named(x, lang));
}

/** Adds a place, or updates place `b.id` of the school (404 when it is not there). */
export async function saveRoom(db: Db, schoolId: number, b: PlaceRoomSaveInput): Promise<number> {
  const dup = await db
    .select({ one: sql`1` })
    .from(placeRooms)
    .where(and(eq(placeRooms.schoolId, schoolId), eq(placeRooms.name, b.name), ne(placeRooms.id, b.id ?? 0)))
    .limit(1);
  if (dup.length > 0) throw nameTaken();
  const v = { name: b.name, roomType: b.roomType, capacity: b.capacity ?? null, location: b.location ?? null, remark: b.remark ?? null };
  return guardedWrite(
    async () => {
      if (b.id) {
        const rows = await db
          .update(placeRooms)
          .set(v)
          .where(and(eq(placeRooms.schoolId, schoolId), eq(placeRooms.id, b.id)))
          .returning({ id: placeRooms.id });
        return oneRow<{ id: number }>(rows).id;
      }
      const [row] = await db
        .insert(placeRooms)
        .values({ schoolId, ...v })
        .returning({ id: placeRooms.id });
      return row.id;
    },
    { unique: nameTaken },
  );
}

/** A place a course uses stays: refused with the count (or, when a course took it meanwhile, by the foreign key). */
export async function deleteRoom(db: Db, schoolId: number, id: number): Promise<void> {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.placeRoomId, id)));
  const courseCount = used.n;
  if (courseCount > 0) throw new AppError('garden-0002', { data: { courseCount } });
  const rows = await guardedWrite(
    () =>
      db
        .delete(placeRooms)
        .where(and(eq(placeRooms.schoolId, schoolId), eq(placeRooms.id, id)))
        .returning({ id: placeRooms.id }),
    { foreignKey: () => new AppError('garden-0002') },
  );
  oneRow(rows);
}
