import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Smart pickup of a school: a name unique within the school, a note and a display order. */
export const PICKUP_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(PICKUP_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(PICKUP_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(PICKUP_LIMITS.sortMax).optional());

export const pickupSaveInput = z.object({ name, note, sort });
export const pickupUpdateInput = z.object({ id: idField, name, note, sort });
export const pickupListQuery = z.object({ ...pagingShape, name: searchText(PICKUP_LIMITS.name) });
export type PickupSaveInput = z.infer<typeof pickupSaveInput>;

export const pickupRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const pickupEndpoints = endpoints('/attendance/v1/smartPickup', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: pickupListQuery,
    output: pageOf(pickupRow),
    summary: 'Smart pickup of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every smart pickup entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.pickupEdit),
    scope: 'school',
    transfer: 'json',
    input: pickupSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.pickupEdit),
    scope: 'school',
    transfer: 'json',
    input: pickupUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.pickupEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const PICKUP: AreaContract = {
  endpoints: all(pickupEndpoints),
  pageCalls: { 'attendance-pickup': [pickupEndpoints.list] },
};
