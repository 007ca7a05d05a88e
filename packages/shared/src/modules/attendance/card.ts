import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Attendance cards of a school: a name unique within the school, a note and a display order. */
export const CARD_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(CARD_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(CARD_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(CARD_LIMITS.sortMax).optional());

export const cardSaveInput = z.object({ name, note, sort });
export const cardUpdateInput = z.object({ id: idField, name, note, sort });
export const cardListQuery = z.object({ ...pagingShape, name: searchText(CARD_LIMITS.name) });
export type CardSaveInput = z.infer<typeof cardSaveInput>;

export const cardRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const cardEndpoints = endpoints('/attendance/v1/card', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: cardListQuery,
    output: pageOf(cardRow),
    summary: 'Attendance cards of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every attendance cards entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.cardEdit),
    scope: 'school',
    transfer: 'json',
    input: cardSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.cardEdit),
    scope: 'school',
    transfer: 'json',
    input: cardUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.cardEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const CARD: AreaContract = {
  endpoints: all(cardEndpoints),
  pageCalls: { 'attendance-card': [cardEndpoints.list] },
};
