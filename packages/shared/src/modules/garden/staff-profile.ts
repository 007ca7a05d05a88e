import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, optionalId } from '../../contract/fields.ts';
import { day, idName, timestamp } from '../../contract/outputs.ts';

/**
 * A staff member's profile: the self-profile calls (/kid-arch/v1/teacher/accountTeacher/
 * get|update TeacherBasic / Occupation) and the views staff management answers about a member.
 * Inputs check only the broad type: the server's checks answer each field with a message a
 * person can act on. An absent field is left as it is; null or '' clears it.
 */

export const looseCode = z
  .union([z.number(), z.string().max(40)])
  .nullable()
  .optional();
export const looseText = z.string().max(2000).nullable().optional();

/** The member the call is about; blank means the caller (an id of 0 is refused). */
const memberOrSelf = z.preprocess(blankToUndefined, idField.optional());
/** true, 'true', '1' or 1 asks for the full phone and ID number (granted to holders of the reveal code only). */
const revealFlag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).default(false);

/** Comma-joined region keys (province,city,district) or their list. */
export const nativePlaceInput = z
  .union([z.string().max(100), z.array(z.string().max(12)).max(3)])
  .nullable()
  .optional();
/** The shape the get calls answer, accepted back. */
export const avatarInput = z
  .object({ url: z.string().max(2000).nullable().optional() })
  .nullable()
  .optional();
/** A certificate picture: our file id, or a foreign reference. */
export const resourceIdInput = z
  .union([z.string().max(200), z.number()])
  .nullable()
  .optional();

/** The basic facts of a staff member, as the profile and the staff form send them. */
export const basicFields = {
  realName: looseText,
  /** Shown in the form but changed only through the change-phone flow. */
  mobile: looseText,
  gender: looseCode,
  birthday: looseText,
  /** A NATIONS label (stored) or its code. */
  nation: looseCode,
  idCardType: looseCode,
  idCardNo: looseText,
  countryType: looseCode,
  nativePlace: nativePlaceInput,
  address: looseText,
  education: looseCode,
  email: looseText,
  avatarUrl: looseText,
  avatarImgUrl: avatarInput,
};

export const basicBody = z.object({ id: memberOrSelf, ...basicFields });
export type BasicBody = z.infer<typeof basicBody>;

/** The longest issuing unit and picture address a certificate keeps. */
export const CERTIFICATE_LIMITS = { issuingUnit: 100, resourceUrl: 1000 } as const;

/**
 * One certificate, as the staff form and the occupation profile send it: the one check of its
 * fields, which the form's rules and the server both read. The server checks further that the
 * certificate belongs to its post type (the member's when none is sent) and where the picture is,
 * naming the field as a refused input does: `certificates.<i>.<field>`.
 */
export const certificateInput = z.object({
  id: optionalId,
  postType: looseCode,
  /** The catalogue name, or its certificateType code. */
  certificateName: z.union([z.number(), z.string().trim().min(1).max(40)]),
  issuingUnit: z.string().trim().max(CERTIFICATE_LIMITS.issuingUnit).nullable().optional(),
  resourceId: resourceIdInput,
  resourceUrl: z.string().trim().max(CERTIFICATE_LIMITS.resourceUrl).nullable().optional(),
});
export type CertificateBody = z.infer<typeof certificateInput>;

export const occupationBody = z.object({
  id: memberOrSelf,
  postType: looseCode,
  jobTitle: looseText,
  entryDate: looseText,
  workStartDate: looseText,
  teacherQualification: looseText,
  professionalTitle: looseText,
  certificates: z.array(certificateInput).max(30).nullable().optional(),
});
export type OccupationBody = z.infer<typeof occupationBody>;

/** A certificate as stored; our own pictures answer a URL signed for the reader. */
export const certificateRow = z.object({
  id: z.number(),
  postType: z.number(),
  certificateName: z.string(),
  issuingUnit: z.string().nullable(),
  resourceId: z.string().nullable(),
  resourceUrl: z.string().nullable(),
});

/** The basic profile as the caller may see it: phone and ID number masked unless own or revealed. */
export const basicProfile = z.object({
  id: z.number(),
  realName: z.string(),
  mobile: z.string(),
  gender: z.number().nullable(),
  birthday: day.nullable(),
  nation: z.string().nullable(),
  idCardType: z.number().nullable(),
  idCardNo: z.string(),
  countryType: z.number().nullable(),
  /** '' when none. */
  nativePlace: z.string(),
  address: z.string().nullable(),
  education: z.number().nullable(),
  email: z.string().nullable(),
  avatarImgUrl: z.object({ url: z.string() }),
});

