import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { idField } from '../../validation/id.ts';
import { hasEmoji } from '../../validation/text.ts';
import { pagingShape } from './paging.ts';

/**
 * Grades (issue 4): payload shapes the server checks and the web forms reuse.
 * Form bodies arrive as strings, so numbers and flags are coerced.
 */

/** Grade levels: a school has at most one grade per level, so "the next grade" is well defined. */
export const GRADE_LEVELS: OptionItem[] = [
  { value: 0, label: '托班', labelEn: 'Nursery' },
  { value: 1, label: '小班', labelEn: 'Junior' },
  { value: 2, label: '中班', labelEn: 'Middle' },
  { value: 3, label: '大班', labelEn: 'Senior' },
];
/** Classes of this level do not upgrade: they graduate. */
export const TOP_GRADE_LEVEL = 3;
export const GRADE_NAME_MAX = 20;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v);

export { idField };
/** An optional id: blank, null and 0 mean absent (a numeric 0 shows as empty, domain §3). */
export const optionalIdField = z.preprocess(blankToUndefined, idField.optional());

/** Ids as a JSON array, repeated form keys or a comma-joined string. */
export const idListField = (max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((x) => x.trim())
            .filter((x) => x !== '')
        : typeof v === 'number'
          ? [v]
          : v,
    z.array(idField).min(1).max(max),
  );

/** A JSON array or object sent as one form field is parsed; anything unparsable fails the schema. */
export const jsonish = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** 'true'/'1' and 'false'/'0' from forms, real booleans from JSON. */
export const flagField = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '') return false;
  return v;
}, z.boolean());

/** Trimmed single-line text without emoji. */
export const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !hasEmoji(v), 'emoji are not allowed');

/** Optional search text: blank means no filter. */
export const searchText = (max = 50) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

/** Pagination of every garden list (paging.ts): pageNum from 1, pageSize 10 or 20 (default 20). */
export const pageInput = z.object(pagingShape);

export const gradeAddInput = z.object({
  name: plainText(1, GRADE_NAME_MAX),
  level: z.coerce.number().int().min(0).max(TOP_GRADE_LEVEL),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type GradeAddInput = z.infer<typeof gradeAddInput>;

export const gradeUpdateInput = z.object({
  id: idField,
  name: plainText(1, GRADE_NAME_MAX).optional(),
  level: z.coerce.number().int().min(0).max(TOP_GRADE_LEVEL).optional(),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
});
export type GradeUpdateInput = z.infer<typeof gradeUpdateInput>;

export const gradeIdInput = z.object({ id: idField });

export const gradeListQuery = pageInput.extend({ name: searchText() });

/** next-grade: the grade after `gradeId`, or after the grade of class `clazzId`. */
export const nextGradeQuery = z.object({ gradeId: optionalIdField, clazzId: optionalIdField });
