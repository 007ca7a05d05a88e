import { z } from 'zod';
import { filled, flagValue, idField, idList, jsonish, optionalId, pageInput, plainText, searchText } from '../../contract/fields.ts';
import type { IdCardProblem } from '../../validation/id-card.ts';

/**
 * Children and guardians: payload shapes the server checks and the web forms reuse. What the
 * calls answer is in student-outputs.ts, the calls themselves in student-endpoints.ts.
 */

/** Child status: 1 in school, 2 graduated, 3 left. */
export const StudentStatus = { inSchool: 1, graduated: 2, left: 3 } as const;
export const STUDENT_STATUSES = [
  { value: 1, label: '在园', labelEn: 'In school' },
  { value: 2, label: '已毕业', labelEn: 'Graduated' },
  { value: 3, label: '已离园', labelEn: 'Left' },
];
export const GENDERS = [
  { value: 1, label: '男', labelEn: 'Male' },
  { value: 2, label: '女', labelEn: 'Female' },
];
/** Suggested relations for the guardian form; other short text is accepted too. */
export const GUARDIAN_RELATIONS = ['父亲', '母亲', '爷爷', '奶奶', '外公', '外婆', '其他'];
/** Domain §9: every child keeps at least one guardian. */
export const GUARDIAN_MIN = 1;
export const GUARDIAN_MAX = 6;
export const STUDENT_NAME_MAX = 20;
/** One child import: up to 5,000 rows in at most 10 MB. */
export const CHILD_IMPORT_LIMITS = { maxRows: 5000, maxBytes: 10 * 1024 * 1024 } as const;

/** Why a resident ID number is refused, per idCardProblem result (zh, en). */
export const ID_CARD_REASONS: Record<IdCardProblem, { zh: string; en: string }> = {
  length: { zh: '应为 18 位：17 位数字加 1 位数字或 X', en: 'must be 18 characters: 17 digits and a digit or X' },
  region: { zh: '前两位地区码不正确', en: 'the region prefix is not valid' },
  birth: { zh: '出生日期部分不是有效日期', en: 'the birth date part is not a valid date' },
  future: { zh: '出生日期不能晚于今天', en: 'the birth date cannot be in the future' },
  check: { zh: '校验位不正确，请核对号码', en: 'the check digit does not match, please check the number' },
};

const optionalText = (max: number) => z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(max).optional());
const dateText = z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(10).optional());

/** A phone as typed (a number is taken as its digits); a missing one is blank, so the server's check names it. */
const phoneText = filled((v) => v ?? '', z.coerce.string().trim().max(11));

/**
 * A guardian entry of the child form. `id` present (not 0) = an existing guardian: its phone
 * is read-only there (changed through update-guardian-mobile). `accountId` is ignored: the
 * server links the guardian to the account of the phone.
 */
export const guardianInput = z.object({
  id: optionalId,
  accountId: z.unknown().optional(),
  name: plainText(1, 20),
  /** Checked on the server (format, or the masked value of an existing guardian); missing is blank, never "undefined". */
  phone: phoneText,
  relation: plainText(1, 10),
  isDirectGuardian: flagValue.default(false),
});
export type GuardianInput = z.infer<typeof guardianInput>;

const guardianList = z.preprocess(jsonish, z.array(guardianInput).max(GUARDIAN_MAX));

const studentFields = {
  name: plainText(1, STUDENT_NAME_MAX),
  gender: z.coerce
    .number()
    .int()
    .refine((n) => n === 1 || n === 2, 'gender must be 1 (male) or 2 (female)'),
  /** YYYY-MM-DD; derived from a resident ID number when blank. */
  birthday: dateText,
  idCardType: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional()),
  idCardNo: optionalText(30),
  /** A NATIONS label or its code. */
  nation: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText(20)),
  studentNo: optionalText(20),
  enrolDate: dateText,
};

export const studentAddInput = z.object({
  clazzId: idField,
  ...studentFields,
  /** At least one (checked on the server with the catalogue message 每个孩子最少需要保留一位家长！). */
  guardians: guardianList.default([]),
});
export type StudentAddInput = z.infer<typeof studentAddInput>;

/** Update: absent fields stay; `guardians`, when sent, is the complete new list. */
export const studentUpdateInput = z.object({
  id: idField,
  clazzId: optionalId,
  name: studentFields.name.optional(),
  gender: studentFields.gender.optional(),
  birthday: studentFields.birthday,
  idCardType: studentFields.idCardType,
  idCardNo: studentFields.idCardNo,
  nation: studentFields.nation,
  studentNo: studentFields.studentNo,
  enrolDate: studentFields.enrolDate,
  guardians: guardianList.optional(),
});
export type StudentUpdateInput = z.infer<typeof studentUpdateInput>;

const statusField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .int()
    .refine((n) => n === 1 || n === 2 || n === 3, 'status must be 1, 2 or 3')
    .optional(),
);
const genderFilter = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
  z.coerce
    .number()
    .int()
    .refine((n) => n === 1 || n === 2, 'gender must be 1 or 2')
    .optional(),
);

export const studentListQuery = pageInput.extend({
  name: searchText(),
  clazzId: optionalId,
  gradeId: optionalId,
  /** Default 1 (in school). */
  status: statusField,
  gender: genderFilter,
  /** Digits of a guardian's phone (any part). */
  guardianPhone: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,11}$/, 'digits only, at most 11')
      .optional(),
  ),
  studentNo: searchText(20),
});
export type StudentListQuery = z.infer<typeof studentListQuery>;

export const studentDetailQuery = z.object({
  id: idField,
  /** Unmask the ID number and guardians' phones (granted to holders of sensitive-id-card-view only). */
  reveal: flagValue.default(false),
});

/** remove: children leave the school (status 3); `id` or `ids`. */
export const studentRemoveInput = z
  .object({ id: optionalId, ids: idList(1, 200).optional() })
  .refine((v) => v.id !== undefined || v.ids !== undefined, { message: 'id or ids is required', path: ['id'] });

export const listOfClazzQuery = pageInput.extend({ clazzId: idField, name: searchText() });
export const clazzStudentsQuery = z.object({ clazzId: idField });
export const saveStudentNoInput = z.object({
  studentId: idField,
  /** Blank, null or absent clears the number (absent was coerced to the text 'undefined'). */
  studentNo: filled((v) => (v === null || v === undefined ? '' : v), z.coerce.string().trim().max(20)),
});

/** A guardian's phone changes only here once the guardian exists (overview §5). */
export const guardianMobileInput = z.object({ studentId: idField, guardianId: idField, mobile: phoneText });

export const graduateStudentListQuery = pageInput.extend({
  name: searchText(),
  clazzId: optionalId,
  gender: genderFilter,
  graduateYear: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(2000).max(2100).optional()),
});
export const graduationInput = z.object({ studentId: idField });
export const batchGraduationInput = z.object({ studentIds: idList(1, 500) });
