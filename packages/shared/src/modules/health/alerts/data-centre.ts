import { z } from 'zod';
import { readFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { dateValue, filled, idField, pagingShape } from '../../../contract/fields.ts';
import { day, pageOf } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { CHECK_RESULTS, INSPECT_SLOTS } from '../inspection/symptoms.ts';
import { allergyEndpoints } from '../records/allergy.ts';

/** Which check window the figures are of: the morning check unless asked. */
const slotField = filled(
  (v) => (v === undefined || v === null || v === '' ? 1 : v),
  z.coerce.number().pipe(z.union(INSPECT_SLOTS.map((s) => z.literal(s)))),
);
export const dailyQuery = z.object({ day: dateValue, slot: slotField });
export const monthlyQuery = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected YYYY-MM'),
  slot: slotField,
});
export const drillQuery = z.object({ classId: idField, day: dateValue, slot: slotField });

/** Counts of one class (or the school) for a day or a month; rates are 0–100 with one decimal (null without a roster or a check). */
export const checkFigures = z.object({
  roster: z.number(),
  checked: z.number(),
  abnormal: z.number(),
  fever: z.number(),
  absentSick: z.number(),
  absentOther: z.number(),
  completionRate: z.number().nullable(),
  abnormalRate: z.number().nullable(),
});
export const classFigures = checkFigures.extend({ classId: z.number(), className: z.string() });
export const dailyFigures = z.object({ day, slot: z.number(), school: checkFigures, classes: z.array(classFigures) });
export const monthlyFigures = z.object({
  month: z.string(),
  slot: z.number(),
  /** Each day with a check, in order. */
  days: z.array(checkFigures.extend({ day })),
  /** Each class over the month (sums over its checked days). */
  classes: z.array(classFigures),
});
/** A child of the class who was not normal that day (abnormal, or absent). */
export const drillChild = z.object({
  studentId: z.number(),
  name: z.string(),
  result: z.enum(CHECK_RESULTS),
  temperature: z.number().nullable(),
  symptomGroups: z.array(z.string()),
  findings: z.array(z.string()),
  measures: z.string().nullable(),
  note: z.string().nullable(),
});
export type DrillChild = z.output<typeof drillChild>;
/** The children in school with one allergen (the allergen chart's drill-down). */
export const allergenChildrenQuery = z.object({ ...pagingShape, allergenId: idField });
export const allergenChild = z.object({
  studentId: z.number(),
  name: z.string(),
  className: z.string().nullable(),
  /** 1 mild, 2 moderate, 3 severe. */
  severity: z.number(),
  reaction: z.string().nullable(),
});
export type AllergenChild = z.output<typeof allergenChild>;
export const drillAnswer = z.object({ classId: z.number(), className: z.string(), day, slot: z.number(), children: z.array(drillChild) });

export const dataCentreEndpoints = endpoints('/attendance/v1/data-center/health', {
  daily: {
    path: 'daily',
    access: readFor(H.dataCentre),
    scope: 'class',
    input: dailyQuery,
    output: dailyFigures,
    summary: "A day's check figures per class and for the school (roster, checked, completion and abnormal rates, fever, absences)",
  },
  monthly: {
    path: 'monthly',
    access: readFor(H.dataCentre),
    scope: 'class',
    input: monthlyQuery,
    output: monthlyFigures,
    summary: "A month's check figures per day (the trend) and per class",
  },
  drill: {
    path: 'drill',
    access: readFor(H.dataCentre),
    scope: 'class',
    input: drillQuery,
    output: drillAnswer,
    summary: "A class's children who were not normal at one check (drill-down from a chart)",
  },
  allergenChildren: {
    path: 'allergen-children',
    access: readFor(H.dataCentre),
    scope: 'class',
    input: allergenChildrenQuery,
    output: pageOf(allergenChild),
    summary: 'The children in school with one allergen, most severe first, paged (drill-down from the allergen chart)',
  },
});

export const DATA_CENTRE: AreaContract = {
  endpoints: [...all(dataCentreEndpoints)],
  pageCalls: {
    'data-health-daily': [dataCentreEndpoints.daily],
    'data-health-monthly': [dataCentreEndpoints.monthly],
    'data-health-allergen': [allergyEndpoints.listAllergyByType],
  },
};
