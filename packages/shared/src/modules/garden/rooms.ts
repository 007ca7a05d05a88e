import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import {
  codeValue,
  idField,
  nullableId,
  nullableInt,
  optionalCode,
  optionalText,
  pagingShape,
  plainText,
  searchText,
} from '../../contract/fields.ts';
import { nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';

/** Places (/garden/v1/placeRoom/*): classrooms, function rooms, outdoor areas. Names are unique in a school. */
export const ROOM_TYPES: OptionItem[] = [
  { value: 1, label: '教室', labelEn: 'Classroom' },
  { value: 2, label: '功能室', labelEn: 'Function room' },
  { value: 3, label: '户外场地', labelEn: 'Outdoor area' },
  { value: 4, label: '其他', labelEn: 'Other' },
];
export const ROOM_LIMITS = { name: 30, location: 100, remark: 200, capacityMax: 2000 } as const;

/** insert: without id adds a place; with id updates that place (the edit form posts here too). */
export const placeRoomSaveInput = z.object({
  id: nullableId.optional(),
  name: plainText(1, ROOM_LIMITS.name),
  roomType: codeValue(ROOM_TYPES.length).default(1),
  capacity: nullableInt(1, ROOM_LIMITS.capacityMax).optional(),
  location: optionalText(ROOM_LIMITS.location).optional(),
  remark: optionalText(ROOM_LIMITS.remark).optional(),
});
export type PlaceRoomSaveInput = z.infer<typeof placeRoomSaveInput>;

export const placeRoomListQuery = z.object({
  ...pagingShape,
  name: searchText(ROOM_LIMITS.name),
  roomType: optionalCode(ROOM_TYPES.length),
});
export const placeRoomOptionQuery = z.object({ roomType: optionalCode(ROOM_TYPES.length) });
export const placeRoomIdInput = z.object({ id: idField });

/** A place as options list it (course forms); roomTypeName in the caller's language. */
export const roomOption = z.object({
  id: z.number(),
  name: z.string(),
  roomType: z.number(),
  roomTypeName: z.string(),
  capacity: z.number().nullable(),
});

export const roomRow = roomOption.extend({
  location: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: timestamp,
  /** Courses held there: a place in use cannot be deleted. */
  courseCount: z.number(),
});

/** Reads also with the garden page code (course forms pick a place); changes need the place code. */
export const roomEndpoints = endpoints('/garden/v1/placeRoom', {
  list: {
    path: 'queryForPage',
    access: readFor(G.placeRoom, G.garden),
    scope: 'school',
    input: placeRoomListQuery,
    output: pageOf(roomRow),
    summary: 'Places, paged, newest first: filters name (contains), roomType; with the count of courses held there',
  },
  options: {
    path: 'listPlaceRoom',
    access: readFor(G.placeRoom, G.garden),
    scope: 'school',
    input: placeRoomOptionQuery,
    output: z.array(roomOption),
    summary: 'All places of the school as options (optionally of one roomType), by name',
  },
  save: {
    path: 'insert',
    access: writeFor(G.placeRoom),
    scope: 'school',
    transfer: 'json',
    input: placeRoomSaveInput,
    output: savedId,
    summary: 'Add a place, or update place `id` when given; names are unique in the school (garden-0001)',
  },
  remove: {
    path: 'deleteById',
    access: writeFor(G.placeRoom),
    scope: 'school',
    input: placeRoomIdInput,
    output: nothing,
    summary: 'Delete place `id`; refused while a course uses it (garden-0002 with courseCount)',
  },
});
