import { z } from 'zod';
import { filled, idField, optionalId, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { timestamp } from '../../contract/outputs.ts';
import { linkCodeField } from '../accounts/verification.ts';

/** Field limits of a unit (a subordinate authority). */
export const UNIT_LIMITS = { name: 50, address: 200, contactName: 20, contactPhone: 20, message: 200 } as const;

/** 'province,city[,district]' keys, as the region picker gives them. */
export const regionKeysValue = z
  .string()
  .trim()
  .regex(/^\d{6}(,\d{6}){0,2}$/, 'expected region keys like 350000,350200,350212');

const phoneValue = filled(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,20}$/, 'expected a phone number')
    .nullable(),
);

export const unitInput = z.object({
  name: plainText(2, UNIT_LIMITS.name),
  regionKeys: regionKeysValue,
  address: optionalText(UNIT_LIMITS.address),
  contactName: optionalText(UNIT_LIMITS.contactName),
  contactPhone: phoneValue,
});
export type UnitInput = z.infer<typeof unitInput>;
/**
 * A new unit may name its administrator: an account by mobile phone (created with a first
 * password texted to it, or the existing one linked) who holds the unit's whole console.
 */
export const unitAddInput = unitInput.extend({
  adminPhone: filled(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string()
      .trim()
      .regex(/^1\d{10}$/, 'expected an 11-digit mobile number')
      .nullable(),
  ),
  adminName: optionalText(UNIT_LIMITS.contactName),
  adminLinkCode: linkCodeField,
});
export type UnitAddInput = z.infer<typeof unitAddInput>;
export const unitUpdateInput = unitInput.extend({ id: idField });
export const unitListQuery = z.object({ ...pagingShape, name: searchText(UNIT_LIMITS.name) });

const body = {
  id: z.number(),
  name: z.string(),
  regionKeys: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
};
export const unitRow = z.object({ ...body, disabled: z.boolean(), schoolCount: z.number(), createdAt: timestamp });
export const unitDetail = z.object({ ...body, disabled: z.boolean() });
/** One body of the chain above the authority: level 1 is its direct superior. */
export const superiorRow = z.object({ ...body, level: z.number() });

/** A school the authority supervises itself. */
export const supervisedRow = z.object({
  id: z.number(),
  name: z.string(),
  regionKeys: z.string().nullable(),
  groupName: z.string().nullable(),
  since: timestamp.nullable(),
  allowEntry: z.boolean(),
  allowReports: z.boolean(),
});

/** A group with schools the authority supervises: how many of its schools that is. */
export const supervisedGroupRow = z.object({ id: z.number(), name: z.string(), supervisedCount: z.number(), schoolCount: z.number() });

/** What a candidate search looks for: schools (2) or groups (1), as institutions.type. */
export const CANDIDATE_KINDS = ['school', 'group'] as const;
export const candidateQuery = z.object({ ...pagingShape, kind: z.enum(CANDIDATE_KINDS).default('school'), name: searchText(50) });
/** A school or group of the authority's region it does not supervise (wholly) yet. */
export const candidateRow = z.object({
  id: z.number(),
  name: z.string(),
  regionKeys: z.string().nullable(),
  groupName: z.string().nullable(),
  /** A group: its schools a request would go to (not supervised, none pending). A school: 1 or 0. */
  openCount: z.number(),
  /** Requests already waiting for an answer (a school: 0 or 1). */
  pendingCount: z.number(),
});

export const requestInput = z.object({
  schoolId: optionalId,
  groupId: optionalId,
  message: optionalText(UNIT_LIMITS.message),
});
export const requestListQuery = z.object({
  ...pagingShape,
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(4).optional()),
});
export const requestRow = z.object({
  id: z.number(),
  schoolId: z.number(),
  schoolName: z.string(),
  groupName: z.string().nullable(),
  status: z.number(),
  message: z.string().nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});

/** Which schools a staff member reaches: the authority's own, or its own and its units'. */
export const UNIT_SCOPES = ['own', 'units'] as const;
export const staffListQuery = z.object({ ...pagingShape, name: searchText(20) });
export const staffRow = z.object({
  memberId: z.number(),
  realName: z.string(),
  phone: z.string(),
  isAdmin: z.boolean(),
  allowEntry: z.boolean(),
  allowReports: z.boolean(),
  unitScope: z.enum(UNIT_SCOPES),
});
export const staffScopeInput = z.object({
  memberId: idField,
  allowEntry: z.boolean(),
  allowReports: z.boolean(),
  unitScope: z.enum(UNIT_SCOPES),
});
