import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, dateValue, filled, idField, optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { day, pageOf } from '../../contract/outputs.ts';
import { linkCodeField } from '../accounts/verification.ts';
import { GARDEN_CODES as G } from './codes.ts';
import {
  basicFields,
  certificateInput,
  looseCode,
  looseText,
  staffAuthorization,
  staffCard,
  staffDetail,
  staffRow,
} from './staff-profile.ts';

/**
 * Staff management (/kid-arch/v1/teacher/accountTeacher/*). The server checks each field
 * further (catalogue codes, ID number, regions, certificates per post type) and answers a 400
 * naming the field; these shapes are what the web form sends.
 */

/** members.status */
export const StaffStatus = { active: 1, departed: 2 } as const;
/** member_history.action */
export const StaffHistoryAction = { entry: 1, departure: 2, reentry: 3 } as const;

export const STAFF_LIMITS = {
  realName: 20,
  certificates: 30,
  positions: 20,
  roles: 20,
  rangeNodes: 500,
  reason: 200,
} as const;

const ids = (max: number) => z.array(idField).max(max);

/** A checked node of the manage-range tree (domain §3): type 1 the whole school, 3 a class. */
export const rangeNodeSchema = z.object({
  type: z.coerce.number().int(),
  id: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional()),
});
export type RangeNodeInput = z.infer<typeof rangeNodeSchema>;

/**
 * The add/edit form. Absent fields are left as they are on update; null or '' clears a field.
 * `mobile` is required on add; on update it is shown read-only (the change-phone dialog,
 * /kid-arch/v1/teacher/confirm-update-mobile, changes it).
 */
export const staffFormSchema = z.object({
  ...basicFields,
  postType: looseCode,
  jobTitle: looseText,
  entryDate: looseText,
  workStartDate: looseText,
  teacherQualification: looseText,
  professionalTitle: looseText,
  /** When sent, replaces the list; each certificate must belong to its post type. */
  certificates: z.array(certificateInput).max(STAFF_LIMITS.certificates).nullable().optional(),
  /** Job positions (/kid-arch/v1/teacher/job/option); when sent, replaces the list. */
  positionIds: ids(STAFF_LIMITS.positions).nullable().optional(),
  /** Roles of the school; setting them needs teacher-manage-child-authorize. */
  roleIds: ids(STAFF_LIMITS.roles).nullable().optional(),
  /** Manage range: [{ type: 1 }] for the whole school, or [{ type: 3, id: classId }, …]. */
  manageRange: z.array(rangeNodeSchema).max(STAFF_LIMITS.rangeNodes).nullable().optional(),
});
export type StaffFormInput = z.infer<typeof staffFormSchema>;

export const staffAddSchema = staffFormSchema.extend({ linkCode: linkCodeField });
export const staffUpdateSchema = staffFormSchema.extend({ id: idField });
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const staffIdSchema = z.object({ id: idField });
/** getById: `reveal` shows the full ID number and phone to holders of sensitive-id-card-view. */
export const staffDetailQuery = z.object({
  id: idField,
  reveal: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).optional(),
});

/** Staff list filters: name, phone digits, post type, position, status (default active). */
export const staffListQuery = z.object({
  ...pagingShape,
  realName: searchText(20),
  /** Any part of the phone number, digits only. */
  mobile: searchText(11).refine((v) => v === undefined || /^\d+$/.test(v), 'mobile must be digits'),
  postType: optionalId,
  positionId: optionalId,
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => n === 1 || n === 2, 'status must be 1 or 2')
      .optional(),
  ),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

/** listTeacherNoPermission and listDepartureTeacher: name and phone search. */
export const staffSimpleListQuery = z.object({
  ...pagingShape,
  realName: searchText(20),
  mobile: searchText(11).refine((v) => v === undefined || /^\d+$/.test(v), 'mobile must be digits'),
});

/**
 * departure and entry: the day and an optional reason. The day is required: it is what the
 * member's history and the departed list show, so the director states it (the form offers
 * China's today); the server refuses a day in the future or before the member's last change.
 */
export const staffStatusChangeSchema = z.object({
  id: idField,
  date: dateValue,
  reason: z.preprocess(blankToUndefined, z.string().trim().max(STAFF_LIMITS.reason).optional()),
});

