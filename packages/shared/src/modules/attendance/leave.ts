import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Child leave of a school: a name unique within the school, a note and a display order. */
export const LEAVE_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(LEAVE_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(LEAVE_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(LEAVE_LIMITS.sortMax).optional());

export const leaveSaveInput = z.object({ name, note, sort });
export const leaveUpdateInput = z.object({ id: idField, name, note, sort });
export const leaveListQuery = z.object({ ...pagingShape, name: searchText(LEAVE_LIMITS.name) });
export type LeaveSaveInput = z.infer<typeof leaveSaveInput>;

export const leaveRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const leaveEndpoints = endpoints('/attendance/v1/childLeave', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: leaveListQuery,
    output: pageOf(leaveRow),
    summary: 'Child leave of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every child leave entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.leaveEdit),
    scope: 'school',
    transfer: 'json',
    input: leaveSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.leaveEdit),
    scope: 'school',
    transfer: 'json',
    input: leaveUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.leaveEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const LEAVE: AreaContract = {
  endpoints: all(leaveEndpoints),
  pageCalls: { 'attendance-leave': [leaveEndpoints.list] },
};
