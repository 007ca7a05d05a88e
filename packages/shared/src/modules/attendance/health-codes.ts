import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Health codes of a school: a name unique within the school, a note and a display order. */
export const HEALTH_CODES_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(HEALTH_CODES_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(HEALTH_CODES_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(HEALTH_CODES_LIMITS.sortMax).optional());

export const healthCodesSaveInput = z.object({ name, note, sort });
export const healthCodesUpdateInput = z.object({ id: idField, name, note, sort });
export const healthCodesListQuery = z.object({ ...pagingShape, name: searchText(HEALTH_CODES_LIMITS.name) });
export type HealthCodesSaveInput = z.infer<typeof healthCodesSaveInput>;

export const healthCodesRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const healthCodesEndpoints = endpoints('/attendance/v1/healthCode', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: healthCodesListQuery,
    output: pageOf(healthCodesRow),
    summary: 'Health codes of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every health codes entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.healthCodesEdit),
    scope: 'school',
    transfer: 'json',
    input: healthCodesSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.healthCodesEdit),
    scope: 'school',
    transfer: 'json',
    input: healthCodesUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.healthCodesEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const HEALTH_CODES: AreaContract = {
  endpoints: all(healthCodesEndpoints),
  pageCalls: { 'attendance-health-codes': [healthCodesEndpoints.list] },
};
