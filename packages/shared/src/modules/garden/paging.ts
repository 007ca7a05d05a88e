import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../constants.ts';
import { idField } from '../../validation/id.ts';

/** pageNum from 1, pageSize 10 or 20 (default 20): domain §9. Form values arrive as strings. */
export const pagingShape = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 10 or 20')
    .default(DEFAULT_PAGE_SIZE),
};

/** A blank form value ('' or null) is no filter. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional positive id filter that may arrive blank. */
export const optionalIdFilter = z.preprocess(blankToUndefined, idField.optional());

export { idField };

/** Optional search text: trimmed, blank is no filter. */
export const searchText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : blankToUndefined(v)),
    z.string().max(max).optional(),
  );
