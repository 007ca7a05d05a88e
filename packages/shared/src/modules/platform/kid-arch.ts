import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, optionalId } from '../../contract/fields.ts';
import { pageOf } from '../../contract/outputs.ts';
import { PLATFORM_CODES } from '../../permissions.ts';
import { schoolCountsRow, schoolListQuery } from './desktop.ts';
import { regionIdParam, regionItem, regionNode } from './user.ts';

/**
 * The school service's calls outside staff management: own phone change, form option lists,
 * certificate catalogue, regions, supervision flag and the regulator's schools.
 */

/** An option of a staff form select, labelled in the request's language. */
export const optionRow = z.object({ value: z.number(), label: z.string() });

/** The daily phone change allowance and the phone (masked). */
export const phoneQuota = z.object({ dayAllowNum: z.number(), dayRemainingNum: z.number(), mobile: z.string() });

const mobile = z.string().trim().min(1).max(11);

const optionList = (path: string, summary: string) => ({
  path: `option/${path}`,
  access: SIGNED_IN_READ,
  input: z.object({}),
  output: z.array(optionRow),
  summary: `${summary}: [{value, label}] with the label in the request language`,
});

/**
 * A supervised school as its authority sees it: the counts are null when the school does not
 * share its figures (reports) with the authority, and entry says whether it may enter read-only.
 */
export const regulatorSchoolRow = schoolCountsRow.extend({
  groupName: z.string().nullable(),
  childCount: z.number().nullable(),
  classCount: z.number().nullable(),
  staffCount: z.number().nullable(),
  allowEntry: z.boolean(),
  allowReports: z.boolean(),
  /** The body supervising it: the authority itself, or one of its units (a superior sees their schools). */
  unitId: z.number(),
  unitName: z.string(),
});

export const kidArchEndpoints = endpoints('/kid-arch/v1', {
  certificateNames: {
    path: 'teacher/certificate/getCertificateName',
    access: SIGNED_IN_READ,
    // a number, a form string or blank (no post type chosen yet)
    input: z.object({
      postType: z
        .union([z.number(), z.string().max(10)])
        .nullable()
        .optional(),
    }),
    output: z.object({
      postType: z.number().nullable(),
      certificateNameList: z.array(z.object({ certificateName: z.string(), certificateType: z.number(), label: z.string() })),
    }),
    summary: 'Certificate catalogue of a post type: {postType, certificateNameList: [{certificateName, certificateType, label}]}',
  },
  mobileQuota: {
    path: 'teacher/check-update-mobile-self',
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    output: phoneQuota,
    summary: 'Daily phone change allowance of the signed-in account and its masked current phone',
  },
  changeOwnMobile: {
    path: 'teacher/confirm-update-mobile-self',
    access: SIGNED_IN,
    input: z.object({ mobile, code: z.string().trim().min(1).max(16) }),
    output: phoneQuota,
    summary: 'Change the own phone (the login name) with a code sent to the new phone (scene "mobile-change"); other sessions end',
  },
  changeStaffMobile: {
    path: 'teacher/confirm-update-mobile',
    access: writeFor(PLATFORM_CODES.staffPhoneUpdate),
    input: z.object({ teacherId: idField, mobile }),
    output: phoneQuota,
    summary: "A school administrator changes a staff member's phone (their login name); their sessions end",
  },
  educations: optionList('teacher-education', 'Education levels'),
  nations: optionList('nation', 'The 56 ethnic groups (value = GB/T 3304 code)'),
  cardTypes: optionList('card-type', 'Identity document types'),
  countryTypes: optionList('country-type', 'Nationality / region types'),
  regionTree: {
    path: 'teacher/region/getAll',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(regionNode),
    summary: 'Province → city → district tree: [{id, parentId, regionKey, name, level, isLeaf, children}]',
  },
  regions: {
    path: 'teacher/region/getListByParentId',
    access: SIGNED_IN_READ,
    input: z.object({ parentId: regionIdParam }),
    output: z.array(regionItem),
    summary: 'Child regions of a region id (default 1, the provinces)',
  },
  regulated: {
    path: 'teacher/school/is-be-regulated',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.boolean(),
    summary: "Whether the session's school is supervised by an (enabled) regulator: data is a boolean",
  },
  regulatorSchools: {
    path: 'regulator/school/list',
    access: SIGNED_IN_READ,
    input: schoolListQuery.extend({ unitId: optionalId }),
    output: pageOf(regulatorSchoolRow),
    summary: 'Regulator: the schools it and its units supervise (as far as the staff member reaches), paged, by name and unit, with counts',
  },
});
