import { z } from 'zod';
import { blankToUndefined, idField, pagingShape, searchText } from './paging.ts';

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
