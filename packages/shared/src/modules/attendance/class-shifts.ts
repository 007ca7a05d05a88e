import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, idList, optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { day, pageOf } from '../../contract/outputs.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import { effectiveFromField, SHIFT_LIMITS } from './shift-fields.ts';

/**
 * The classes' shifts: a class has a shift from a day on, and the latest assignment on or before
 * a day is that day's shift. Assigning many classes at once takes effect from `effectiveFrom`
 * (today or later), so the days before keep the shift they had.
 */
export const classShiftListQuery = z.object({
  ...pagingShape,
  className: searchText(30),
  /** only classes on this shift today */
  shiftId: optionalId,
});
export const classShiftAssignInput = z.object({
  classIds: idList(1, SHIFT_LIMITS.classesMax),
  shiftId: idField,
  effectiveFrom: effectiveFromField,
});
export type ClassShiftAssignInput = z.infer<typeof classShiftAssignInput>;

/** A class with its shift today and the change already set for a later day, if any. */
export const classShiftRow = z.object({
  classId: z.number(),
  className: z.string(),
  gradeName: z.string(),
  shiftId: z.number().nullable(),
  shiftName: z.string().nullable(),
  /** the day today's shift took effect */
  effectiveFrom: day.nullable(),
  nextShiftId: z.number().nullable(),
  nextShiftName: z.string().nullable(),
  nextEffectiveFrom: day.nullable(),
});

export const classShiftEndpoints = endpoints('/attendance/v1/childClazzShiftRef', {
  flagInUse: {
    path: 'flagInUse',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({ id: idField }),
    output: z.object({ inUse: z.boolean(), classCount: z.number() }),
    summary: 'Whether a shift {id} is a class’s shift today or from a later day (then it cannot be deleted), and how many classes',
  },
  clazzListPage: {
    path: 'clazzListPage',
    access: readFor(C.view),
    scope: 'class',
    input: classShiftListQuery,
    output: pageOf(classShiftRow),
    summary: "The school's current classes (a teacher: her own) with their shift today and the next change, paged in grade order",
  },
  batchAddOrUpdate: {
    path: 'batchAddOrUpdate',
    access: writeFor(C.shiftsEdit),
    scope: 'school',
    transfer: 'json',
    input: classShiftAssignInput,
    output: z.object({ count: z.number() }),
    summary: 'Put classes {classIds (1–200), shiftId, effectiveFrom? (today or later, default today)} on a shift from that day',
  },
});
