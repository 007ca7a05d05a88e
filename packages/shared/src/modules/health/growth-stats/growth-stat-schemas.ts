import { z } from 'zod';
import { idField, optionalId, pagingShape, searchText } from '../../../contract/fields.ts';
import { day } from '../../../contract/outputs.ts';
import { EXAM_ITEM_KEYS } from '../exams/exam-items.ts';
import { GROWTH_STATUSES } from '../growth/growth-vocab.ts';

/** Inputs and outputs of growth statistics, a child's growth curves and the physical report. */

/** How a plan's figures are grouped: by the class, the grade or the age band the child was in when measured. */
export const STAT_GROUPINGS = ['class', 'grade', 'age'] as const;
export type StatGrouping = (typeof STAT_GROUPINGS)[number];

/** Age bands in whole years at measurement: 2–3 (托班, and any younger child), 3–4, 4–5, 5–6, 6 and over: every child has one. */
export const AGE_BANDS = ['y2', 'y3', 'y4', 'y5', 'over6'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** z-score bands of a distribution: below −3, −3 to −2, −2 to −1, −1 to +1, +1 to +2, +2 to +3, above +3. */
export const Z_BANDS = ['below3', 'below2', 'below1', 'middle', 'above1', 'above2', 'above3'] as const;
export type ZBand = (typeof Z_BANDS)[number];

/** The percentiles a growth curve is drawn on, with their z-scores (WHO's P3, P15, P50, P85, P97). */
export const PERCENTILES = [
  { key: 'p3', z: -1.881 },
  { key: 'p15', z: -1.036 },
  { key: 'p50', z: 0 },
  { key: 'p85', z: 1.036 },
  { key: 'p97', z: 1.881 },
] as const;
export type PercentileKey = (typeof PERCENTILES)[number]['key'];

/** The curves of a child: height-for-age, weight-for-age, BMI-for-age. */
export const CURVES = ['height', 'weight', 'bmi'] as const;
export type CurveKey = (typeof CURVES)[number];

const status = z.enum(GROWTH_STATUSES);
const optionalStatus = z.preprocess((v) => (v === '' || v === null ? undefined : v), status.optional());

export const studentDetailQuery = z.object({ studentId: idField });
export const statQuery = z.object({ planId: idField, groupBy: z.enum(STAT_GROUPINGS).default('class'), clazzId: optionalId });
export type StatQuery = z.input<typeof statQuery>;
/** The children of a plan (the latest of the school when none is named). */
export const growthListQuery = z.object({
  ...pagingShape,
  planId: optionalId,
  clazzId: optionalId,
  status: optionalStatus,
  name: searchText(20),
});
export type GrowthListQuery = z.input<typeof growthListQuery>;
export const growthExportQuery = growthListQuery.omit({ pageNum: true, pageSize: true });
export const planOptionsQuery = z.object({ clazzId: optionalId });
export const studentReportQuery = z.object({ studentId: idField });
export const classReportQuery = z.object({ planId: idField, clazzId: idField });

const num = z.number().nullable();
/** oedema: bilateral pitting oedema was seen, so the weight-based z-scores are left out (WHO) */
const zScores = { waz: num, haz: num, whz: num, baz: num, statuses: z.array(status), oedema: z.boolean() };

/** A plan as the pickers show it, with the classes it measured (within the caller's range). */
export const statPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  startDay: day,
  endDay: day,
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  records: z.number().int(),
});

/** One child's measurement in a plan. */
export const growthPoint = z.object({
  planId: z.number().int(),
  planName: z.string(),
  measuredOn: day,
  ageDays: z.number().int(),
  clazzName: z.string().nullable(),
  heightCm: num,
  weightKg: num,
  bmi: num,
  ...zScores,
});
export type GrowthPoint = z.output<typeof growthPoint>;
/** A reference curve point: the value of each percentile at an age. */
export const bandPoint = z.object({
  ageDays: z.number().int(),
  p3: z.number(),
  p15: z.number(),
  p50: z.number(),
  p85: z.number(),
  p97: z.number(),
});
export type BandPoint = z.output<typeof bandPoint>;

const identity = {
  studentId: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  birthday: day.nullable(),
  clazzId: z.number().int().nullable(),
  clazzName: z.string().nullable(),
};
export const studentDetail = z.object({
  ...identity,
  points: z.array(growthPoint),
  bands: z.object({ height: z.array(bandPoint), weight: z.array(bandPoint), bmi: z.array(bandPoint) }),
});
export type ChildDetail = z.output<typeof studentDetail>;

/** The figures of one group: count, mean, SD, median, min, max of the measure; mean z and its distribution. */
export const statGroup = z.object({
  key: z.string(),
  name: z.string().nullable(),
  count: z.number().int(),
  mean: num,
  sd: num,
  median: num,
  min: num,
  max: num,
  zMean: num,
  bands: z.record(z.enum(Z_BANDS), z.number().int()),
});
export type StatGroup = z.output<typeof statGroup>;
export const statResult = z.object({
  planId: z.number().int(),
  planName: z.string(),
  groupBy: z.enum(STAT_GROUPINGS),
  groups: z.array(statGroup),
  total: statGroup,
});
export type StatResult = z.output<typeof statResult>;

/** A child of the growth list: the plan's height, weight, z-scores and statuses. */
export const growthRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  clazzId: z.number().int(),
  clazzName: z.string().nullable(),
  measuredOn: day,
  ageDays: z.number().int(),
  heightCm: num,
  weightKg: num,
  bmi: num,
  ...zScores,
});
export type GrowthRow = z.output<typeof growthRow>;

/** An exam item of a report: its value, the school's normal range and whether the value lies outside it. */
export const reportItem = z.object({
  key: z.enum(EXAM_ITEM_KEYS),
  value: z.union([z.number(), z.string()]).nullable(),
  low: num,
  high: num,
  judgement: z.enum(['low', 'normal', 'high']).nullable(),
});
export const studentReport = z.object({
  ...identity,
  plans: z.array(growthPoint.extend({ items: z.array(reportItem) })),
});
export type StudentReport = z.output<typeof studentReport>;

/** How many measured children carry a status, and what percent of them (one decimal). */
export const prevalence = z.object({ status, count: z.number().int(), rate: z.number() });
export const classReport = z.object({
  planId: z.number().int(),
  planName: z.string(),
  startDay: day,
  endDay: day,
  clazzId: z.number().int(),
  clazzName: z.string(),
  /** children of the class recorded in the plan */
  measured: z.number().int(),
  children: z.array(growthRow),
  prevalence: z.array(prevalence),
  height: statGroup,
  weight: statGroup,
});
export type ClassReport = z.output<typeof classReport>;
