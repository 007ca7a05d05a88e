import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { pageOf } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import {
  childHistoryQuery,
  childListQuery,
  childRecordInput,
  childStatisticsQuery,
  childStatusRow,
  clazzListQuery,
  clazzRow,
  historyRow,
  HEALTH_CODE_LIMITS as L,
  recorded,
  staffHistoryQuery,
  staffListQuery,
  staffRecordInput,
  staffStatisticsQuery,
  staffStatusRow,
  statistics,
  templateQuery,
} from './health-code-shapes.ts';

export * from './health-code-shapes.ts';

/** A class teacher reads her classes' children; the staff's codes and every write need the edit code. */
const childRead = readFor(C.view);
const staffRead = readFor(C.healthCodesEdit);
const edit = writeFor(C.healthCodesEdit);
const importAnswer = `all rows or none: answers {count} or 400 file-0012 with {failed: [{row, reason}], reportId, reportUrl}, each reason naming its column`;

export const healthCodesEndpoints = endpoints('/attendance/v1/healthCode', {
  childList: {
    path: 'getStudentList',
    access: childRead,
    scope: 'class',
    input: childListQuery,
    output: pageOf(childStatusRow),
    summary:
      "Children in school with their health code of a day (the day's latest entry); paged, filters class, colour (none: not checked), name",
  },
  clazzList: {
    path: 'getClazzList',
    access: childRead,
    scope: 'class',
    input: clazzListQuery,
    output: z.array(clazzRow),
    summary: 'Each class of a day: children in school, green, yellow, red, not checked',
  },
  staffList: {
    path: 'getTeacherList',
    access: staffRead,
    scope: 'school',
    input: staffListQuery,
    output: pageOf(staffStatusRow),
    summary: 'Active staff with their health code of a day; paged, filters colour (none: not checked), name',
  },
  childStatistics: {
    path: 'getStatistics',
    access: childRead,
    scope: 'class',
    input: childStatisticsQuery,
    output: statistics,
    summary: `Children's counts by colour on a day, and per day from start to end (at most ${L.trendDays} days); class filter`,
  },
  staffStatistics: {
    path: 'getTeacherStatistics',
    access: staffRead,
    scope: 'school',
    input: staffStatisticsQuery,
    output: statistics,
    summary: `Staff counts by colour on a day, and per day from start to end (at most ${L.trendDays} days)`,
  },
  childHistory: {
    path: 'getStudentHistory',
    access: childRead,
    scope: 'class',
    input: childHistoryQuery,
    output: pageOf(historyRow),
    summary: "A child's entries, latest day first, each day's entries latest first; `current` marks the one that counts",
  },
  staffHistory: {
    path: 'getTeacherHistory',
    access: staffRead,
    scope: 'school',
    input: staffHistoryQuery,
    output: pageOf(historyRow),
    summary: "A staff member's entries, latest day first; `current` marks the one that counts",
  },
  recordChildren: {
    path: 'student/record',
    access: edit,
    scope: 'class',
    transfer: 'json',
    input: childRecordInput,
    output: recorded,
    summary: `Record one colour for children of a day {studentIds (1..${L.recordMax}), day (not after today), color, note?}: a new entry each, the latest counts`,
  },
  recordStaff: {
    path: 'teacher/record',
    access: edit,
    scope: 'school',
    transfer: 'json',
    input: staffRecordInput,
    output: recorded,
    summary: `Record one colour for staff of a day {memberIds (1..${L.recordMax}), day (not after today), color, note?}`,
  },
  childTemplate: {
    path: 'student/template',
    // a read call: the import dialog fetches the template with GET
    access: readFor(C.healthCodesEdit),
    scope: 'class',
    transfer: 'download',
    input: templateQuery,
    output: z.unknown(),
    summary:
      "The children's import template (.xlsx): every child in school with ID, name and class, the day (default today), colour and note to fill",
  },
  staffTemplate: {
    path: 'teacher/template',
    access: readFor(C.healthCodesEdit),
    scope: 'school',
    transfer: 'download',
    input: templateQuery,
    output: z.unknown(),
    summary: "The staff's import template (.xlsx): every active member with ID and name, the day (default today), colour and note to fill",
  },
  childImport: {
    path: 'student/import',
    access: edit,
    scope: 'class',
    transfer: 'upload',
    input: z.object({}),
    output: recorded,
    summary: `Import children's codes from the template (multipart "file", at most ${L.importRows} rows; a row without a colour is skipped): ${importAnswer}`,
  },
  staffImport: {
    path: 'teacher/import',
    access: edit,
    scope: 'school',
    transfer: 'upload',
    input: z.object({}),
    output: recorded,
    summary: `Import staff codes from the template (multipart "file", at most ${L.importRows} rows; a row without a colour is skipped): ${importAnswer}`,
  },
  importReport: {
    path: 'import-fail-reason',
    access: readFor(C.healthCodesEdit),
    scope: 'school',
    transfer: 'download',
    input: z.object({ id: idField }),
    output: z.unknown(),
    summary: 'The failure report of a health code import by id: the uploaded rows with a reason column (only its importer)',
  },
});

export const HEALTH_CODES: AreaContract = {
  endpoints: all(healthCodesEndpoints),
  pageCalls: {
    'attendance-health-codes': [healthCodesEndpoints.childList, healthCodesEndpoints.childStatistics],
    'attendance-health-codes-class': [healthCodesEndpoints.clazzList],
    'attendance-health-codes-teacher': [healthCodesEndpoints.staffList, healthCodesEndpoints.staffStatistics],
  },
};
