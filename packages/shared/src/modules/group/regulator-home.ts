import { z } from 'zod';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { pageOf } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';

/** The supervising authority's home (its schools with their counts) and a school's supervision mark. */

/** A school of a list with its active children, classes and staff (the regulator home). */
export const schoolCountsRow = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  /** 'province,city,district' region keys. */
  regionKeys: z.string().nullable(),
  childCount: z.number(),
  classCount: z.number(),
  staffCount: z.number(),
});

/** Paged school lists: name search, % and _ taken literally. */
export const schoolListQuery = z.object({ ...pagingShape, name: searchText(50) });

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

export const regulatorHomeEndpoints = endpoints('/kid-arch/v1', {
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
    scope: 'authority',
    input: schoolListQuery.extend({ unitId: optionalId }),
    output: pageOf(regulatorSchoolRow),
    summary: 'Regulator: the schools it and its units supervise (as far as the staff member reaches), paged, by name and unit, with counts',
  },
});

export const REGULATOR_HOME: AreaContract = {
  endpoints: all(regulatorHomeEndpoints),
  pageCalls: { 'regulator-home': [regulatorHomeEndpoints.regulatorSchools] },
};
