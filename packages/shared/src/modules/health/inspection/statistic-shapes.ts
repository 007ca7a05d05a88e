import { z } from 'zod';
import { readFor } from '../../../contract/access.ts';
import type { EndpointSpec } from '../../../contract/endpoint.ts';
import { dateValue, idField, idList, optionalId, pagingShape, searchText } from '../../../contract/fields.ts';
import { day, pageOf } from '../../../contract/outputs.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { CHECK_RESULTS, INSPECT_SLOTS } from './symptoms.ts';

/** Daily list, month matrices and one child's month of the inspection records; class and grade options. */

const blankNone = (v: unknown) => (v === '' || v === null ? undefined : v);
const slotValue = z.preprocess(blankNone, z.coerce.number().int().min(1).max(INSPECT_SLOTS.length).optional());
const resultValue = z.preprocess(blankNone, z.enum(CHECK_RESULTS).optional());
/** A month 'YYYY-MM' between 2000 and 2100. */
export const monthValue = z
  .string()
  .trim()
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'expected a month YYYY-MM');

const dailyFilter = {
  day: dateValue,
  clazzId: optionalId,
  slot: slotValue,
  result: resultValue,
  /** One abnormal finding by its text, as the item option lists it. */
  finding: searchText(50),
  studentName: searchText(30),
};
export const dailyListQuery = z.object({ ...dailyFilter, ...pagingShape });
export const dailyExportQuery = z.object(dailyFilter);

export const findingOut = z.object({ itemId: z.number().int(), itemName: z.string(), finding: z.string() });
export const dailyRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  slot: z.number().int(),
  result: z.string(),
  temperature: z.number().nullable(),
  findings: z.array(findingOut),
  measures: z.string().nullable(),
  note: z.string().nullable(),
  recorderName: z.string().nullable(),
});
const counts = {
  roster: z.number().int(),
  checked: z.number().int(),
  abnormal: z.number().int(),
  fever: z.number().int(),
  absentSick: z.number().int(),
  absentOther: z.number().int(),
};
export const classTotal = z.object({ clazzId: z.number().int(), clazzName: z.string(), ...counts });
export const dailyList = pageOf(dailyRow).extend({ classTotals: z.array(classTotal) });

export const itemOption = z.object({ id: z.number().int(), name: z.string(), kind: z.string(), findings: z.array(z.string()) });

export const monthQuery = z.object({ clazzId: idField, month: monthValue, ...pagingShape });
export const monthExportQuery = z.object({ clazzId: idField, month: monthValue });
/** One child's month: per day of the month the results of slots 1–3 (null: not checked). */
export const monthRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  days: z.array(z.array(z.string().nullable())),
  normal: z.number().int(),
  abnormal: z.number().int(),
  fever: z.number().int(),
  absentSick: z.number().int(),
  absentOther: z.number().int(),
});
export const dayTotal = z.object({ day, ...counts });
export const monthList = pageOf(monthRow).extend({
  clazzName: z.string(),
  daysInMonth: z.number().int(),
  dayTotals: z.array(dayTotal),
});

export const studentMonthQuery = z.object({ studentId: idField, month: monthValue });
export const slotRecord = z.object({
  slot: z.number().int(),
  result: z.string(),
  temperature: z.number().nullable(),
  findings: z.array(findingOut),
  measures: z.string().nullable(),
  note: z.string().nullable(),
});
export const studentMonth = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  clazzName: z.string(),
  days: z.array(z.object({ day, slots: z.array(slotRecord) })),
});

export const gradeOption = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });
export const classOptionQuery = z.object({ gradeId: optionalId });
export const classOption = z.object({ id: z.number().int(), name: z.string(), gradeId: z.number().int(), gradeName: z.string() });

const file = z.unknown();
const view = readFor(H.inspect);

export const STATISTIC_SPECS = {
  dailyList: {
    path: 'dailyRecordList',
    access: view,
    scope: 'class',
    input: dailyListQuery,
    output: dailyList,
    summary: "A day's checks, paged (filters class, slot, result, finding, child name), with each class's totals that day",
  },
  itemOptions: {
    path: 'getInspectDailyItemOption',
    access: view,
    scope: 'school',
    input: z.object({}),
    output: z.array(itemOption),
    summary: 'The check items and their findings, for the daily list filter',
  },
  exportDaily: {
    path: 'export-dailyRecord',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: dailyExportQuery,
    output: file,
    summary: "The day's checks as a workbook (the daily list's filters); large ones as a job ({jobId})",
  },
  monthList: {
    path: 'monthRecordList',
    access: view,
    scope: 'class',
    input: monthQuery,
    output: monthList,
    summary: "A class's month: children (paged) × days, each cell the day's slot results; totals per child and per day",
  },
  exportMonth: {
    path: 'export-monthRecord',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: monthExportQuery,
    output: file,
    summary: "A class's month matrix as a workbook",
  },
  studentMonth: {
    path: 'studentMonthRecordList',
    access: view,
    scope: 'class',
    transfer: 'json',
    input: studentMonthQuery,
    output: studentMonth,
    summary: "One child's month: each day's slots with temperature, findings and measures",
  },
  exportStudentMonth: {
    path: 'export-studentMonthRecord',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: studentMonthQuery,
    output: file,
    summary: "One child's month as a workbook",
  },
} as const satisfies Record<string, EndpointSpec>;

// every health page filters by class: whoever may open one may list the classes of their range
const optionAccess = readFor(
  H.inspect,
  H.inspectRecord,
  H.temperature,
  H.dataCentre,
  H.allergy,
  H.history,
  H.care,
  H.exhort,
  H.alertView,
  H.examManage,
  H.examRecord,
  H.examView,
);

export const OPTION_SPECS = {
  grades: {
    path: 'gradeOptionList',
    access: optionAccess,
    scope: 'class',
    input: z.object({}),
    output: z.array(gradeOption),
    summary: "Grades holding a class of the caller's range, in level order",
  },
  classes: {
    path: 'classOptionList',
    access: optionAccess,
    scope: 'class',
    input: classOptionQuery,
    output: z.array(classOption),
    summary: "Active classes of the caller's range (a teacher: their own), optionally of one grade",
  },
  classesOfPlans: {
    path: 'listClazzOptionByPlanIds',
    access: optionAccess,
    scope: 'class',
    transfer: 'json',
    input: z.object({ planIds: idList(1, 20) }),
    output: z.array(classOption.extend({ planIds: z.array(z.number().int()) })),
    summary: "Classes of the caller's range that the given exam plans measure (graduated ones too), each with the plans naming it",
  },
} as const satisfies Record<string, EndpointSpec>;

/** What a month cell shows of one check (the page's legend and the exported workbook agree): fever over abnormal. */
export const MONTH_MARKS = {
  normal: '√',
  abnormal: '×',
  fever: '▲',
  'absent-sick': '○',
  'absent-other': '—',
} as const;
/** A slot without a check. */
export const NO_MARK = '·';
/** The text of one day's cell: slots 1–3 in order. */
export const cellText = (slots: readonly (string | null)[]) =>
  slots.map((s) => (s ? (MONTH_MARKS[s as keyof typeof MONTH_MARKS] ?? NO_MARK) : NO_MARK)).join('');
