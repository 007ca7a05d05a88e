import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { filled, idList, nullableDate, nullableId, nullableInt, optionalCode, optionalText, plainText } from '../../contract/fields.ts';
import { day, imageRecord, nothing, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';
import { SYSTEM_CODES as C } from './codes.ts';

/** School types of the profile (public, private, inclusive private). */
export const SCHOOL_TYPES: OptionItem[] = [
  { value: 1, label: '公办', labelEn: 'Public' },
  { value: 2, label: '民办', labelEn: 'Private' },
  { value: 3, label: '普惠性民办', labelEn: 'Inclusive private' },
];
/** Demonstration levels, highest first; "none" is a level of its own so the field can be answered. */
export const SCHOOL_GRADES: OptionItem[] = [
  { value: 1, label: '省级示范园', labelEn: 'Provincial demonstration' },
  { value: 2, label: '市级示范园', labelEn: 'City demonstration' },
  { value: 3, label: '区级示范园', labelEn: 'District demonstration' },
  { value: 4, label: '一级园', labelEn: 'First class' },
  { value: 5, label: '二级园', labelEn: 'Second class' },
  { value: 6, label: '未评级', labelEn: 'Not rated' },
];
export const PROFILE_LIMITS = {
  name: 50,
  shortName: 20,
  address: 200,
  principal: 20,
  licence: 50,
  introduction: 2000,
  capacityMax: 10_000,
  photosMax: 9,
} as const;

/** A landline with area code or a mobile: digits, dashes, spaces and a leading +. */
const contactPhone = filled(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .trim()
    .regex(/^\+?[\d][\d -]{4,19}$/, 'expected a phone number')
    .nullable(),
);
/** Comma-joined region keys, province first (the region cascader's value). */
const regionKeys = filled(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .trim()
    .regex(/^\d{6}(,\d{6}){0,3}$/, 'expected comma-joined region keys')
    .nullable(),
);

export const profileSaveSchema = z.object({
  name: plainText(1, PROFILE_LIMITS.name),
  shortName: optionalText(PROFILE_LIMITS.shortName),
  schoolType: optionalCode(SCHOOL_TYPES.length).transform((v) => v ?? null),
  grade: optionalCode(SCHOOL_GRADES.length).transform((v) => v ?? null),
  regionKeys,
  address: optionalText(PROFILE_LIMITS.address),
  contactPhone,
  principal: optionalText(PROFILE_LIMITS.principal),
  /** 办学许可证号 */
  licenceNo: optionalText(PROFILE_LIMITS.licence),
  /** 统一社会信用代码 (or the registration number of a public school) */
  creditCode: optionalText(PROFILE_LIMITS.licence),
  foundedOn: nullableDate,
  capacity: nullableInt(1, PROFILE_LIMITS.capacityMax),
  /** An uploaded image id (file upload answer); blank or 0 for none. */
  logoId: nullableId,
  photoIds: filled((v) => (v === undefined || v === null ? [] : v), idList(0, PROFILE_LIMITS.photosMax)),
  introduction: optionalText(PROFILE_LIMITS.introduction),
});
export type ProfileSave = z.infer<typeof profileSaveSchema>;

/** An image as the web shows it: id and signed original, compressed and thumbnail URLs. */
export const profileImage = imageRecord;

export const schoolProfile = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string().nullable(),
  schoolType: z.number().nullable(),
  grade: z.number().nullable(),
  regionKeys: z.string().nullable(),
  address: z.string().nullable(),
  contactPhone: z.string().nullable(),
  principal: z.string().nullable(),
  licenceNo: z.string().nullable(),
  creditCode: z.string().nullable(),
  foundedOn: day.nullable(),
  capacity: z.number().nullable(),
  logo: profileImage.nullable(),
  photos: z.array(profileImage),
  introduction: z.string().nullable(),
  updatedAt: timestamp.nullable(),
});

export const profileEndpoints = endpoints('/kid-arch/v1/teacher/school', {
  info: {
    path: 'info',
    access: readFor(C.schoolInfo),
    scope: 'school',
    input: z.object({}),
    output: schoolProfile,
    summary: "The session's school profile: name (the one the header, exports and regulators read), type, grade, address, logo, photos …",
  },
  save: {
    path: 'info/update',
    access: writeFor(C.schoolInfoUpdate),
    scope: 'school',
    transfer: 'json',
    input: profileSaveSchema,
    output: nothing,
    summary: "Save the session's school profile; images are ids of the school's own uploads (another id: 400 naming the field)",
  },
});

/** The profile area's endpoints and what its pages call on opening. */
export const PROFILE: AreaContract = {
  endpoints: Object.values(profileEndpoints),
  pageCalls: { 'system-garden': [profileEndpoints.info] },
};
