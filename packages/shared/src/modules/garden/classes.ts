import { z } from 'zod';
import { flagValue, idField, idList, jsonish, optionalId, pageInput, plainText, searchText } from '../../contract/fields.ts';

/**
 * Classes: payload shapes the server checks and the web forms reuse. The calls are declared in
 * class-endpoints.ts, their answers in class-outputs.ts.
 */

export const CLAZZ_NAME_MAX = 20;
/** Upper bound of a class size limit (maxStudents). */
export const CLAZZ_MAX_STUDENTS = 100;
/** Class status: 1 active, 2 graduated. */
export const ClazzStatus = { active: 1, graduated: 2 } as const;
/** Student numbers: letters, digits and '-', up to 20 characters. */
export const STUDENT_NO_PATTERN = /^[0-9A-Za-z-]{1,20}$/;

/** maxStudents: blank or null means no limit. */
const maxStudentsField = z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(1).max(CLAZZ_MAX_STUDENTS).nullable());

export const clazzAddInput = z.object({
  gradeId: idField,
  name: plainText(1, CLAZZ_NAME_MAX),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  maxStudents: maxStudentsField.optional(),
});
export type ClazzAddInput = z.infer<typeof clazzAddInput>;

export const clazzUpdateInput = z.object({
  id: idField,
  gradeId: optionalId,
  name: plainText(1, CLAZZ_NAME_MAX).optional(),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
  maxStudents: maxStudentsField.optional(),
});
export type ClazzUpdateInput = z.infer<typeof clazzUpdateInput>;

export const clazzIdInput = z.object({ id: idField });

/**
 * Deleting a class. A class with children in school is deleted only when `moveToClazzId`
 * names the active class that takes them (is-confirm-delete tells the form how many).
 */
export const clazzDeleteInput = z.object({ id: idField, moveToClazzId: optionalId });

export const clazzListQuery = pageInput.extend({ name: searchText(), gradeId: optionalId });

export const clazzOptionQuery = z.object({ gradeId: optionalId, name: searchText() });

/** upgrade: classes move to the grade one level up; `renames` optionally renames some of them. */
export const clazzUpgradeInput = z.object({
  clazzIds: idList(1, 200),
  renames: z.preprocess(
    jsonish,
    z
      .array(z.object({ id: idField, name: plainText(1, CLAZZ_NAME_MAX) }))
      .max(200)
      .optional(),
  ),
});
export type ClazzUpgradeInput = z.infer<typeof clazzUpgradeInput>;

const dateText = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .optional(),
);

/** graduate: whole classes of the top grade graduate with their children in school. */
export const clazzGraduateInput = z.object({ clazzIds: idList(1, 200), graduatedAt: dateText });
export type ClazzGraduateInput = z.infer<typeof clazzGraduateInput>;

/** checkClazzNumLimit: whether `addCount` more children fit into the class. */
export const clazzLimitQuery = z.object({
  clazzId: idField,
  addCount: z.coerce.number().int().min(1).max(500).default(1),
});

export const clazzTeachersQuery = z.object({ clazzId: idField });

/** teacher-manage-student-clazz: the classes of the student-number manager. */
export const numberClazzQuery = z.object({ name: searchText() });

/**
 * save-stu-num-clazz: student numbers of one class, all or nothing. Either explicit `items`
 * (a blank number clears it) or `auto`: children without a number get prefix + a running
 * number of `width` digits from `start`, in name order.
 */
export const saveClazzNumbersInput = z.object({
  clazzId: idField,
  items: z.preprocess(
    jsonish,
    z
      .array(z.object({ studentId: idField, studentNo: z.string().trim().max(20).nullable() }))
      .max(500)
      .optional(),
  ),
  auto: z.preprocess(
    jsonish,
    z
      .object({
        prefix: z
          .string()
          .trim()
          .max(12)
          .regex(/^[0-9A-Za-z-]*$/, 'letters, digits and - only')
          .default(''),
        start: z.coerce.number().int().min(0).max(99_999_999).default(1),
        width: z.coerce.number().int().min(1).max(8).default(3),
        overwrite: flagValue.default(false),
      })
      .optional(),
  ),
});
export type SaveClazzNumbersInput = z.infer<typeof saveClazzNumbersInput>;

export const graduateClazzListQuery = pageInput.extend({
  name: searchText(),
  /** The calendar year of graduation. */
  graduateYear: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(2000).max(2100).optional()),
});
