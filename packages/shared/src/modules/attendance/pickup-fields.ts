import { z } from 'zod';
import { dateValue, filled, idField, idList, nullableDate, nullableId, optionalId, pagingShape, plainText } from '../../contract/fields.ts';
import { PHONE_PATTERN } from '../../validation/phone.ts';

/** Smart pickup's inputs: a child's authorised pickers ("anchors"), the day's figures, failures, notices, settings. */
export const PICKUP_LIMITS = {
  name: 30,
  relation: 20,
  /** most recent pickups a child's page shows */
  recent: 20,
  /** people one redo-photo notice reaches */
  notices: 200,
  maxPickers: { min: 1, max: 20 },
  /** a failure's captured image, base64 (about 300 kB of JPEG; the request's 2 MB holds a few) */
  imageBase64: 400_000,
} as const;

/** A phone as lists show it (138****5678). */
export const MASKED_PHONE = /^1[3-9]\d\*{4}\d{4}$/;

/** What a face terminal reports of a photo it cannot use. */
export const PHOTO_FAILURE_REASONS = ['no-face', 'blurred', 'multiple-faces', 'too-dark', 'occluded', 'low-resolution'] as const;
export const PHOTO_SUBJECTS = ['child', 'picker', 'staff'] as const;
/** Why a pickup was refused: no picker of the child matched, or the one that matched may not pick up today. */
export const PICKUP_REFUSALS = ['unknown-picker', 'expired-picker', 'not-yet-valid-picker', 'disabled-picker'] as const;
export const PICKER_STATUSES = ['active', 'disabled'] as const;

const optionalRef = (re: RegExp, message: string) =>
  filled((v) => (v === undefined || v === null || v === '' ? null : v), z.string().trim().regex(re, message).nullable());
/** A day to count, default today in China. */
export const pickupDayQuery = z.object({ day: dateValue.optional() });

/**
 * An authorised picker of a child: who (name, relation, phone), the photo face terminals enrol
 * (a stored image), optionally the face id and card they are read by, and from when until when
 * they may pick up (validTo blank: no end). With id: that picker is changed.
 */
export const pickerSaveInput = z
  .object({
    id: optionalId,
    studentId: idField,
    guardianId: nullableId,
    name: plainText(1, PICKUP_LIMITS.name),
    relation: plainText(1, PICKUP_LIMITS.relation),
    // an edit sends back the masked phone it was shown when the phone is unchanged
    phone: z
      .string()
      .trim()
      .refine((v) => PHONE_PATTERN.test(v) || MASKED_PHONE.test(v), 'a mainland mobile number of 11 digits'),
    photoId: idField,
    faceRef: optionalRef(/^[\x21-\x7e]{1,64}$/, '1 to 64 visible ASCII characters'),
    cardNo: optionalRef(/^[0-9A-Za-z]{4,32}$/, '4 to 32 letters or digits'),
    validFrom: dateValue,
    validTo: nullableDate,
  })
  .superRefine((p, ctx) => {
    if (p.validTo !== null && p.validTo < p.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before validFrom' });
  });
export type PickerSaveInput = z.output<typeof pickerSaveInput>;

export const pickerStatusInput = z.object({ id: idField, status: z.enum(PICKER_STATUSES) });

export const classDayQuery = z.object({ classId: idField, day: dateValue.optional() });

export const failureListQuery = z.object({ ...pagingShape, classId: optionalId, day: dateValue.optional() });

const people = idList(1, PICKUP_LIMITS.notices);
export const redoStudentsInput = z.object({ studentIds: people });
export const redoStaffInput = z.object({ staffIds: people });
export const redoPickersInput = z.object({ pickerIds: people });

export const pickupSettingsInput = z.object({
  /** active pickers one child may have at most */
  maxPickers: z.coerce.number().int().min(PICKUP_LIMITS.maxPickers.min).max(PICKUP_LIMITS.maxPickers.max),
  /** a refused pickup is told to the child's class teachers */
  notifyTeachers: z.boolean(),
  /** a refused pickup is told to the child's guardians (bell and text message) */
  notifyGuardians: z.boolean(),
});
export type PickupSettingsInput = z.output<typeof pickupSettingsInput>;

/** A face terminal's report that enrolled photos cannot be used; signed like the intake. */
export const photoFailureReport = z
  .object({
    eventId: z.string().regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 visible ASCII characters'),
    at: z.iso.datetime({ offset: true }),
    subject: z.enum(PHOTO_SUBJECTS),
    /** the child (subject child), picker (picker) or staff member (staff) whose photo failed */
    personId: idField,
    reason: z.enum(PHOTO_FAILURE_REASONS),
    /** the device's reference to what it captured */
    captureRef: z
      .string()
      .regex(/^[\x21-\x7e]{1,200}$/, '1 to 200 visible ASCII characters')
      .optional(),
    /** what it captured, a JPEG or PNG in base64 (stored as the failure's image) */
    image: z.base64().max(PICKUP_LIMITS.imageBase64).optional(),
  })
  .strict();
export const photoFailureBatch = z.object({ failures: z.array(photoFailureReport).min(1).max(100) });
export type PhotoFailureReport = z.output<typeof photoFailureReport>;
