import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import type { EndpointSpec } from '../../../contract/endpoint.ts';
import { dateValue, flagValue, idField, optionalId, pagingShape, searchText } from '../../../contract/fields.ts';
import { day, idName, pageOf, savedId } from '../../../contract/outputs.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { findingOut } from '../inspection/statistic-shapes.ts';
import { INSPECT_SLOTS } from '../inspection/symptoms.ts';

/** Children's and staff temperatures over a range of days, staff temperature entry, measures taken. */

/** The longest range a temperature or measure list covers: a year. */
export const MAX_RANGE_DAYS = 366;

const range = { start: dateValue, end: dateValue };
const spanDays = (r: { start: string; end: string }) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000;
/** end on or after start, at most MAX_RANGE_DAYS apart: the error names `end`. */
const inRangeOrder = <T extends z.ZodObject>(o: T) =>
  o.refine((r) => spanDays(r as never) >= 0 && spanDays(r as never) < MAX_RANGE_DAYS, {
    message: `end must be on or after start and within ${MAX_RANGE_DAYS} days`,
    path: ['end'],
  });

const childFilter = { ...range, clazzId: optionalId, feverOnly: flagValue, name: searchText(30) };
export const childListQuery = inRangeOrder(z.object({ ...childFilter, ...pagingShape }));
export const childExportQuery = inRangeOrder(z.object(childFilter));
const staffFilter = { ...range, feverOnly: flagValue, name: searchText(30) };
export const staffListQuery = inRangeOrder(z.object({ ...staffFilter, ...pagingShape }));
export const staffExportQuery = inRangeOrder(z.object(staffFilter));
export const childInfoQuery = inRangeOrder(z.object({ studentId: idField, ...range }));
export const staffInfoQuery = inRangeOrder(z.object({ memberId: idField, ...range }));

/** A reading in °C with one decimal, within what a thermometer shows. */
export const temperatureValue = z.coerce
  .number()
  .min(34)
  .max(43)
  .refine((t) => Math.abs(t * 10 - Math.round(t * 10)) < 1e-9, 'one decimal at most');
export const staffTemperatureInput = z.object({
  memberId: idField,
  day: dateValue,
  slot: z.coerce.number().int().min(1).max(INSPECT_SLOTS.length),
  temperature: temperatureValue,
});

const summary = {
  readings: z.number().int(),
  latest: z.number().nullable(),
  latestDay: day.nullable(),
  highest: z.number().nullable(),
  feverDays: z.number().int(),
};
export const childTemperatureRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  ...summary,
});
export const staffTemperatureRow = z.object({ memberId: z.number().int(), realName: z.string(), phone: z.string(), ...summary });
export const reading = z.object({ day, slot: z.number().int(), temperature: z.number() });
export const childTemperatureInfo = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  clazzName: z.string(),
  readings: z.array(reading),
});
export const staffTemperatureInfo = z.object({ memberId: z.number().int(), realName: z.string(), readings: z.array(reading) });

const measureFilter = { ...range, clazzId: optionalId, name: searchText(30) };
export const measureListQuery = inRangeOrder(z.object({ ...measureFilter, ...pagingShape }));
export const measureExportQuery = inRangeOrder(z.object(measureFilter));
export const measureRow = z.object({
  day,
  slot: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  clazzName: z.string(),
  result: z.string(),
  temperature: z.number().nullable(),
  findings: z.array(findingOut),
  measures: z.string().nullable(),
});

const file = z.unknown();
const view = readFor(H.temperature);
const staffView = readFor(H.temperature, H.temperatureRecord);

export const TEMPERATURE_SPECS = {
  childList: {
    path: 'getStudentList',
    access: view,
    scope: 'class',
    input: childListQuery,
    output: pageOf(childTemperatureRow),
    summary:
      'Children with readings between start and end: latest, highest, fever days (≥ 37.3 °C); paged, filters class, fever only, name',
  },
  childInfo: {
    path: 'getStudentInfo',
    access: view,
    scope: 'class',
    input: childInfoQuery,
    output: childTemperatureInfo,
    summary: "One child's readings between start and end, in time order (the trend)",
  },
  staffList: {
    path: 'getTeacherList',
    access: staffView,
    scope: 'school',
    input: staffListQuery,
    output: pageOf(staffTemperatureRow),
    summary: 'Staff with readings between start and end: latest, highest, fever days; paged, filters fever only, name; phones masked',
  },
  staffInfo: {
    path: 'getTeacherInfo',
    access: staffView,
    scope: 'school',
    input: staffInfoQuery,
    output: staffTemperatureInfo,
    summary: "One staff member's readings between start and end, in time order",
  },
  addStaff: {
    path: 'addTeacherTemperature',
    access: writeFor(H.temperatureRecord),
    scope: 'school',
    transfer: 'json',
    input: staffTemperatureInput,
    output: savedId,
    summary: "Record a staff member's reading {memberId, day, slot, temperature}; a second reading of the same slot replaces the first",
  },
  staffOptions: {
    path: 'listStaffOption',
    access: readFor(H.temperatureRecord),
    scope: 'school',
    input: z.object({ name: searchText(30) }),
    output: z.array(idName),
    summary: 'Active staff of the school whose name holds the text (20 at most), to pick whose reading is recorded',
  },
  exportChildList: {
    path: 'export-studentList',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: childExportQuery,
    output: file,
    summary: "The children's temperature list as a workbook",
  },
  exportChildInfo: {
    path: 'export-studentInfo',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: childInfoQuery,
    output: file,
    summary: "One child's readings as a workbook",
  },
  exportStaffList: {
    path: 'export-teacherList',
    access: staffView,
    scope: 'school',
    transfer: 'download',
    input: staffExportQuery,
    output: file,
    summary: "The staff's temperature list as a workbook",
  },
  exportStaffInfo: {
    path: 'export-teacherInfo',
    access: staffView,
    scope: 'school',
    transfer: 'download',
    input: staffInfoQuery,
    output: file,
    summary: "One staff member's readings as a workbook",
  },
} as const satisfies Record<string, EndpointSpec>;

const measureView = readFor(H.temperature, H.inspect);

export const MEASURE_SPECS = {
  list: {
    path: 'getStudentMeasureInfo',
    access: measureView,
    scope: 'class',
    input: measureListQuery,
    output: pageOf(measureRow),
    summary: 'Abnormal checks between start and end with their findings and the measures taken; paged, filters class, name',
  },
  export: {
    path: 'getStudentMeasure/export',
    access: measureView,
    scope: 'class',
    transfer: 'download',
    input: measureExportQuery,
    output: file,
    summary: 'The abnormal checks and measures as a workbook',
  },
} as const satisfies Record<string, EndpointSpec>;
