import { z } from 'zod';
import { dateValue, idField, idList, optionalId, pagingShape, plainText, searchText } from '../../../contract/fields.ts';
import { day, timestamp } from '../../../contract/outputs.ts';
import { GROWTH_STATUSES, MEASURE_POSITIONS } from '../growth/growth-vocab.ts';
import { EXAM_ITEM_KEYS, EXAM_ITEMS, type ExamItemKey } from './exam-items.ts';

/** Inputs and outputs of exam plans and records. */
export const EXAM_LIMITS = { name: 40, classes: 200, importRows: 2000, importBytes: 5 * 1024 * 1024 } as const;

const itemKey = z.enum(EXAM_ITEM_KEYS);
const items = z
  .array(itemKey)
  .min(1)
  .max(EXAM_ITEMS.length)
  .refine((a) => new Set(a).size === a.length, 'items must not repeat');

/** A plan: its name, optional term, period, classes and items (in the order the sheet shows them). */
export const planInput = z.object({
  name: plainText(1, EXAM_LIMITS.name),
  termId: optionalId,
  startDay: dateValue,
  endDay: dateValue,
  clazzIds: idList(1, EXAM_LIMITS.classes),
  items,
});
export type PlanInput = z.input<typeof planInput>;
export const planUpdateInput = planInput.extend({ id: idField });

export const planListQuery = z.object({ ...pagingShape, name: searchText(EXAM_LIMITS.name), termId: optionalId });
export const planOptionQuery = z.object({ clazzId: optionalId, termId: optionalId });
export const planQuery = z.object({ id: idField });

const planBase = {
  id: z.number().int(),
  name: z.string(),
  termId: z.number().int().nullable(),
  /** the term's school year and type (1 autumn, 2 spring), when the plan names one */
  termYear: z.number().int().nullable(),
  termType: z.number().int().nullable(),
  startDay: day,
  endDay: day,
  items: z.array(itemKey),
};
/** A plan of the list, with its progress: children measured of those expected (in school, in its classes). */
export const planRow = z.object({
  ...planBase,
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  measured: z.number().int(),
  expected: z.number().int(),
  createdAt: timestamp,
});
export type PlanRow = z.output<typeof planRow>;
/** A plan with its classes, and per class the children recorded (what update may not remove). */
export const planDetail = planRow.extend({
  recordedClasses: z.array(z.number().int()),
  recordedItems: z.array(itemKey),
});
export const planOption = z.object(planBase);

/** An item as the forms and sheets show it. */
export const examItem = z.object({
  key: itemKey,
  label: z.string(),
  labelEn: z.string(),
  unit: z.string(),
  kind: z.enum(['number', 'choice']),
  min: z.number().nullable(),
  max: z.number().nullable(),
  decimals: z.number().int().nullable(),
  choices: z.array(z.string()),
  growth: z.boolean(),
});

/** A value of an item: a number for number items, a choice key for choice items; null clears it. */
export const itemValue = z.union([z.number(), z.string()]).nullable();
export const recordValues = z.partialRecord(itemKey, itemValue);
export type RecordValues = Partial<Record<ExamItemKey, number | string | null>>;

export const recordPageQuery = z.object({ ...pagingShape, planId: idField, clazzId: optionalId, name: searchText(20) });
export const recordExportQuery = recordPageQuery.omit({ pageNum: true, pageSize: true });
export const recordInput = z.object({
  planId: idField,
  studentId: idField,
  measuredDay: dateValue,
  values: recordValues,
  /** lying or standing; left out: as the child's age that day suggests (lying under two) */
  position: z.enum(MEASURE_POSITIONS).optional(),
  /** bilateral pitting oedema seen: no weight-based z-scores */
  oedema: z.boolean().optional(),
});
export type RecordInput = z.input<typeof recordInput>;
export type RecordSave = z.output<typeof recordInput>;
export const templateQuery = z.object({ planId: idField, clazzId: idField });

/** A child of a plan's sheet with its record (null fields until measured); z-scores are computed, never typed. */
export const recordRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  birthday: day.nullable(),
  clazzId: z.number().int().nullable(),
  clazzName: z.string().nullable(),
  measuredDay: day.nullable(),
  ageDays: z.number().int().nullable(),
  values: recordValues,
  /** how the stature was measured (null: no stature recorded) */
  position: z.enum(MEASURE_POSITIONS).nullable(),
  oedema: z.boolean(),
  waz: z.number().nullable(),
  haz: z.number().nullable(),
  whz: z.number().nullable(),
  baz: z.number().nullable(),
  statuses: z.array(z.enum(GROWTH_STATUSES)),
  updatedAt: timestamp.nullable(),
});
export type RecordRow = z.output<typeof recordRow>;
