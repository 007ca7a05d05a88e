import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
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
