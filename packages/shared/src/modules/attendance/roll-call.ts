import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Roll call of a school: a name unique within the school, a note and a display order. */
export const ROLL_CALL_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(ROLL_CALL_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(ROLL_CALL_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(ROLL_CALL_LIMITS.sortMax).optional());

export const rollCallSaveInput = z.object({ name, note, sort });
export const rollCallUpdateInput = z.object({ id: idField, name, note, sort });
export const rollCallListQuery = z.object({ ...pagingShape, name: searchText(ROLL_CALL_LIMITS.name) });
export type RollCallSaveInput = z.infer<typeof rollCallSaveInput>;

export const rollCallRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const rollCallEndpoints = endpoints('/attendance/v1/roll-call', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: rollCallListQuery,
    output: pageOf(rollCallRow),
    summary: 'Roll call of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every roll call entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.rollCallEdit),
    scope: 'school',
    transfer: 'json',
    input: rollCallSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.rollCallEdit),
    scope: 'school',
    transfer: 'json',
    input: rollCallUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.rollCallEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const ROLL_CALL: AreaContract = {
  endpoints: all(rollCallEndpoints),
  pageCalls: { 'attendance-roll-call': [rollCallEndpoints.list] },
};
