import { z } from 'zod';
import { blankToUndefined, dateValue, filled, flagValue, intList, plainText, timeValue } from '../../contract/fields.ts';

/** Limits of a shift and of the school's rules. */
export const SHIFT_LIMITS = { name: 30, note: 200, sortMax: 9999, graceMax: 120, classesMax: 200 } as const;

/** What counts as present: arrived at all (1), or arrived by a time (2). */
export const PRESENT_MODES = [1, 2] as const;

/** '' or null clears the note; absent leaves it. */
export const noteField = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(SHIFT_LIMITS.note).nullable().optional());
export const sortField = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(SHIFT_LIMITS.sortMax).optional());
/** The day a change takes effect: today or later (the server refuses a past day, naming it). */
export const effectiveFromField = z.preprocess(blankToUndefined, dateValue.optional());
/** 'HH:mm' or nothing: blank turns off what the time sets. */
const optionalTime = filled((v) => (v === '' || v === undefined ? null : v), timeValue.nullable());

/** A shift's windows: its order is checked below, each refusal naming the later field. */
export const shiftWindowShape = {
  /** earliest arrival */
  arriveFrom: timeValue,
  /** an arrival after this (plus the grace minutes) is late */
  lateAfter: timeValue,
  /** a leave before this (less the grace minutes) is an early leave */
  earlyBefore: timeValue,
  /** latest leave */
  leaveUntil: timeValue,
  /** 1 Monday … 7 Sunday */
  weekdays: intList(1, 7, 1, 7),
};

type Windows = { arriveFrom: string; lateAfter: string; earlyBefore: string; leaveUntil: string };
/** Keeps the object's own type (input and output), so the web's calls stay typed. */
export const inOrder = <S extends z.ZodType<Windows>>(s: S) =>
  s
    .refine((v) => v.lateAfter >= v.arriveFrom, { path: ['lateAfter'], message: 'lateAfter must not be before arriveFrom' })
    .refine((v) => v.earlyBefore > v.lateAfter, { path: ['earlyBefore'], message: 'earlyBefore must be after lateAfter' })
    .refine((v) => v.leaveUntil >= v.earlyBefore, { path: ['leaveUntil'], message: 'leaveUntil must not be before earlyBefore' });

export const shiftNameField = plainText(1, SHIFT_LIMITS.name);

/** The school's rules from a day on. */
export const ruleShape = {
  presentMode: z.coerce
    .number()
    .int()
    .refine((n): boolean => n === 1 || n === 2, 'presentMode must be 1 (arrived) or 2 (arrived by a time)'),
  /** required when presentMode is 2 */
  presentBefore: optionalTime,
  graceMinutes: z.coerce.number().int().min(0).max(SHIFT_LIMITS.graceMax),
  /** arriving after or leaving before it is half a day; blank: no half days */
  halfDayNoon: optionalTime,
  /** children not arrived by then are reported to the class teacher; blank: no notice */
  absentNoticeAt: optionalTime,
  noticeGuardians: flagValue,
  effectiveFrom: effectiveFromField,
};

type Rule = { presentMode: number; presentBefore: string | null; noticeGuardians: boolean; absentNoticeAt: string | null };
/** What one rule needs of another, each refusal naming the field to fill. */
export const ruleComplete = <S extends z.ZodType<Rule>>(s: S) =>
  s
    .refine((v) => v.presentMode !== 2 || v.presentBefore !== null, {
      path: ['presentBefore'],
      message: 'presentBefore is required when presentMode is 2',
    })
    .refine((v) => !v.noticeGuardians || v.absentNoticeAt !== null, {
      path: ['absentNoticeAt'],
      message: 'absentNoticeAt is required to notify guardians',
    });
