import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, pagingShape, searchText } from '../../contract/fields.ts';
import { day, idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { classShiftEndpoints } from './class-shifts.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import { globalRuleEndpoints } from './global-rules.ts';
import { effectiveFromField, inOrder, noteField, SHIFT_LIMITS, shiftNameField, shiftWindowShape, sortField } from './shift-fields.ts';

/**
 * Children's shifts of a school: a name unique within the school and its windows. The windows are
 * versions effective from a day (add: from today; update: from `effectiveFrom`, today or later),
 * so a change never rewrites the days before it; the name, note and order are labels and change at once.
 */
export const shiftAddInput = inOrder(z.object({ name: shiftNameField, ...shiftWindowShape, note: noteField, sort: sortField }));
export const shiftUpdateInput = inOrder(
  z.object({ id: idField, name: shiftNameField, ...shiftWindowShape, note: noteField, sort: sortField, effectiveFrom: effectiveFromField }),
);
export const shiftListQuery = z.object({ ...pagingShape, name: searchText(SHIFT_LIMITS.name) });
export type ShiftAddInput = z.infer<typeof shiftAddInput>;
export type ShiftUpdateInput = z.infer<typeof shiftUpdateInput>;

/** A shift with the windows in effect today and, when one is set, the next version's day. */
export const shiftRow = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  arriveFrom: z.string(),
  lateAfter: z.string(),
  earlyBefore: z.string(),
  leaveUntil: z.string(),
  weekdays: z.array(z.number()),
  /** the day today's windows took effect */
  effectiveFrom: day,
  /** a later version already set: its day (its windows show once it takes effect) */
  nextEffectiveFrom: day.nullable(),
  /** classes on this shift today or from a later day */
  classCount: z.number(),
  createdAt: timestamp,
});

export const shiftEndpoints = endpoints('/attendance/v1/childShift', {
  selectList: {
    path: 'selectList',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every shift of the school as options, in display order',
  },
  queryPageList: {
    path: 'queryPageList',
    access: readFor(C.view),
    scope: 'school',
    input: shiftListQuery,
    output: pageOf(shiftRow),
    summary: "Shifts of the school, paged, in display order, with today's windows and the classes on each; name filter",
  },
  add: {
    path: 'add',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    transfer: 'json',
    input: shiftAddInput,
    output: savedId,
    summary:
      'Add a shift {name (unique in the school), arriveFrom ≤ lateAfter < earlyBefore ≤ leaveUntil (HH:mm), weekdays 1–7, note?, sort?}, its windows effective from today',
  },
  update: {
    path: 'update',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    transfer: 'json',
    input: shiftUpdateInput,
    output: savedId,
    summary:
      'Change a shift {id, name, windows, weekdays, note?, sort?, effectiveFrom? (today or later, default today)}: the windows apply from effectiveFrom, earlier days keep theirs',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete a shift {id}: refused while a class has it today or from a later day; past days keep it',
  },
});

/** The area's calls: the shifts, the classes' shifts and the school's rules. */
export const SHIFTS: AreaContract = {
  endpoints: [...all(shiftEndpoints), ...all(classShiftEndpoints), ...all(globalRuleEndpoints)],
  pageCalls: {
    'attendance-shifts': [shiftEndpoints.queryPageList, shiftEndpoints.selectList, classShiftEndpoints.clazzListPage],
    'attendance-rules': [globalRuleEndpoints.select],
  },
};
