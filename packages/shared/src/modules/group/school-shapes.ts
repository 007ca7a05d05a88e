import { z } from 'zod';
import { blankToUndefined, filled, flagValue, idField, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { timestamp } from '../../contract/outputs.ts';
import { isPhone } from '../../validation/phone.ts';
import { linkCodeField } from '../accounts/verification.ts';
import { PROFILE_LIMITS, profileImage, profileSaveSchema, schoolProfile } from '../system/profile.ts';

/** Inputs and outputs of the group's schools (the endpoints are in schools.ts). */

/** The home list's sort keys: by name or by one of the aggregate figures. */
export const SCHOOL_SORTS = ['name', 'children', 'classes', 'staff'] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];

export const groupSchoolListQuery = z.object({
  ...pagingShape,
  name: searchText(50),
  sort: z.preprocess(blankToUndefined, z.enum(SCHOOL_SORTS).optional()),
  /** Descending; figures read best largest first, so the web asks for it with them. */
  desc: flagValue,
});

/** A school of the group home: profile, director, and the figures of the per-school aggregate. */
export const groupSchoolRow = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string().nullable(),
  address: z.string().nullable(),
  regionKeys: z.string().nullable(),
  disabled: z.boolean(),
  directorName: z.string().nullable(),
  /** Masked: 138****5678. */
  directorPhone: z.string().nullable(),
  childCount: z.number(),
  classCount: z.number(),
  staffCount: z.number(),
  /** When the figures were last recomputed; null before the first run. */
  figuresAt: timestamp.nullable(),
});

const mobile = z.string().trim().refine(isPhone, 'expected an 11-digit mobile number');

/** The director of a school: who signs in with the phone (an existing account is linked). */
export const directorInput = z.object({ name: plainText(1, 20), phone: mobile, linkCode: linkCodeField });

/** The school's own profile fields the group sets (the school edits the rest itself). */
const GROUP_SET_FIELDS = {
  name: true,
  shortName: true,
  schoolType: true,
  grade: true,
  regionKeys: true,
  address: true,
  contactPhone: true,
  capacity: true,
  licenceNo: true,
  creditCode: true,
  foundedOn: true,
} as const;

export const groupSchoolProfileInput = profileSaveSchema.pick(GROUP_SET_FIELDS);

const code = (max: number, pattern: RegExp, message: string) =>
  filled(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string().trim().max(max).regex(pattern, message).nullable(),
  );

/**
 * Payment parameters (WeChat Pay merchant). The key is write-only (never answered) and the
 * settlement account answered masked, so a blank one of either on an update keeps the stored one.
 */
export const paymentInput = z.object({
  merchantName: optionalText(PROFILE_LIMITS.name),
  merchantNo: code(32, /^[0-9A-Za-z]+$/, 'letters and digits only'),
  appId: code(32, /^[0-9A-Za-z_]+$/, 'letters, digits and _ only'),
  /** The bank account money is settled to. */
  settlementAccount: code(34, /^[0-9A-Za-z ]+$/, 'letters, digits and spaces only'),
  apiKey: code(64, /^[\x21-\x7e]+$/, 'printable ASCII only'),
});
export type PaymentInput = z.infer<typeof paymentInput>;

export const createSchoolInput = z.object({ school: groupSchoolProfileInput, director: directorInput, payment: paymentInput });
export type CreateSchoolInput = z.infer<typeof createSchoolInput>;

export const updateSchoolInput = z.object({
  schoolId: idField,
  school: groupSchoolProfileInput,
  /** Absent keeps the director; another phone makes its holder the director. */
  director: directorInput.optional(),
  payment: paymentInput,
});
export type UpdateSchoolInput = z.infer<typeof updateSchoolInput>;

export const schoolIdInput = z.object({ schoolId: idField });

export const paymentView = z.object({
  merchantName: z.string().nullable(),
  merchantNo: z.string().nullable(),
  appId: z.string().nullable(),
  /** Masked to its last four characters. */
  settlementAccount: z.string().nullable(),
  apiKeySet: z.boolean(),
});

/** The profile fields the group sets, as the school's own profile answers them, with what the group adds. */
export const groupSchoolDetail = schoolProfile.pick({ id: true, ...GROUP_SET_FIELDS }).extend({
  disabled: z.boolean(),
  createdAt: timestamp,
  director: z.object({ name: z.string(), phone: z.string() }).nullable(),
  payment: paymentView,
  figures: z.object({ childCount: z.number(), classCount: z.number(), staffCount: z.number(), figuresAt: timestamp.nullable() }),
});

/** A node of the group's tree: the group (type 1) with its schools (type 2). */
export const treeNode = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  disabled: z.boolean(),
  children: z.array(z.object({ id: z.number(), name: z.string(), type: z.number(), disabled: z.boolean() })),
});

export const authorityRow = z.object({
  id: z.number(),
  name: z.string(),
  regionKeys: z.string().nullable(),
  /** The group's schools it supervises. */
  schools: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const groupProfile = z.object({
  id: z.number(),
  name: z.string(),
  regionKeys: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  logo: profileImage.nullable(),
  schoolCount: z.number(),
});

export const groupProfileInput = profileSaveSchema
  .pick({ name: true, regionKeys: true, address: true, contactPhone: true, logoId: true })
  .extend({
    contactName: optionalText(PROFILE_LIMITS.principal),
  });
export type GroupProfileInput = z.infer<typeof groupProfileInput>;
