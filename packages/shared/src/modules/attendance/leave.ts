import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, dateValue, flagValue, idField, optionalId, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { day, idName, nothing, pageOf, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import { LEAVE_SYMPTOM_GROUPS, LEAVE_SYMPTOM_KEYS } from './leave-symptoms.ts';

/**
 * Child leave (/attendance/v1/childLeave/*): a child's sick or personal leave, applied by a
 * teacher of the child's class or the director and decided by the workflow engine (the school's
 * 'leave' process). Its days are counted from the school calendar (half days 0.5), never sent.
 * Sick leave names its symptoms: approved, its days count toward the outbreak alerts.
 */
export const LEAVE_LIMITS = { reason: 200, spanDays: 60, symptoms: 8, name: 30 } as const;
export const LEAVE_KINDS = ['sick', 'personal'] as const;
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const kind = z.enum(LEAVE_KINDS, { message: 'kind must be sick or personal' });
const status = z.enum(LEAVE_STATUSES, { message: 'status must be pending, approved, rejected or cancelled' });
const symptom = z.enum(LEAVE_SYMPTOM_KEYS, { message: 'not a known symptom' });

const spanDays = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;

/** The leave's span: from a day (its afternoon only if startsPm) to a day (its morning only if endsAm). */
const spanShape = { startsOn: dateValue, startsPm: flagValue, endsOn: dateValue, endsAm: flagValue };
type Span = { startsOn: string; startsPm: boolean; endsOn: string; endsAm: boolean };
const spanRules = <T extends z.ZodType<Span>>(s: T) =>
  s
    .refine((v) => v.endsOn >= v.startsOn, { path: ['endsOn'], message: 'endsOn must not be before startsOn' })
    .refine((v) => v.endsOn < v.startsOn || spanDays(v.startsOn, v.endsOn) <= LEAVE_LIMITS.spanDays, {
      path: ['endsOn'],
      message: `a leave spans at most ${LEAVE_LIMITS.spanDays} days`,
    })
    .refine((v) => v.endsOn !== v.startsOn || !(v.startsPm && v.endsAm), {
      path: ['endsAm'],
      message: 'a one-day leave cannot start in the afternoon and end in the morning',
    });

export const leaveDaysQuery = spanRules(z.object(spanShape));

/**
 * Apply for a child. The caller is the applicant (a staff member today; a guardian's account
 * later, issue 30: the leave keeps the account that applied, the child comes in studentId).
 */
export const leaveApplyInput = spanRules(
  z.object({
    studentId: idField,
    kind,
    ...spanShape,
    reason: plainText(1, LEAVE_LIMITS.reason),
    symptoms: z.preprocess(blankToUndefined, z.array(symptom).max(LEAVE_LIMITS.symptoms).optional()),
  }),
).refine((v) => v.kind !== 'sick' || (v.symptoms?.length ?? 0) > 0, {
  path: ['symptoms'],
  message: 'a sick leave names at least one symptom',
});
export type LeaveApplyInput = z.infer<typeof leaveApplyInput>;

export const leaveListQuery = z.object({
  ...pagingShape,
  classId: optionalId,
  name: searchText(LEAVE_LIMITS.name),
  kind: z.preprocess(blankToUndefined, kind.optional()),
  status: z.preprocess(blankToUndefined, status.optional()),
  /** Leaves touching from..to. */
  from: z.preprocess(blankToUndefined, dateValue.optional()),
  to: z.preprocess(blankToUndefined, dateValue.optional()),
});
export type LeaveListQuery = z.infer<typeof leaveListQuery>;

export const leaveRow = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  kind,
  startsOn: day,
  startsPm: z.boolean(),
  endsOn: day,
  endsAm: z.boolean(),
  days: z.number(),
  symptoms: z.array(z.string()),
  symptomGroup: z.enum(LEAVE_SYMPTOM_GROUPS).nullable(),
  reason: z.string().nullable(),
  status,
  requestId: z.number().nullable(),
  createdAt: timestamp,
});

/** One step of the request's history as the workflow engine recorded it. */
export const leaveTrailEntry = z.object({
  action: z.string(),
  actorName: z.string(),
  at: timestamp,
  comment: z.string().nullable(),
  stepName: z.string().nullable(),
});

export const leaveDetail = leaveRow.extend({
  /** The workflow request's status (waiting, approved, rejected, returned, withdrawn) and step. */
  requestStatus: z.string().nullable(),
  stepName: z.string().nullable(),
  history: z.array(leaveTrailEntry),
  canCancel: z.boolean(),
});

export const leaveDays = z.object({ days: z.number(), schoolDays: z.array(day) });

/** A child one may apply for: enrolled, in the caller's classes. */
export const leaveChild = z.object({ id: z.number(), name: z.string(), classId: z.number().nullable(), className: z.string().nullable() });

export const leaveEndpoints = endpoints('/attendance/v1/childLeave', {
  list: {
    path: 'queryPageList',
    access: readFor(C.view),
    scope: 'class',
    input: leaveListQuery,
    output: pageOf(leaveRow),
    summary:
      "Children's leaves, latest start first, paged (a teacher: her classes'); classId, child name, kind, status and from/to (leaves touching the range) filters",
  },
  detail: {
    path: 'detail',
    access: readFor(C.view),
    scope: 'class',
    input: z.object({ id: idField }),
    output: leaveDetail,
    summary: "One leave {id} with its workflow request's status and history, and whether the caller may cancel it",
  },
  classes: {
    path: 'classes',
    access: readFor(C.view),
    scope: 'class',
    input: z.object({}),
    output: z.array(idName),
    summary: "The school's current classes (a teacher: hers), by name, for the list's class filter and the child picker",
  },
  children: {
    path: 'children',
    access: readFor(C.view),
    scope: 'class',
    input: z.object({ name: searchText(LEAVE_LIMITS.name), classId: optionalId }),
    output: z.array(leaveChild),
    summary: "Enrolled children one may apply for (a teacher: her classes'), by name and class, at most 20, in class and name order",
  },
  days: {
    path: 'days',
    access: readFor(C.view),
    scope: 'school',
    input: leaveDaysQuery,
    output: leaveDays,
    summary:
      'The school days a leave {startsOn, startsPm?, endsOn, endsAm?} would take, from the school calendar (a half day 0.5); a span without a school day is refused naming startsOn',
  },
  apply: {
    path: 'apply',
    access: writeFor(C.view),
    scope: 'class',
    transfer: 'json',
    input: leaveApplyInput,
    output: z.object({ id: z.number(), status, days: z.number() }),
    summary:
      "Apply for a child's leave {studentId, kind sick|personal, startsOn, startsPm?, endsOn, endsAm?, reason, symptoms (sick: at least one)}: days from the calendar, a request of the school's leave process; overlapping a pending or approved leave of the child is refused",
  },
  cancel: {
    path: 'cancel',
    access: writeFor(C.view),
    scope: 'class',
    input: z.object({ id: idField }),
    output: nothing,
    summary:
      'Cancel a leave {id} before it ends: a pending one by its applicant (the request is withdrawn), an approved one by its applicant or a holder of the leave code (its days are counted again)',
  },
});

export const LEAVE: AreaContract = {
  endpoints: all(leaveEndpoints),
  pageCalls: { 'attendance-leave': [leaveEndpoints.list, leaveEndpoints.classes, leaveEndpoints.children] },
};
