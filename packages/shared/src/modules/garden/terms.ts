import { z } from 'zod';
import { blankToUndefined, idField, pagingShape } from '../../contract/fields.ts';

/**
 * Term time settings (/kid-arch/v1/teacher/schoolTerm/*). A school year Y runs from autumn Y
 * to summer Y+1 (2026 = 2026–2027): the autumn term (1) starts in Y, the spring term (2) in Y+1.
 */
export const TermType = { autumn: 1, spring: 2 } as const;
export const TERM_TYPES = [
  { value: 1, label: '秋季学期', labelEn: 'Autumn term' },
  { value: 2, label: '春季学期', labelEn: 'Spring term' },
] as const;
export const SCHOOL_YEAR_RANGE = { min: 2000, max: 2100 } as const;

const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const schoolYear = z.coerce.number().int().min(SCHOOL_YEAR_RANGE.min).max(SCHOOL_YEAR_RANGE.max);
const termType = z.coerce
  .number()
  .int()
  .refine((n) => n === 1 || n === 2, 'termType must be 1 (autumn) or 2 (spring)');

export const termAddSchema = z.object({ schoolYear, termType, startDate: date, endDate: date });
export const termUpdateSchema = termAddSchema.extend({ id: idField });
export const termIdSchema = z.object({ id: idField });
export const termListQuery = z.object({
  ...pagingShape,
  schoolYear: z.preprocess(blankToUndefined, schoolYear.optional()),
});
export type TermInput = z.infer<typeof termAddSchema>;

/** "2026-2027学年 秋季学期" / "2026–2027 Autumn term". */
export function termName(year: number, type: number, lang: 'zh' | 'en' = 'zh'): string {
  const t = TERM_TYPES.find((x) => x.value === type);
  return lang === 'en' ? `${year}–${year + 1} ${t?.labelEn ?? ''}`.trim() : `${year}-${year + 1}学年 ${t?.label ?? ''}`.trim();
}
