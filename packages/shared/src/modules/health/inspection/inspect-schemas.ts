import { z } from 'zod';
import {
  codeValue,
  dateValue,
  filled,
  flagValue,
  idField,
  idList,
  optionalId,
  optionalText,
  pagingShape,
  plainText,
  searchText,
  timeValue,
} from '../../../contract/fields.ts';
import { day, timestamp } from '../../../contract/outputs.ts';
import { CHECK_RESULTS, SYMPTOM_GROUPS } from './symptoms.ts';

/** Inputs and outputs of check items, check slots and recording checks. */

export const ITEM_KINDS = ['temperature', 'choice'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const optionalFlag = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), flagValue.optional());

/** An abnormal finding a choice item offers, and the symptom group the outbreak scan counts it in. */
export const findingShape = z.object({ name: plainText(1, 20), group: z.enum(SYMPTOM_GROUPS) });
export type Finding = z.output<typeof findingShape>;

export const itemListQuery = z.object({ ...pagingShape, name: searchText(20), enabled: optionalFlag });
export const itemSaveBody = z
  .object({
    id: optionalId,
    name: plainText(1, 20),
    kind: z.enum(ITEM_KINDS),
    findings: z
      .array(findingShape)
      .max(20)
      .refine((a) => new Set(a.map((f) => f.name)).size === a.length, 'finding names must not repeat')
      .default([]),
    sort: z.coerce.number().int().min(0).max(999).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'choice' && v.findings.length === 0)
      ctx.addIssue({ code: 'custom', path: ['findings'], message: 'a choice item needs at least one finding' });
    if (v.kind === 'temperature' && v.findings.length > 0)
      ctx.addIssue({ code: 'custom', path: ['findings'], message: 'a temperature item has no findings' });
  });
export const itemEnableBody = z.object({ id: idField, enabled: flagValue });

export const itemRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ITEM_KINDS),
  findings: z.array(z.object({ name: z.string(), group: z.enum(SYMPTOM_GROUPS) })),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: timestamp,
});
export type ItemRow = z.output<typeof itemRow>;

export const slotValue = codeValue(3);
export const slotQuery = z.object({ slot: slotValue });
export const slotSubmitBody = z.object({
  slot: slotValue,
  enabled: flagValue,
  starts: timeValue,
  ends: timeValue,
  itemIds: idList(0, 30),
});
export const slotRow = z.object({
  slot: z.number().int(),
  enabled: z.boolean(),
  starts: z.string(),
  ends: z.string(),
  itemIds: z.array(z.number().int()),
  items: z.array(itemRow),
});
export type SlotRow = z.output<typeof slotRow>;

/** A temperature in °C with one decimal, within what a thermometer for people shows. */
const temperatureField = filled(
  (v) => (v === undefined || v === null || v === '' ? null : v),
  z.coerce
    .number()
    .min(34)
    .max(43)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, 'one decimal at most')
    .nullable(),
);

export const sheetQuery = z.object({ classId: idField, day: dateValue, slot: slotValue });
export const checkFinding = z.object({ itemId: idField, finding: plainText(1, 20) });
export const checkSaveBody = z.object({
  day: dateValue,
  slot: slotValue,
  studentId: idField,
  result: z.enum(CHECK_RESULTS),
  temperature: temperatureField,
  findings: z.array(checkFinding).max(30).default([]),
  measures: optionalText(200),
  note: optionalText(200),
});
export type CheckSaveBody = z.output<typeof checkSaveBody>;
export const checkKey = z.object({ day: dateValue, slot: slotValue, studentId: idField });

export const childCheck = z.object({
  studentId: z.number().int(),
  name: z.string(),
  studentNo: z.string().nullable(),
  gender: z.number().int(),
  result: z.enum(CHECK_RESULTS).nullable(),
  temperature: z.number().nullable(),
  findings: z.array(z.object({ itemId: z.number().int(), finding: z.string() })),
  symptomGroups: z.array(z.string()),
  measures: z.string().nullable(),
  note: z.string().nullable(),
  recordedAt: timestamp.nullable(),
});
export type ChildCheck = z.output<typeof childCheck>;

export const classSheet = z.object({
  classId: z.number().int(),
  className: z.string(),
  day,
  slot: z.number().int(),
  /** Whether the caller may still change this day's checks. */
  editable: z.boolean(),
  items: z.array(itemRow),
  children: z.array(childCheck),
});
export const allNormalResult = z.object({ count: z.number().int() });
