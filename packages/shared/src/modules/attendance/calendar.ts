import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** School calendar of a school: a name unique within the school, a note and a display order. */
export const CALENDAR_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(CALENDAR_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(CALENDAR_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(CALENDAR_LIMITS.sortMax).optional());

export const calendarSaveInput = z.object({ name, note, sort });
export const calendarUpdateInput = z.object({ id: idField, name, note, sort });
export const calendarListQuery = z.object({ ...pagingShape, name: searchText(CALENDAR_LIMITS.name) });
export type CalendarSaveInput = z.infer<typeof calendarSaveInput>;

export const calendarRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const calendarEndpoints = endpoints('/attendance/v1/calendar', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: calendarListQuery,
    output: pageOf(calendarRow),
    summary: 'School calendar of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every school calendar entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.calendarEdit),
    scope: 'school',
    transfer: 'json',
    input: calendarSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.calendarEdit),
    scope: 'school',
    transfer: 'json',
    input: calendarUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.calendarEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const CALENDAR: AreaContract = {
  endpoints: all(calendarEndpoints),
  pageCalls: { 'attendance-calendar': [calendarEndpoints.list] },
};
