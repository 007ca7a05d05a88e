import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, dateValue, idField, optionalText } from '../../contract/fields.ts';
import { day, idName, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import { LEAVE_SYMPTOM_KEYS } from './leave-symptoms.ts';

/**
 * The class register: a class's children on a day as the ledger classified them, and the class
 * teacher's marks (each a ledger event; the latest decisive input of the day wins, the rest is history).
 */
export const ROLL_CALL_LIMITS = { note: 200, symptoms: 5 } as const;

/** What a teacher may mark: arrived, absent, sick, on personal leave, or taken home. */
export const MARKS = ['present', 'absent', 'sick', 'personal', 'left'] as const;
export type Mark = (typeof MARKS)[number];
/** Marks that say why a child is not here: they need a reason. */
export const MARKS_WITH_REASON: readonly Mark[] = ['absent', 'sick', 'personal'];

/** A child-day's classification as stored (attendance_child_days.status). */
export const DAY_STATUSES = ['present', 'absent', 'sick', 'personal'] as const;
/** What the register shows: lateness apart from presence, and "not yet" while today's arrival window is open. */
export const REGISTER_STATES = ['present', 'late', 'sick', 'personal', 'absent', 'pending'] as const;
export type RegisterState = (typeof REGISTER_STATES)[number];

/** A day of the register: blank is today (China); the server refuses a future day, naming it. */
const dayField = z.preprocess(blankToUndefined, dateValue.optional());

export const registerQuery = z.object({ classId: idField, day: dayField });
export const markInput = z
  .object({
    studentId: idField,
    day: dayField,
    mark: z.enum(MARKS),
    note: optionalText(ROLL_CALL_LIMITS.note),
    /** the symptoms a sick leave records too (leave-symptoms.ts): the day counts under their most specific group */
    symptoms: z.array(z.enum(LEAVE_SYMPTOM_KEYS)).max(ROLL_CALL_LIMITS.symptoms).optional(),
  })
  .refine((v) => !MARKS_WITH_REASON.includes(v.mark) || !!v.note, {
    path: ['note'],
    message: 'a reason is required for absent, sick and personal',
  })
  .refine((v) => v.mark !== 'sick' || (v.symptoms?.length ?? 0) > 0, {
    path: ['symptoms'],
    message: 'choose at least one symptom group for a sick day',
  })
  .refine((v) => v.mark === 'sick' || !v.symptoms?.length, { path: ['symptoms'], message: 'symptoms go with a sick mark only' });
export type MarkInput = z.output<typeof markInput>;
export const historyQuery = z.object({ studentId: idField, day: dayField });

/** The latest mark of the day and who made it. */
export const markShape = z.object({
  mark: z.enum(MARKS),
  at: timestamp,
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  symptoms: z.array(z.string()),
});

export const registerRow = z.object({
  studentId: z.number(),
  name: z.string(),
  state: z.enum(REGISTER_STATES),
  firstIn: timestamp.nullable(),
  lastOut: timestamp.nullable(),
  lateMinutes: z.number().nullable(),
  earlyMinutes: z.number().nullable(),
  halfDay: z.boolean(),
  onLeave: z.boolean(),
  symptomGroup: z.string().nullable(),
  lastMark: markShape.nullable(),
});
export type RegisterRow = z.output<typeof registerRow>;

export const registerTotals = z.object({
  children: z.number(),
  present: z.number(),
  late: z.number(),
  earlyLeave: z.number(),
  sick: z.number(),
  personal: z.number(),
  absent: z.number(),
  pending: z.number(),
});

export const registerPage = z.object({
  day,
  schoolDay: z.boolean(),
  /** today while the class's arrival window is open: a child not in yet is pending, not absent */
  arrivalOpen: z.boolean(),
  totals: registerTotals,
  children: z.array(registerRow),
});

/** One input of a child's day: a device's read or a teacher's mark. */
export const historyEntry = z.object({
  id: z.number(),
  at: timestamp,
  kind: z.string(),
  direction: z.string().nullable(),
  deviceName: z.string().nullable(),
  mark: z.enum(MARKS).nullable(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  symptoms: z.array(z.string()),
  status: z.string(),
});

export const rollCallEndpoints = endpoints('/attendance/v1/roll-call', {
  classes: {
    path: 'classes',
    access: readFor(C.view),
    scope: 'class',
    input: z.object({}),
    output: z.array(idName),
    summary: 'The current classes the caller keeps the register of (a class teacher: her own), in grade order',
  },
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'class',
    input: registerQuery,
    output: registerPage,
    summary:
      "A class's register on a day {classId, day? (default today)}: each child present, late, sick, personal, absent or (today, arrival window open) pending, first in, last out, the latest mark and who made it; the class totals",
  },
  history: {
    path: 'history',
    access: readFor(C.view),
    scope: 'class',
    input: historyQuery,
    output: z.array(historyEntry),
    summary: "A child's inputs of a day {studentId, day?}: device reads and teachers' marks, oldest first, who and when",
  },
  mark: {
    path: 'mark',
    access: writeFor(C.rollCallMark),
    scope: 'class',
    transfer: 'json',
    input: markInput,
    output: registerRow,
    summary:
      'Mark a child {studentId, day? (today or a past school day), mark present|absent|sick|personal|left, note (required for absent, sick, personal), symptoms (sick: 1–5 groups)}: appended to the ledger, the day recomputed and answered',
  },
});

export const ROLL_CALL: AreaContract = {
  endpoints: all(rollCallEndpoints),
  pageCalls: { 'attendance-roll-call': [rollCallEndpoints.classes, rollCallEndpoints.list] },
};
