import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/** Child attendance statistics of a school: a name unique within the school, a note and a display order. */
export const STATISTICS_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(STATISTICS_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(STATISTICS_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(STATISTICS_LIMITS.sortMax).optional());

export const statisticsSaveInput = z.object({ name, note, sort });
export const statisticsUpdateInput = z.object({ id: idField, name, note, sort });
export const statisticsListQuery = z.object({ ...pagingShape, name: searchText(STATISTICS_LIMITS.name) });
export type StatisticsSaveInput = z.infer<typeof statisticsSaveInput>;

export const statisticsRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const statisticsEndpoints = endpoints('/attendance/v2/attendance-statistics', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: statisticsListQuery,
    output: pageOf(statisticsRow),
    summary: 'Child attendance statistics of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every child attendance statistics entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.statisticsEdit),
    scope: 'school',
    transfer: 'json',
    input: statisticsSaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.statisticsEdit),
    scope: 'school',
    transfer: 'json',
    input: statisticsUpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.statisticsEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const STATISTICS: AreaContract = {
  endpoints: all(statisticsEndpoints),
  pageCalls: { 'attendance-statistics': [statisticsEndpoints.list] },
};
