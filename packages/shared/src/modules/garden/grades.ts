import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { idField, optionalId, pageInput, plainText, searchText } from '../../contract/fields.ts';

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
export const nextGradeQuery = z.object({ gradeId: optionalId, clazzId: optionalId });
