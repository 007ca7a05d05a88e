import { z } from 'zod';
import {
  dateValue,
  idField,
  idList,
  nullableDate,
  optionalId,
  optionalText,
  pagingShape,
  plainText,
  searchText,
  timeValue,
} from '../../../contract/fields.ts';
import { day, idName, imageRecord, timestamp } from '../../../contract/outputs.ts';

/** Shapes of health care (care.ts declares the calls) and the pieces exhortations share. */
export const CARE_STATES = ['ongoing', 'finished'] as const;
export const VIEW_TRENDS = ['better', 'same', 'worse'] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Times of day 'HH:mm', distinct, in any order (stored sorted). */
export const timeList = (max: number) =>
  z
    .array(timeValue)
    .max(max)
    .refine((a) => new Set(a).size === a.length, 'times must not repeat');
/** A body temperature in °C with one decimal; blank is none. */
export const temperatureValue = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number()
    .min(34)
    .max(43)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'one decimal at most')
    .nullable(),
);

export const medicineInput = z.object({ name: plainText(1, 50), dose: plainText(1, 30), times: timeList(6).default([]) });

export const careListQuery = z.object({
  ...pagingShape,
  /** Records under care on this day (China day)… */
  day: nullableDate,
  /** …or overlapping this range. */
  startDay: nullableDate,
  endDay: nullableDate,
  clazzId: optionalId,
  state: z.preprocess(blank, z.enum(CARE_STATES).optional()),
  /** Matches the child's name. */
  name: searchText(30),
});
export const careInput = z.object({
  studentId: idField,
  condition: plainText(1, 100),
  startDay: dateValue,
  endDay: dateValue,
  needs: optionalText(500),
  medicines: z.array(medicineInput).max(10).default([]),
  remindMemberIds: idList(0, 20).default([]),
  remindTimes: timeList(6).default([]),
});
export const careStateInput = z.object({ id: idField, state: z.enum(CARE_STATES) });
export const studentOptionQuery = z.object({ name: searchText(30), clazzId: optionalId });
export const modelInput = z.object({ title: plainText(1, 30), content: plainText(1, 500) });
export const viewFields = { day: dateValue, trend: z.enum(VIEW_TRENDS), content: plainText(1, 500) };
export const entryFields = {
  day: dateValue,
  medicineTimes: timeList(6).default([]),
  temperature: temperatureValue.default(null),
  observation: optionalText(500),
  imageIds: idList(0, 9).default([]),
};

export const medicineOut = z.object({ name: z.string(), dose: z.string(), times: z.array(z.string()) });
export const careRow = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  clazzId: z.number(),
  clazzName: z.string(),
  condition: z.string(),
  startDay: day,
  endDay: day,
  needs: z.string().nullable(),
  medicines: z.array(medicineOut),
  remindMembers: z.array(idName),
  remindTimes: z.array(z.string()),
  state: z.enum(CARE_STATES),
  createdByName: z.string(),
  createdAt: timestamp,
  /** Views and teacher entries so far. */
  viewCount: z.number(),
  entryCount: z.number(),
});
export const viewRow = z.object({
  id: z.number(),
  recordId: z.number(),
  day,
  trend: z.enum(VIEW_TRENDS),
  content: z.string(),
  authorId: z.number(),
  authorName: z.string(),
  /** The caller wrote it (may change it without the care code). */
  mine: z.boolean(),
  updatedAt: timestamp,
});
export const entryRow = z.object({
  id: z.number(),
  recordId: z.number(),
  day,
  medicineTimes: z.array(z.string()),
  temperature: z.number().nullable(),
  /** At or above the fever line. */
  fever: z.boolean(),
  observation: z.string().nullable(),
  imageIds: z.array(z.number()),
  authorId: z.number(),
  authorName: z.string(),
  mine: z.boolean(),
  updatedAt: timestamp,
});
export const entryDetail = entryRow.extend({ images: z.array(imageRecord) });
export const careDetail = careRow.extend({
  views: z.array(viewRow),
  entries: z.array(entryRow),
  /** Every picture of the entries, signed for the caller. */
  images: z.array(imageRecord),
});
export const modelRow = z.object({ id: z.number(), title: z.string(), content: z.string(), topped: z.boolean(), createdAt: timestamp });
export const studentOption = z.object({ id: z.number(), name: z.string(), clazzId: z.number(), clazzName: z.string() });
export type CareRow = z.output<typeof careRow>;
export type CareDetail = z.output<typeof careDetail>;
export type ViewRow = z.output<typeof viewRow>;
export type EntryRow = z.output<typeof entryRow>;
export type CareInput = z.input<typeof careInput>;
