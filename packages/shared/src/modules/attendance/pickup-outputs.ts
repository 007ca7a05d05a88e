import { z } from 'zod';
import { day, imageRecord, timestamp } from '../../contract/outputs.ts';
import { PHOTO_FAILURE_REASONS, PICKER_STATUSES, PICKUP_REFUSALS } from './pickup-fields.ts';

/**
 * A day's pickup figures (of a class, or the school): children enrolled; picked up (an
 * authorised pickup or a recorded departure); of those by an authorised picker through smart
 * pickup; refused attempts (each attempt counts); not yet picked up (children − picked up).
 */
export const pickupFigures = z.object({
  children: z.number().int(),
  pickedUp: z.number().int(),
  byPicker: z.number().int(),
  refused: z.number().int(),
  notPickedUp: z.number().int(),
});

export const classFiguresRow = pickupFigures.extend({ classId: z.number(), className: z.string(), gradeName: z.string() });
export const classStatistics = z.object({ day, list: z.array(classFiguresRow) });

/** A child of a class on a day: how many pickers may pick up today, and the day's pickups. */
export const classChildRow = z.object({
  studentId: z.number(),
  name: z.string(),
  /** active pickers valid on the day */
  pickers: z.number().int(),
  /** the last authorised pickup of the day */
  pickedUpAt: timestamp.nullable(),
  pickerName: z.string().nullable(),
  relation: z.string().nullable(),
  /** the departure the ledger recorded (a card or face read without a picker) */
  leftAt: timestamp.nullable(),
  refused: z.number().int(),
});
export const classStatisticsInfo = z.object({ day, classId: z.number(), className: z.string(), list: z.array(classChildRow) });

export const pickerRow = z.object({
  id: z.number(),
  studentId: z.number(),
  guardianId: z.number().nullable(),
  name: z.string(),
  relation: z.string(),
  /** masked unless the caller may see phones in full */
  phone: z.string(),
  photo: imageRecord.nullable(),
  faceRef: z.string().nullable(),
  cardNo: z.string().nullable(),
  validFrom: day,
  validTo: day.nullable(),
  status: z.enum(PICKER_STATUSES),
  /** active and within its validity today */
  validToday: z.boolean(),
});

export const pickupRow = z.object({
  id: z.number(),
  at: timestamp,
  authorised: z.boolean(),
  reason: z.enum(PICKUP_REFUSALS).nullable(),
  pickerId: z.number().nullable(),
  pickerName: z.string().nullable(),
  relation: z.string().nullable(),
  deviceName: z.string(),
  /** the device's reference to its capture, and the stored capture when there is one */
  captureRef: z.string().nullable(),
  capture: imageRecord.nullable(),
  notifiedAt: timestamp.nullable(),
});

/** A refused attempt of a day, with its child and class (the index's list of refusals). */
export const refusedRow = pickupRow.omit({ pickerId: true, pickerName: true, relation: true, authorised: true }).extend({
  studentId: z.number(),
  childName: z.string(),
  className: z.string().nullable(),
});

export const pickInfo = z.object({
  studentId: z.number(),
  name: z.string(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  /** guardians of the child, to make one a picker */
  guardians: z.array(z.object({ id: z.number(), name: z.string(), relation: z.string() })),
  pickers: z.array(pickerRow),
  pickups: z.array(pickupRow),
});

/** A photo a face terminal could not use, with what it captured; whose photo it was. */
export const failureRow = z.object({
  id: z.number(),
  at: timestamp,
  personId: z.number(),
  name: z.string(),
  /** the picker's relation and child, or the child's class */
  relation: z.string().nullable(),
  childName: z.string().nullable(),
  className: z.string().nullable(),
  reason: z.enum(PHOTO_FAILURE_REASONS),
  deviceName: z.string(),
  captureRef: z.string().nullable(),
  capture: imageRecord.nullable(),
  /** a redo-photo notice went out for this person today */
  noticedToday: z.boolean(),
});

export const pickupSettings = z.object({ maxPickers: z.number().int(), notifyTeachers: z.boolean(), notifyGuardians: z.boolean() });

export const pickupTotals = pickupFigures.extend({
  day,
  /** pickers active and valid today */
  activePickers: z.number().int(),
  /** active pickers whose validity ends within 7 days */
  expiringSoon: z.number().int(),
  /** enrolled children without a picker valid today */
  childrenWithoutPicker: z.number().int(),
  /** photo failures reported in the last 30 days */
  failures: z.number().int(),
  settings: pickupSettings,
});

/** How many people a redo-photo notice reached; the others had one today already. */
export const noticeResult = z.object({ sent: z.number().int(), alreadyToday: z.number().int() });

export const photoFailureAnswer = z.object({ stored: z.number().int(), duplicate: z.number().int() });
