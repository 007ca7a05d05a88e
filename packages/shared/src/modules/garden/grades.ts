import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, optionalId, pageInput, plainText, searchText } from '../../contract/fields.ts';
import { nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';

/**
 * Grades (/kid-arch/v1/teacher/grade/*): payload shapes the server checks and the web forms
 * reuse, and what each call answers. Form bodies arrive as strings, so numbers are coerced.
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

const level = z.coerce.number().int().min(0).max(TOP_GRADE_LEVEL);
const sort = z.coerce.number().int().min(0).max(9999);

export const gradeAddInput = z.object({ name: plainText(1, GRADE_NAME_MAX), level, sort: sort.default(0) });
export type GradeAddInput = z.infer<typeof gradeAddInput>;

/** Absent fields keep their stored value. */
export const gradeUpdateInput = z.object({
  id: idField,
  name: plainText(1, GRADE_NAME_MAX).optional(),
  level: level.optional(),
  sort: sort.optional(),
});
export type GradeUpdateInput = z.infer<typeof gradeUpdateInput>;

export const gradeIdInput = z.object({ id: idField });
export const gradeListQuery = pageInput.extend({ name: searchText() });
/** next-grade: the grade after `gradeId`, or after the grade of class `clazzId`. */
export const nextGradeQuery = z.object({ gradeId: optionalId, clazzId: optionalId });

/** A grade as lookups answer it. */
export const gradeBrief = z.object({ id: z.number(), name: z.string(), level: z.number(), sort: z.number() });

/** A row of the grade list. */
export const gradeRow = gradeBrief.extend({
  createdAt: timestamp,
  /** Active classes of the grade. */
  clazzCount: z.number(),
  /** Children in school in those classes. */
  studentCount: z.number(),
});

/** A grade option; levelName is the Chinese level label. */
export const gradeOption = gradeBrief.extend({ levelName: z.string() });

export const nextGradeAnswer = z.object({
  gradeId: z.number(),
  level: z.number(),
  isTopGrade: z.boolean(),
  /** The grade one level up; null for the top grade or when the school has none. */
  nextGrade: gradeBrief.nullable(),
  canUpgrade: z.boolean(),
});

export const gradeEndpoints = endpoints('/kid-arch/v1/teacher/grade', {
  options: {
    path: 'query-grade-option',
    access: readFor(G.grade, G.clazz, G.student, G.teacher),
    scope: 'class',
    input: z.object({}),
    output: z.array(gradeOption),
    summary: 'Grade options by level; a teacher sees the grades of the classes in range',
  },
  list: {
    path: 'query-list',
    access: readFor(G.grade),
    scope: 'school',
    input: gradeListQuery,
    output: pageOf(gradeRow),
    summary: 'Grades, paged, searchable by name, with counts of active classes and children in school',
  },
  add: {
    path: 'add',
    access: writeFor(G.gradeAdd),
    scope: 'school',
    input: gradeAddInput,
    output: savedId,
    summary: 'Add a grade {name, level 0–3, sort}; one grade per level and name',
  },
  update: {
    path: 'update',
    access: writeFor(G.gradeUpdate),
    scope: 'school',
    input: gradeUpdateInput,
    output: nothing,
    summary: 'Update a grade {id, name?, level?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.gradeDelete),
    scope: 'school',
    input: gradeIdInput,
    output: nothing,
    summary: 'Delete a grade that has no classes (active or graduated); otherwise kid-arch-0017 with clazzCount',
  },
  next: {
    path: 'next-grade',
    access: readFor(G.grade, G.clazz),
    scope: 'class',
    input: nextGradeQuery,
    output: nextGradeAnswer,
    summary: 'The grade after `gradeId` (or after the grade of class `clazzId`), and whether its classes may upgrade',
  },
});
