import { z } from 'zod';
import { day } from '../../contract/outputs.ts';
import { childProfileSection } from '../../contract/profile-sections.ts';

/**
 * What the child calls answer. Dates are 'YYYY-MM-DD' text; phones and ID numbers arrive as
 * the caller may see them (masked unless revealed), never null: a missing one is ''.
 */

/** A row of the child lists (in school, graduates, a class's children), with its first guardian (direct guardian first). */
export const childRow = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  birthday: day.nullable(),
  /** Whole months since the birthday (China's date today); null without a birthday. */
  ageMonths: z.number().int().nullable(),
  clazzId: z.number().int().nullable(),
  clazzName: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  studentNo: z.string().nullable(),
  idCardType: z.number().int(),
  idCardNo: z.string(),
  nation: z.string().nullable(),
  enrolDate: day.nullable(),
  status: z.number().int(),
  /** The day the child's class graduated. */
  graduatedAt: day.nullable(),
  guardianName: z.string().nullable(),
  guardianPhone: z.string(),
  guardianRelation: z.string().nullable(),
  guardianCount: z.number().int(),
});

/** A guardian of the child record; `accountId` is the account of the phone. */
export const guardianRecord = z.object({
  id: z.number().int(),
  accountId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  relation: z.string(),
  isDirectGuardian: z.boolean(),
});

/** detail: the record, its class and guardians. */
export const childDetail = z.object({
  id: z.number().int(),
  clazzId: z.number().int().nullable(),
  name: z.string(),
  gender: z.number().int(),
  birthday: day.nullable(),
  idCardType: z.number().int(),
  idCardNo: z.string(),
  /** The ID number shown is masked (a resident ID number the caller did not reveal). */
  idCardMasked: z.boolean(),
  /** The caller may ask for reveal=true (the web's show/hide toggle). */
  canReveal: z.boolean(),
  nation: z.string().nullable(),
  studentNo: z.string().nullable(),
  enrolDate: day.nullable(),
  status: z.number().int(),
  ageMonths: z.number().int().nullable(),
  clazzName: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  graduatedAt: day.nullable(),
  guardians: z.array(guardianRecord),
  /** What other modules add to the profile (health's summary …), those the caller may see, in order. */
  sections: z.array(childProfileSection),
});

/** A class of the student-number manager, with how many of its children have a number. */
export const numberClass = z.object({
  id: z.number().int(),
  name: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  studentCount: z.number().int(),
  numberedCount: z.number().int(),
});

/** A child in school of the student-number manager's class. */
export const numberChild = z.object({ id: z.number().int(), name: z.string(), gender: z.number().int(), studentNo: z.string().nullable() });

/** A child's student number after a save (null: none). */
export const savedNumber = z.object({ studentId: z.number().int(), studentNo: z.string().nullable() });
