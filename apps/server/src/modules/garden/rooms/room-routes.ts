import { GARDEN_CODES } from '@kg/shared';
import {
  placeRoomIdInput,
  placeRoomListQuery,
  placeRoomOptionQuery,
  placeRoomSaveInput,
  ROOM_TYPES,
} from '@kg/shared/modules/garden/rooms';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';

/** Reads also with the garden page code (course forms pick a place); changes need the place code. */
export const ROOM_READ: Access = { codes: [GARDEN_CODES.placeRoom, GARDEN_CODES.garden], read: true };
const ROOM_WRITE: Access = { codes: [GARDEN_CODES.placeRoom] };

const typeName = (v: number, lang: 'zh' | 'en') => {
  const t = ROOM_TYPES.find((x) => x.value === v);
  return t ? (lang === 'en' ? t.labelEn : t.label) : '';
};

interface RoomRow {
  id: number;
  name: string;
  roomType: number;
  capacity: number | null;
  location: string | null;
  remark: string | null;
  createdAt: string;
  courseCount: number;
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export const pgCode = (err: unknown) => (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/** Places (/garden/v1/placeRoom/*), all scoped to the session's school. */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    '/garden/v1/placeRoom/queryForPage',
    {
      access: ROOM_READ,
      summary:
        'Places, paged: filters name (contains), roomType; items {id, name, roomType, roomTypeName, capacity, location, remark, courseCount, createdAt}',
      input: placeRoomListQuery,
    },
    async (request, q) => {
      const s = sessionOf(request);
      const where = sql`p.school_id = ${s.institutionId}
      ${q.name ? sql`and p.name ilike ${containsPattern(q.name)}` : sql``}
      ${q.roomType ? sql`and p.room_type = ${q.roomType}` : sql``}`;
      const result = await pagedQuery<RoomRow>(ctx.db, {
        select: sql`select p.id, p.name, p.room_type as "roomType", p.capacity, p.location, p.remark, p.created_at as "createdAt",
          (select count(*)::int from courses c where c.school_id = p.school_id and c.place_room_id = p.id) as "courseCount",
          count(*) over () as total
        from place_rooms p where ${where} order by p.id desc`,
        count: sql`select count(*) as n from place_rooms p where ${where}`,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      });
      return ok({ ...result.data, list: result.data.list.map((r) => ({ ...r, roomTypeName: typeName(r.roomType, request.lang) })) });
    },
  );

  readCall(
    app,
    '/garden/v1/placeRoom/listPlaceRoom',
    {
      access: ROOM_READ,
      summary: 'All places of the school as options (optionally of one roomType): [{id, name, roomType, roomTypeName, capacity}] by name',
      input: placeRoomOptionQuery,
    },
    async (request, q) => {
      const s = sessionOf(request);
      const r = await ctx.db.execute(sql`select id, name, room_type as "roomType", capacity from place_rooms
      where school_id = ${s.institutionId} ${q.roomType ? sql`and room_type = ${q.roomType}` : sql``}
      order by name, id limit 1000`);
      return ok(
        (r.rows as Pick<RoomRow, 'id' | 'name' | 'roomType' | 'capacity'>[]).map((x) => ({
          ...x,
          roomTypeName: typeName(x.roomType, request.lang),
        })),
      );
    },
  );

  app.post(
    '/garden/v1/placeRoom/insert',
    {
      config: { access: ROOM_WRITE },
      schema: {
        summary:
          'Add a place {name, roomType 1–4, capacity?, location?, remark?}, or update place `id` when given; answers {id}. Names are unique (garden-0001)',
        body: placeRoomSaveInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const b = request.body;
      const dup = await ctx.db.execute(
        sql`select 1 from place_rooms where school_id = ${s.institutionId} and name = ${b.name} and id <> ${b.id ?? 0} limit 1`,
      );
      if (dup.rows.length > 0) throw new AppError('garden-0001', { field: 'name' });
      const values = {
        name: b.name,
        roomType: b.roomType,
        capacity: b.capacity ?? null,
        location: b.location ?? null,
        remark: b.remark ?? null,
      };
      try {
        if (b.id) {
          const r =
            await ctx.db.execute(sql`update place_rooms set name = ${values.name}, room_type = ${values.roomType}, capacity = ${values.capacity},
            location = ${values.location}, remark = ${values.remark}
          where school_id = ${s.institutionId} and id = ${b.id} returning id`);
          if (r.rows.length === 0) throw notFound();
          return ok({ id: b.id });
        }
        const r = await ctx.db.execute(sql`insert into place_rooms (school_id, name, room_type, capacity, location, remark)
        values (${s.institutionId}, ${values.name}, ${values.roomType}, ${values.capacity}, ${values.location}, ${values.remark}) returning id`);
        return ok({ id: Number(r.rows[0].id) });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('garden-0001', { field: 'name' });
        throw err;
      }
    },
  );

  app.post(
    '/garden/v1/placeRoom/deleteById',
    {
      config: { access: ROOM_WRITE },
      schema: { summary: 'Delete place `id`; refused while a course uses it (garden-0002)', body: placeRoomIdInput },
    },
    async (request) => {
      const s = sessionOf(request);
      const { id } = request.body;
      const used = await ctx.db.execute(
        sql`select count(*)::int as n from courses where school_id = ${s.institutionId} and place_room_id = ${id}`,
      );
      const n = Number(used.rows[0].n);
      if (n > 0) throw new AppError('garden-0002', { data: { courseCount: n } });
      try {
        const r = await ctx.db.execute(sql`delete from place_rooms where school_id = ${s.institutionId} and id = ${id} returning id`);
        if (r.rows.length === 0) throw notFound();
      } catch (err) {
        // a course took the place meanwhile (foreign key)
        if (pgCode(err) === '23503') throw new AppError('garden-0002');
        throw err;
      }
      return ok(null);
    },
  );
};
