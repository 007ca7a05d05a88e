import { z } from 'zod';
import { blankToUndefined, idField, optionalId, pagingShape, searchText } from '../../contract/fields.ts';

/**
 * Staff management payloads (/kid-arch/v1/teacher/accountTeacher/*). The server checks each
 * field further (catalogue codes, ID number, regions, certificates per post type) and answers
 * a 400 naming the field; these shapes are what the web form sends.
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

const loose = z
  .union([z.number(), z.string().max(40)])
  .nullable()
  .optional();
const text = z.string().max(2000).nullable().optional();
const ids = (max: number) => z.array(idField).max(max);

/** A checked node of the manage-range tree (domain §3): type 1 the whole school, 3 a class. */
export const rangeNodeSchema = z.object({
  type: z.coerce.number().int(),
  id: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional()),
});
export type RangeNodeInput = z.infer<typeof rangeNodeSchema>;

export const staffCertificateSchema = z.object({
  id: optionalId,
  postType: loose,
  /** The catalogue name or its certificateType code (CERTIFICATES_BY_POST). */
  certificateName: loose,
  issuingUnit: text,
  resourceId: z
    .union([z.string().max(200), z.number()])
    .nullable()
    .optional(),
  resourceUrl: text,
});

/**
 * The add/edit form. Absent fields are left as they are on update; null or '' clears a field.
 * `mobile` is required on add; on update it is shown read-only (the change-phone dialog,
 * /kid-arch/v1/teacher/confirm-update-mobile, changes it).
 */
export const staffFormSchema = z.object({
  realName: text,
  mobile: text,
  gender: loose,
  birthday: text,
  /** A NATIONS label or its code. */
  nation: loose,
  idCardType: loose,
  idCardNo: text,
  countryType: loose,
  /** Comma-joined region keys (province,city,district) or their list. */
  nativePlace: z
    .union([z.string().max(100), z.array(z.string().max(12)).max(3)])
    .nullable()
    .optional(),
  address: text,
  education: loose,
  email: text,
  avatarUrl: text,
  avatarImgUrl: z
    .object({ url: z.string().max(2000).nullable().optional() })
    .nullable()
    .optional(),
  postType: loose,
  jobTitle: text,
  entryDate: text,
  workStartDate: text,
  teacherQualification: text,
  professionalTitle: text,
  /** When sent, replaces the list; each certificate must belong to its post type. */
  certificates: z.array(staffCertificateSchema).max(STAFF_LIMITS.certificates).nullable().optional(),
  /** Job positions (/kid-arch/v1/teacher/job/option); when sent, replaces the list. */
  positionIds: ids(STAFF_LIMITS.positions).nullable().optional(),
  /** Roles of the school; setting them needs teacher-manage-child-authorize. */
  roleIds: ids(STAFF_LIMITS.roles).nullable().optional(),
  /** Manage range: [{ type: 1 }] for the whole school, or [{ type: 3, id: classId }, …]. */
  manageRange: z.array(rangeNodeSchema).max(STAFF_LIMITS.rangeNodes).nullable().optional(),
});
export type StaffFormInput = z.infer<typeof staffFormSchema>;

export const staffAddSchema = staffFormSchema;
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

/** departure and entry: the day (default today, Asia/Shanghai) and an optional reason. */
export const staffStatusChangeSchema = z.object({
  id: idField,
  date: z.preprocess(blankToUndefined, z.string().max(10).optional()),
  reason: z.preprocess(blankToUndefined, z.string().trim().max(STAFF_LIMITS.reason).optional()),
});

export const staffAuthorizationUpdateSchema = z.object({
  id: idField,
  /** The roles the member holds afterwards (all of them); [] removes every role. */
  roleIds: z.preprocess((v) => (v === '' || v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]), ids(STAFF_LIMITS.roles)),
});
