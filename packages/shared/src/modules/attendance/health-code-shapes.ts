import { z } from 'zod';
import { dateValue, idField, idList, optionalId, optionalText, pagingShape, searchText } from '../../contract/fields.ts';
import { day, timestamp } from '../../contract/outputs.ts';

/**
 * Health codes: the colour a child or a staff member shows for a day, entered by the school or
 * imported from a workbook. Every entry is kept; the latest of a person's day counts.
 */
export const HEALTH_CODE_COLORS = ['green', 'yellow', 'red'] as const;
export type HealthCodeColor = (typeof HEALTH_CODE_COLORS)[number];
/** A list filter: a colour, or `none` for people without an entry that day. */
export const HEALTH_CODE_FILTERS = [...HEALTH_CODE_COLORS, 'none'] as const;
export const HEALTH_CODE_SOURCES = ['manual', 'import'] as const;

export const HEALTH_CODE_LIMITS = {
  note: 200,
  /** people recorded in one call: a class, or the whole staff */
  recordMax: 500,
  /** the longest trend: a quarter */
  trendDays: 92,
  importRows: 2000,
  importBytes: 2 * 1024 * 1024,
} as const;

export const healthCodeColor = z.enum(HEALTH_CODE_COLORS);
const colorFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(HEALTH_CODE_FILTERS).optional());
const name = searchText(30);

const spanDays = (r: { start: string; end: string }) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000;
/** end on or after start, a trend of at most HEALTH_CODE_LIMITS.trendDays days: the error names `end`. */
const trendRange = <T extends z.ZodObject>(o: T) =>
  o.refine((r) => spanDays(r as never) >= 0 && spanDays(r as never) < HEALTH_CODE_LIMITS.trendDays, {
    message: `end must be on or after start and within ${HEALTH_CODE_LIMITS.trendDays} days`,
    path: ['end'],
  });

export const childListQuery = z.object({ day: dateValue, clazzId: optionalId, color: colorFilter, name, ...pagingShape });
export const staffListQuery = z.object({ day: dateValue, color: colorFilter, name, ...pagingShape });
export const clazzListQuery = z.object({ day: dateValue });
export const childStatisticsQuery = trendRange(z.object({ day: dateValue, start: dateValue, end: dateValue, clazzId: optionalId }));
export const staffStatisticsQuery = trendRange(z.object({ day: dateValue, start: dateValue, end: dateValue }));
export const childHistoryQuery = z.object({ studentId: idField, ...pagingShape });
export const staffHistoryQuery = z.object({ memberId: idField, ...pagingShape });

const entry = { day: dateValue, color: healthCodeColor, note: optionalText(HEALTH_CODE_LIMITS.note) };
export const childRecordInput = z.object({ studentIds: idList(1, HEALTH_CODE_LIMITS.recordMax), ...entry });
export const staffRecordInput = z.object({ memberIds: idList(1, HEALTH_CODE_LIMITS.recordMax), ...entry });
export const templateQuery = z.object({ day: dateValue.optional() });
export type HealthCodeEntry = { day: string; color: HealthCodeColor; note: string | null };

/** A person's day as the lists show it: the latest entry, or none. */
const status = {
  color: healthCodeColor.nullable(),
  note: z.string().nullable(),
  source: z.enum(HEALTH_CODE_SOURCES).nullable(),
  enteredAt: timestamp.nullable(),
  enteredBy: z.string().nullable(),
};
export const childStatusRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  ...status,
});
export const staffStatusRow = z.object({ memberId: z.number().int(), realName: z.string(), ...status });
export const colorCounts = z.object({
  total: z.number().int(),
  green: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  unchecked: z.number().int(),
});
export const clazzRow = z.object({ clazzId: z.number().int(), clazzName: z.string(), ...colorCounts.shape });
export const statistics = z.object({
  day,
  counts: colorCounts,
  trend: z.array(z.object({ day, ...colorCounts.shape })),
});
export const historyRow = z.object({
  id: z.number().int(),
  day,
  color: healthCodeColor,
  note: z.string().nullable(),
  source: z.enum(HEALTH_CODE_SOURCES),
  enteredAt: timestamp,
  enteredBy: z.string().nullable(),
  /** the entry that counts for its day */
  current: z.boolean(),
});
export const recorded = z.object({ count: z.number().int() });
