import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, dateValue, idField, pagingShape, plainText } from '../../contract/fields.ts';
import { day, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/**
 * The school calendar (/attendance/v1/calendar/*): China's public holidays and make-up working
 * days, the school's terms (garden's term settings) and its own closures and open days. A
 * closure or open day is a range of days inside one term, never overlapping another.
 */
export const CALENDAR_LIMITS = { reason: 50, spanDays: 366 } as const;
export const CALENDAR_SPAN_KINDS = ['closure', 'open'] as const;
export const CALENDAR_DAY_REASONS = ['weekday', 'weekend', 'holiday', 'workday', 'closure', 'open', 'outside'] as const;

const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month YYYY-MM');
const kind = z.enum(CALENDAR_SPAN_KINDS, { message: 'kind must be closure or open' });

const spanShape = { kind, firstDay: dateValue, lastDay: dateValue, reason: plainText(1, CALENDAR_LIMITS.reason) };
const inOrder = (v: { firstDay: string; lastDay: string }) => v.lastDay >= v.firstDay;
const orderRule = { path: ['lastDay'], message: 'lastDay must not be before firstDay' };

export const calendarSpanInput = z.object(spanShape).refine(inOrder, orderRule);
export const calendarSpanUpdateInput = z.object({ id: idField, ...spanShape }).refine(inOrder, orderRule);
export const calendarSpanListQuery = z.object({
  ...pagingShape,
  kind: z.preprocess(blankToUndefined, kind.optional()),
  /** Spans ending on or after this day (e.g. the term's first). */
  from: z.preprocess(blankToUndefined, dateValue.optional()),
});
export const calendarMonthQuery = z.object({ month });
export const calendarTermQuery = z.object({ ...pagingShape });
export type CalendarSpanInput = z.infer<typeof calendarSpanInput>;

/** One day of the month view: whether the school is open and why. */
export const calendarDay = z.object({
  day,
  schoolDay: z.boolean(),
  why: z.enum(CALENDAR_DAY_REASONS),
  /** The public holiday (or the festival a make-up working day pays for), in the request's language. */
  holiday: z.string().nullable(),
  /** The closure's or open day's reason. */
  reason: z.string().nullable(),
  spanId: z.number().nullable(),
  termId: z.number().nullable(),
});

/** A term as the calendar shows it; terms are edited in garden's term settings. */
export const calendarTerm = z.object({ id: z.number(), name: z.string(), startDate: day, endDate: day });

export const calendarMonth = z.object({
  month: z.string(),
  schoolDays: z.number(),
  days: z.array(calendarDay),
  /** The terms touching the month. */
  terms: z.array(calendarTerm),
});

export const calendarSpanRow = z.object({
  id: z.number(),
  kind: z.enum(CALENDAR_SPAN_KINDS),
  firstDay: day,
  lastDay: day,
  reason: z.string(),
  updatedAt: timestamp,
});

export const calendarEndpoints = endpoints('/attendance/v1/calendar', {
  month: {
    path: 'month',
    access: readFor(C.view),
    scope: 'school',
    input: calendarMonthQuery,
    output: calendarMonth,
    summary: "A month of the school's calendar {month: YYYY-MM}: each day a school day or not and why, the count, the terms",
  },
  terms: {
    path: 'terms',
    access: readFor(C.view),
    scope: 'school',
    input: calendarTermQuery,
    output: pageOf(calendarTerm),
    summary: "The school's terms, latest first, paged (edited in garden's term settings)",
  },
  spans: {
    path: 'day-list',
    access: readFor(C.view),
    scope: 'school',
    input: calendarSpanListQuery,
    output: pageOf(calendarSpanRow),
    summary: "The school's closures and open days, latest first, paged; kind and from filters",
  },
  addSpan: {
    path: 'day-add',
    access: writeFor(C.calendarEdit),
    scope: 'school',
    transfer: 'json',
    input: calendarSpanInput,
    output: savedId,
    summary: 'Add a closure or open day {kind, firstDay, lastDay, reason}: inside one term, overlapping no other',
  },
  updateSpan: {
    path: 'day-update',
    access: writeFor(C.calendarEdit),
    scope: 'school',
    transfer: 'json',
    input: calendarSpanUpdateInput,
    output: savedId,
    summary: 'Update a closure or open day {id, kind, firstDay, lastDay, reason}',
  },
  removeSpan: {
    path: 'day-delete',
    access: writeFor(C.calendarEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete a closure or open day {id}',
  },
});

export const CALENDAR: AreaContract = {
  endpoints: all(calendarEndpoints),
  pageCalls: { 'attendance-calendar': [calendarEndpoints.month, calendarEndpoints.terms, calendarEndpoints.spans] },
};
