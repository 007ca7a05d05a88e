import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Gate screen of a school: a name unique within the school, a note and a display order. */
export const GATE_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(GATE_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(GATE_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(GATE_LIMITS.sortMax).optional());

export const gateSaveInput = z.object({ name, note, sort });
export const gateUpdateInput = z.object({ id: idField, name, note, sort });
export const gateListQuery = z.object({ ...pagingShape, name: searchText(GATE_LIMITS.name) });
export type GateSaveInput = z.infer<typeof gateSaveInput>;

export const gateRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const gateEndpoints = endpoints('/attendance/v1/gate', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: gateListQuery,
    output: pageOf(gateRow),
    summary: 'Gate screen of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every gate screen entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.gateEdit),
    scope: 'school',
    transfer: 'json',
    input: gateSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.gateEdit),
    scope: 'school',
    transfer: 'json',
    input: gateUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.gateEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const GATE: AreaContract = {
  endpoints: all(gateEndpoints),
  pageCalls: { 'attendance-gate': [gateEndpoints.list] },
};