export const staffAuthorizationUpdateSchema = z.object({
  id: idField,
  /** The roles the member holds afterwards (all of them); [] removes every role. */
  roleIds: filled((v) => (v === '' || v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]), ids(STAFF_LIMITS.roles)),
});

export const staffEndpoints = endpoints('/kid-arch/v1/teacher/accountTeacher', {
  list: {
    path: 'find',
    access: readFor(G.teacher),
    scope: 'school',
    input: staffListQuery,
    output: pageOf(staffRow),
    summary: 'Staff list, paged: filters realName, mobile (digits), postType, positionId, status (1 active, default; 2 departed)',
  },
  withoutRole: {
    path: 'listTeacherNoPermission',
    access: readFor(G.teacher, G.teacherAuthorize),
    scope: 'school',
    input: staffSimpleListQuery,
    output: pageOf(staffRow),
    summary: 'Active staff holding no role (and not the school administrator account), paged; filters realName, mobile',
  },
  departed: {
    path: 'listDepartureTeacher',
    access: readFor(G.teacher),
    scope: 'school',
    input: staffSimpleListQuery,
    output: pageOf(staffRow),
    summary: 'Departed staff, paged, with departureDate and departureReason; filters realName, mobile',
  },
  detail: {
    path: 'getById',
    access: readFor(G.teacher, G.teacherGet),
    scope: 'school',
    input: staffDetailQuery,
    output: staffDetail,
    summary:
      'A staff member of the school for the edit/info pages: profile, occupation, certificates, positions, roles, manage ' +
      'range, status and history. Phone and ID number masked (in full on the own record); `reveal` unmasks them for ' +
      'holders of sensitive-id-card-view',
  },
  card: {
    path: 'getByIdN',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: staffIdSchema,
    output: staffCard,
    summary: "Short card of a member of the caller's school (header name and avatar)",
  },
  add: {
    path: 'add',
    access: writeFor(G.teacherAdd),
    scope: 'school',
    transfer: 'json',
    input: staffAddSchema,
    output: staffDetail,
    summary:
      'Add a staff member. The phone links an existing account (its password stays) or creates one with a random initial ' +
      'password sent by SMS; roleIds need teacher-manage-child-authorize. Answers the getById view',
  },
  update: {
    path: 'update',
    access: writeFor(G.teacherUpdate),
    scope: 'school',
    transfer: 'json',
    input: staffUpdateSchema,
    output: staffDetail,
    summary:
      'Update an active staff member; absent fields stay, sent lists replace, the phone is not changed here. Answers the getById view',
  },
  departure: {
    path: 'departure',
    access: writeFor(G.teacherDeparture),
    scope: 'school',
    input: staffStatusChangeSchema,
    output: z.object({ id: z.number(), status: z.number(), departureDate: day }),
    summary:
      'Departure of a staff member (date required, reason): kept with its history, its sessions end. Not oneself, ' +
      'not the last director',
  },
  entry: {
    path: 'entry',
    access: writeFor(G.teacherDeparture, G.teacherAdd),
    scope: 'school',
    input: staffStatusChangeSchema,
    output: z.object({ id: z.number(), status: z.number(), entryDate: day }),
    summary: 'Re-entry of a departed staff member (date required, reason); roles, positions and range are restored as they were',
  },
  resetPassword: {
    path: 'resetPasswd',
    access: writeFor(G.teacherResetPassword),
    scope: 'school',
    input: staffIdSchema,
    output: z.object({ id: z.number(), mobile: z.string() }),
    summary: 'Reset the password of a staff member: a random one goes by SMS, all their sessions end. Answers the masked phone',
  },
  authorization: {
    path: 'getTeacherBasicAuthorization',
    access: readFor(G.teacherAuthorize, G.teacherGet),
    scope: 'school',
    input: staffIdSchema,
    output: staffAuthorization,
    summary: 'Roles of the school with `checked` for those the member holds, roleIds, and the permission codes that result',
  },
  updateAuthorization: {
    path: 'updateTeacherBasicAuthorization',
    access: writeFor(G.teacherAuthorize),
    scope: 'school',
    transfer: 'json',
    input: staffAuthorizationUpdateSchema,
    output: staffAuthorization,
    summary:
      'Set all the roles of an active staff member ([] removes every role); a newly granted role may not carry codes the ' +
      'caller lacks; the school keeps at least one director',
  },
});
