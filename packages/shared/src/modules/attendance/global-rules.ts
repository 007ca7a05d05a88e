import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { day, timestamp } from '../../contract/outputs.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import { ruleComplete, ruleShape } from './shift-fields.ts';

/**
 * The school's attendance rules, as versions effective from a day: an update takes effect from
 * `effectiveFrom` (today or later) and the days before keep the version they had.
 */
export const ruleUpdateInput = ruleComplete(z.object(ruleShape));
export type RuleUpdateInput = z.infer<typeof ruleUpdateInput>;

export const ruleVersion = z.object({
  effectiveFrom: day,
  presentMode: z.number(),
  presentBefore: z.string().nullable(),
  graceMinutes: z.number(),
  halfDayNoon: z.string().nullable(),
  absentNoticeAt: z.string().nullable(),
  noticeGuardians: z.boolean(),
  /** when it was last saved; null for the defaults of a school that never set its rules */
  updatedAt: timestamp.nullable(),
});
export type RuleVersion = z.output<typeof ruleVersion>;

export const globalRuleEndpoints = endpoints('/attendance/v1/globalRule', {
  select: {
    path: 'select',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.object({
      /** the rules in effect today (the defaults when the school never set any) */
      current: ruleVersion,
      /** every version, latest day first: later ones not yet in effect, then today's and the past */
      versions: z.array(ruleVersion),
    }),
    summary: "The school's attendance rules in effect today and every version by the day it takes effect",
  },
  update: {
    path: 'update',
    access: writeFor(C.rulesEdit),
    scope: 'school',
    transfer: 'json',
    input: ruleUpdateInput,
    output: z.object({ effectiveFrom: day }),
    summary:
      'Set the rules {presentMode 1|2, presentBefore (mode 2), graceMinutes 0–120, halfDayNoon?, absentNoticeAt?, noticeGuardians, effectiveFrom? (today or later)} from that day; earlier days keep theirs',
  },
});
