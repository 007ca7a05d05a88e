import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape } from '../../contract/fields.ts';
import { day, nothing, pageOf } from '../../contract/outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';

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

// the calendar check (a real day) is the server's, which names the field in its message
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

/** A term as every call answers it. */
export const termRow = z.object({
  id: z.number(),
  schoolYear: z.number(),
  /** 1 autumn, 2 spring. */
  termType: z.number(),
  startDate: day,
  endDate: day,
  /** In the request's language. */
  name: z.string(),
  /** Today (Asia/Shanghai) lies in it. */
  current: z.boolean(),
});

/** The school year whose top-grade classes graduate, and its spring term once set. */
export const graduatingTermAnswer = z.object({
  schoolYear: z.number(),
  /** "2026-2027学年" / "2026–2027". */
  schoolYearName: z.string(),
  termType: z.number(),
  term: termRow.nullable(),
  /** The spring term's last day; null until the term is set. */
  graduationDate: day.nullable(),
});

export const termEndpoints = endpoints('/kid-arch/v1/teacher/schoolTerm', {
  list: {
    path: 'query-list',
    access: readFor(G.term),
    scope: 'school',
    input: termListQuery,
    output: pageOf(termRow),
    summary: 'Terms of the school, newest first, paged; filter schoolYear',
  },
  add: {
    path: 'add',
    access: writeFor(G.termEdit),
    scope: 'school',
    transfer: 'json',
    input: termAddSchema,
    output: termRow,
    summary: 'Add a term: {schoolYear, termType (1 autumn, 2 spring), startDate, endDate}; one per year and type, no overlaps',
  },
  update: {
    path: 'update',
    access: writeFor(G.termEdit),
    scope: 'school',
    transfer: 'json',
    input: termUpdateSchema,
    output: termRow,
    summary: 'Update a term: {id, schoolYear, termType, startDate, endDate}',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.termEdit),
    scope: 'school',
    input: termIdSchema,
    output: nothing,
    summary: 'Delete a term: {id}',
  },
  current: {
    path: 'current',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({}),
    output: termRow.nullable(),
    summary: 'The term holding today (Asia/Shanghai) or null',
  },
  graduating: {
    path: 'queryGraduatingClassTerm',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({}),
    output: graduatingTermAnswer,
    summary: 'The term in which the top-grade classes graduate: the spring term of the current school year (null until set)',
  },
});
