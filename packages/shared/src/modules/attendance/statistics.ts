import { z } from 'zod';
import { readFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { pageOf } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import {
  childDayRow,
  dailyExportQuery,
  dailyListOut,
  dailyListQuery,
  dailyQuery,
  detailOut,
  detailQuery,
  monthlyExportQuery,
  monthlyListOut,
  monthlyListQuery,
  monthlyOut,
  monthlyQuery,
} from './statistics-shapes.ts';

/** Answered as data, not as a failure (overview §8): the period holds no school day up to today, so nothing was due. */
export const NO_ATTENDANCE_DATA = 'attendance-2506';

const read = { access: readFor(C.view), scope: 'class' } as const;
const download = { ...read, transfer: 'download', output: z.unknown() } as const;
const noData = `; ${NO_ATTENDANCE_DATA} (as data) when the period has no school day up to today`;

/**
 * Children's attendance statistics (v2, seed paths verbatim): a class teacher reads her classes,
 * a director the school. Exports are workbooks of the same figures (a job past the export row limit).
 */
export const statisticsEndpoints = endpoints('/attendance/v2/attendance-statistics', {
  dailyList: {
    ...read,
    path: 'clazz-daily-list',
    input: dailyListQuery,
    output: dailyListOut,
    summary: `Each class's day {day, clazzId?}: children, present, late, early leave, sick, personal, absent, rate, and the sum${noData}`,
  },
  dailyListExport: {
    ...download,
    path: 'clazz-daily-list/export',
    input: dailyListQuery,
    summary: 'The class daily list of a day as .xlsx',
  },
  daily: {
    ...read,
    path: 'clazz-daily',
    input: dailyQuery,
    output: pageOf(childDayRow),
    summary: `One class's children on a day, paged {day, clazzId, status?, studentName?}: status, first in, last out, late and early minutes, leave, mark${noData}`,
  },
  dailyExport: {
    ...download,
    path: 'clazz-daily/export',
    input: dailyExportQuery,
    summary: "One class's children on a day as .xlsx",
  },
  detail: {
    ...read,
    path: 'student-record-detail',
    input: detailQuery,
    output: detailOut,
    summary: `One child over {from, to} (at most a year): each day with status, times, late and early minutes, leave and mark; totals over the school days${noData}`,
  },
  detailExport: {
    ...download,
    path: 'student-record-detail/export',
    input: detailQuery,
    summary: "One child's days over a range as .xlsx",
  },
  monthlyList: {
    ...read,
    path: 'clazz-monthly-report-list',
    input: monthlyListQuery,
    output: monthlyListOut,
    summary: `Each class's month {month YYYY-MM, clazzId?}: school days, child-days due, rate = present child-days / child-days due, billable days, sick days by symptom group${noData}`,
  },
  monthlyListExport: {
    ...download,
    path: 'clazz-monthly-report-list/export',
    input: monthlyListQuery,
    summary: 'The class monthly list of a month as .xlsx',
  },
  monthly: {
    ...read,
    path: 'clazz-monthly-report',
    input: monthlyQuery,
    output: monthlyOut,
    summary: `One class's month, its children paged {month, clazzId, studentName?}: each child's status on each school day and totals${noData}`,
  },
  monthlyExport: {
    ...download,
    path: 'clazz-monthly-report/export',
    input: monthlyExportQuery,
    summary: "One class's month as .xlsx: a row per child, a column per school day, totals",
  },
});

export const STATISTICS: AreaContract = {
  endpoints: all(statisticsEndpoints),
  pageCalls: {
    'attendance-statistics': [statisticsEndpoints.dailyList],
    'attendance-monthly': [statisticsEndpoints.monthlyList],
    'attendance-class-daily': [statisticsEndpoints.daily],
    'attendance-monthly-report': [statisticsEndpoints.monthly],
    'attendance-child-detail': [statisticsEndpoints.detail],
    'attendance-graduate-daily': [statisticsEndpoints.daily],
  },
};
