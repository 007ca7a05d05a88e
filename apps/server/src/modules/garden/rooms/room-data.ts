import { type PlaceRoomSaveInput, ROOM_TYPES } from '@kg/shared/modules/garden/rooms';
import { sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';

type Lang = 'zh' | 'en';

type RoomOptionRow = {
  id: number;
  name: string;
  roomType: number;
  capacity: number | null;
};
type RoomRow = RoomOptionRow & {
  location: string | null;
  remark: string | null;
  createdAt: Date;
  courseCount: number;
};

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
  const where = sql`p.school_id = ${schoolId}
    ${q.name ? sql`and p.name ilike ${containsPattern(q.name)}` : sql``}
    ${q.roomType ? sql`and p.room_type = ${q.roomType}` : sql``}`;
  const page = await pagedQuery<RoomRow>(db, {
    select: sql`select p.id, p.name, p.room_type as "roomType", p.capacity, p.location, p.remark, p.created_at as "createdAt",
        (select count(*)::int from courses c where c.school_id = p.school_id and c.place_room_id = p.id) as "courseCount",
        count(*) over () as total
      from place_rooms p where ${where} order by p.id desc`,
    count: sql`select count(*) as n from place_rooms p where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  return { ...page, list: page.list.map((r) => named(r, lang)) };
}

/** Every place of the school (of one type when given), by name: at most 1,000. */
export async function roomOptions(db: Db, schoolId: number, roomType: number | undefined, lang: Lang) {
  const r = await db.execute<RoomOptionRow>(sql`select id, name, room_type as "roomType", capacity from place_rooms
    where school_id = ${schoolId} ${roomType ? sql`and room_type = ${roomType}` : sql``}
    order by name, id limit 1000`);
  return r.rows.map((x) => named(x, lang));
}

/** Adds a place, or updates place `b.id` of the school (404 when it is not there). */
export async function saveRoom(db: Db, schoolId: number, b: PlaceRoomSaveInput): Promise<number> {
  const dup = await db.execute(
    sql`select 1 from place_rooms where school_id = ${schoolId} and name = ${b.name} and id <> ${b.id ?? 0} limit 1`,
  );
  if (dup.rows.length > 0) throw nameTaken();
  const v = { name: b.name, roomType: b.roomType, capacity: b.capacity ?? null, location: b.location ?? null, remark: b.remark ?? null };
  return guardedWrite(
    async () => {
      if (b.id) {
        const r = await db.execute<{ id: number }>(sql`update place_rooms set name = ${v.name}, room_type = ${v.roomType},
            capacity = ${v.capacity}, location = ${v.location}, remark = ${v.remark}
          where school_id = ${schoolId} and id = ${b.id} returning id`);
        return oneRow<{ id: number }>(r.rows).id;
      }
      const r = await db.execute<{ id: number }>(sql`insert into place_rooms (school_id, name, room_type, capacity, location, remark)
        values (${schoolId}, ${v.name}, ${v.roomType}, ${v.capacity}, ${v.location}, ${v.remark}) returning id`);
      return r.rows[0].id;
    },
    { unique: nameTaken },
  );
}

/** A place a course uses stays: refused with the count (or, when a course took it meanwhile, by the foreign key). */
export async function deleteRoom(db: Db, schoolId: number, id: number): Promise<void> {
  const used = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from courses where school_id = ${schoolId} and place_room_id = ${id}`,
  );
  const courseCount = used.rows[0].n;
  if (courseCount > 0) throw new AppError('garden-0002', { data: { courseCount } });
  const r = await guardedWrite(() => db.execute(sql`delete from place_rooms where school_id = ${schoolId} and id = ${id} returning id`), {
    foreignKey: () => new AppError('garden-0002'),
  });
  oneRow(r.rows);
}
