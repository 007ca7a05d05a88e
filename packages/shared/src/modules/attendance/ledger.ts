import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Attendance records of a school: a name unique within the school, a note and a display order. */
export const LEDGER_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(LEDGER_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(LEDGER_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(LEDGER_LIMITS.sortMax).optional());

export const ledgerSaveInput = z.object({ name, note, sort });
export const ledgerUpdateInput = z.object({ id: idField, name, note, sort });
export const ledgerListQuery = z.object({ ...pagingShape, name: searchText(LEDGER_LIMITS.name) });
export type LedgerSaveInput = z.infer<typeof ledgerSaveInput>;

export const ledgerRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const ledgerEndpoints = endpoints('/attendance/v1/events', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: ledgerListQuery,
    output: pageOf(ledgerRow),
    summary: 'Attendance records of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every attendance records entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.ledgerEdit),
    scope: 'school',
    transfer: 'json',
    input: ledgerSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.ledgerEdit),
    scope: 'school',
    transfer: 'json',
    input: ledgerUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.ledgerEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const LEDGER: AreaContract = {
  endpoints: all(ledgerEndpoints),
  pageCalls: { 'attendance-ledger': [ledgerEndpoints.list] },
};
