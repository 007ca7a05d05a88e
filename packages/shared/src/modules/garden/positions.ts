import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';

/** Job positions (/kid-arch/v1/teacher/job/*): names are unique within a school. */
export const POSITION_LIMITS = { name: 20, description: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(POSITION_LIMITS.name);
/** '' or null clears the description; absent leaves it. */
const description = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(POSITION_LIMITS.description).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(POSITION_LIMITS.sortMax).optional());

export const positionAddSchema = z.object({ name, description, sort });
export const positionUpdateSchema = z.object({ id: idField, name, description, sort });
export const positionIdSchema = z.object({ id: idField });
export const positionListQuery = z.object({ ...pagingShape, name: searchText(POSITION_LIMITS.name) });
export type PositionAddInput = z.infer<typeof positionAddSchema>;

export const positionRow = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
  /** Active staff holding it. */
  memberCount: z.number(),
});

export const positionEndpoints = endpoints('/kid-arch/v1/teacher/job', {
  list: {
    path: 'query-list',
    access: readFor(G.position),
    scope: 'school',
    input: positionListQuery,
    output: pageOf(positionRow),
    summary: 'Positions of the school, paged, name filter, with the count of active staff holding each',
  },
  options: {
    path: 'option',
    access: readFor(G.position, G.teacher),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'All positions of the school as options, in display order (staff forms and search)',
  },
  add: {
    path: 'add',
    access: writeFor(G.positionEdit),
    scope: 'school',
    transfer: 'json',
    input: positionAddSchema,
    output: savedId,
    summary: 'Add a position (name unique in the school, ≤20)',
  },
  update: {
    path: 'update',
    access: writeFor(G.positionEdit),
    scope: 'school',
    transfer: 'json',
    input: positionUpdateSchema,
    output: savedId,
    summary: 'Update a position',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.positionEdit),
    scope: 'school',
    input: positionIdSchema,
    output: nothing,
    summary: 'Delete a position nobody holds (active or departed staff); otherwise kid-arch-0011 with memberCount',
  },
});
