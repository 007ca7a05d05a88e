import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Shifts of a school: a name unique within the school, a note and a display order. */
export const SHIFTS_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(SHIFTS_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(SHIFTS_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(SHIFTS_LIMITS.sortMax).optional());

export const shiftsSaveInput = z.object({ name, note, sort });
export const shiftsUpdateInput = z.object({ id: idField, name, note, sort });
export const shiftsListQuery = z.object({ ...pagingShape, name: searchText(SHIFTS_LIMITS.name) });
export type ShiftsSaveInput = z.infer<typeof shiftsSaveInput>;

export const shiftsRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const shiftsEndpoints = endpoints('/attendance/v1/childShift', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: shiftsListQuery,
    output: pageOf(shiftsRow),
    summary: 'Shifts of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every shifts entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    transfer: 'json',
    input: shiftsSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    transfer: 'json',
    input: shiftsUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const SHIFTS: AreaContract = {
  endpoints: all(shiftsEndpoints),
  pageCalls: { 'attendance-shifts': [shiftsEndpoints.list] },
};
