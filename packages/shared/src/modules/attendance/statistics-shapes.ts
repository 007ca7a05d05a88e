import { z } from 'zod';
import { dateValue, idField, optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { day, pageOf, timestamp } from '../../contract/outputs.ts';
import { monthValue } from '../health/inspection/statistic-shapes.ts';

/**
 * Children's attendance statistics: inputs and answers of the v2 calls. Every figure is read
 * from the derived day rows (a child's day, a class's day); school days come from the school
 * calendar. A rate is a percentage with one decimal, null where nothing was due.
 */

/** A child's day as the roll call classifies it. */
export const DAY_STATUSES = ['present', 'absent', 'sick', 'personal'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];
/** The longest range one child's detail reads. */
export const DETAIL_MAX_DAYS = 366;

const blankNone = (v: unknown) => (v === '' || v === null ? undefined : v);
const dayFrom = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

export const dailyListQuery = z.object({ day: dateValue, clazzId: optionalId });
export const dailyQuery = z.object({
  day: dateValue,
  clazzId: idField,
  status: z.preprocess(blankNone, z.enum(DAY_STATUSES).optional()),
  studentName: searchText(30),
  ...pagingShape,
});
export const dailyExportQuery = dailyQuery.omit({ pageNum: true, pageSize: true });
export const detailQuery = z
  .object({ studentId: idField, from: dateValue, to: dateValue })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'to must not be before from' })
  .refine((v) => dayFrom(v.to) - dayFrom(v.from) < DETAIL_MAX_DAYS, {
    path: ['to'],
    message: `at most ${DETAIL_MAX_DAYS} days from from`,
  });
export const monthlyListQuery = z.object({ month: monthValue, clazzId: optionalId });
export const monthlyQuery = z.object({ month: monthValue, clazzId: idField, studentName: searchText(30), ...pagingShape });
export const monthlyExportQuery = monthlyQuery.omit({ pageNum: true, pageSize: true });
export type DailyListQuery = z.output<typeof dailyListQuery>;
export type DailyQuery = z.output<typeof dailyExportQuery> & Partial<Pick<z.output<typeof dailyQuery>, 'pageNum' | 'pageSize'>>;
export type DetailQuery = z.output<typeof detailQuery>;
export type MonthlyListQuery = z.output<typeof monthlyListQuery>;
export type MonthlyQuery = z.output<typeof monthlyExportQuery> & Partial<Pick<z.output<typeof monthlyQuery>, 'pageNum' | 'pageSize'>>;

const count = z.number().int();
const rate = z.number().nullable();
/** A class's counts on a day, or summed over the classes. */
const dayCounts = {
  children: count,
  present: count,
  late: count,
  earlyLeave: count,
  sick: count,
  personal: count,
  absent: count,
  /** present of children, in per cent. */
  rate,
};
export const classDayRow = z.object({ clazzId: z.number().int(), clazzName: z.string(), ...dayCounts });
export const dailyListOut = z.object({ day, list: z.array(classDayRow), total: z.object(dayCounts) });

const times = {
  firstIn: timestamp.nullable(),
  lastOut: timestamp.nullable(),
  lateMinutes: z.number().int().nullable(),
  earlyMinutes: z.number().int().nullable(),
  halfDay: z.boolean(),
  /** The approved leave the day falls in. */
  leaveId: z.number().int().nullable(),
  symptomGroup: z.string().nullable(),
  /** A teacher's mark decided the day. */
  marked: z.boolean(),
};
export const childDayRow = z.object({ studentId: z.number().int(), studentName: z.string(), status: z.string(), ...times });
export const detailDay = z.object({ day, clazzName: z.string().nullable(), status: z.string(), billable: z.boolean(), ...times });

/** A period's figures of a child or a class: child-days due on school days and what they were. */
const periodCounts = {
  /** Child-days due: each child's school days in the period. */
  childDays: count,
  present: count,
  sick: count,
  personal: count,
  absent: count,
  late: count,
  earlyLeave: count,
  billable: count,
  /** present of the child-days due, in per cent. */
  rate,
};
export const detailOut = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  schoolDays: count,
  totals: z.object(periodCounts),
  days: z.array(detailDay),
});

export const symptomDays = z.object({ group: z.string(), days: count });
export const monthClassRow = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  children: count,
  ...periodCounts,
  sickByGroup: z.array(symptomDays),
});
export const monthlyListOut = z.object({ month: z.string(), schoolDays: count, list: z.array(monthClassRow) });

export const monthChildRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  /** One entry per school day of the answer's `days`: the day's status, '' where the child had no day. */
  statuses: z.array(z.string()),
  ...periodCounts,
});
export const monthlyOut = pageOf(monthChildRow).extend({ month: z.string(), days: z.array(day) });

export type ClassDayRow = z.output<typeof classDayRow>;
export type ChildDayRow = z.output<typeof childDayRow>;
export type DetailOut = z.output<typeof detailOut>;
export type MonthClassRow = z.output<typeof monthClassRow>;
export type MonthChildRow = z.output<typeof monthChildRow>;
export const periodCountsOut = z.object(periodCounts);
export type PeriodCounts = z.output<typeof periodCountsOut>;