const occupationShape = {
  postType: z.number().nullable(),
  jobTitle: z.string().nullable(),
  entryDate: day.nullable(),
  workStartDate: day.nullable(),
  teacherQualification: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  certificates: z.array(certificateRow),
};
export const occupationProfile = z.object({ id: z.number(), realName: z.string(), ...occupationShape });

/** One entry, departure or re-entry of a member (member_history). */
export const staffHistoryRow = z.object({
  id: z.number(),
  action: z.number(),
  happenedOn: day,
  reason: z.string().nullable(),
  createdAt: timestamp,
});

/** A row of the staff lists: phones always masked; the departure only on departed rows. */
export const staffRow = z.object({
  id: z.number(),
  realName: z.string(),
  mobile: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.number(),
  /** The whole school (also the school's administrator account). */
  allRange: z.boolean(),
  isAdmin: z.boolean(),
  gender: z.number().nullable(),
  postType: z.number().nullable(),
  jobTitle: z.string().nullable(),
  entryDate: day.nullable(),
  positions: z.array(idName),
  roles: z.array(idName),
  classes: z.array(idName),
  departureDate: day.nullable(),
  departureReason: z.string().nullable(),
});

/** getById: the edit/info view of a member of the school. */
export const staffDetail = basicProfile.extend({
  ...occupationShape,
  status: z.number(),
  isAdmin: z.boolean(),
  positions: z.array(idName),
  positionIds: z.array(z.number()),
  roles: z.array(idName.extend({ builtin: z.string().nullable() })),
  roleIds: z.array(z.number()),
  /** The whole school (also the school's administrator account). */
  allRange: z.boolean(),
  classes: z.array(idName.extend({ gradeId: z.number(), gradeName: z.string() })),
  /** Range tree nodes: [{type 1, the school}] or [{type 3, a class}, …]. */
  manageRange: z.array(z.object({ type: z.number(), id: z.number(), name: z.string() })),
  history: z.array(staffHistoryRow),
});

/** getByIdN: the short card of a member (header name and avatar, pickers). */
export const staffCard = z.object({
  id: z.number(),
  realName: z.string(),
  avatarImgUrl: z.object({ url: z.string() }),
  gender: z.number().nullable(),
  postType: z.number().nullable(),
  jobTitle: z.string().nullable(),
  positions: z.array(idName),
  status: z.number(),
});

/** Every role of the school, `checked` where the member holds it, and the codes that gives them. */
export const staffAuthorization = z.object({
  id: z.number(),
  realName: z.string(),
  status: z.number(),
  isAdmin: z.boolean(),
  roleIds: z.array(z.number()),
  roles: z.array(idName.extend({ builtin: z.string().nullable(), codes: z.array(z.string()), checked: z.boolean() })),
  permissions: z.array(z.string()),
});

export const staffProfileEndpoints = endpoints('/kid-arch/v1/teacher/accountTeacher', {
  basic: {
    path: 'getTeacherBasicById',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({ id: memberOrSelf, reveal: revealFlag }),
    output: basicProfile,
    summary:
      'Basic profile of the caller (or of member `id` with a staff view code); phone and ID number in full on the own ' +
      'profile, otherwise masked unless `reveal` is asked by a holder of sensitive-id-card-view',
  },
  updateBasic: {
    path: 'updateTeacherBasicById',
    access: SIGNED_IN,
    scope: 'school',
    transfer: 'json',
    input: basicBody,
    output: basicProfile,
    summary: 'Update the basic profile (own, or member `id` with teacher-manage-child-update); the phone is not changed here',
  },
  occupation: {
    path: 'getTeacherOccupationById',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({ id: memberOrSelf }),
    output: occupationProfile,
    summary: 'Occupation of the caller (or member `id` with a staff view code): post, dates, titles, certificates',
  },
  updateOccupation: {
    path: 'updateOccupationById',
    access: SIGNED_IN,
    scope: 'school',
    transfer: 'json',
    input: occupationBody,
    output: occupationProfile,
    summary: 'Update the occupation (own, or member `id` with teacher-manage-child-update); certificates, when sent, replace the list',
  },
});
