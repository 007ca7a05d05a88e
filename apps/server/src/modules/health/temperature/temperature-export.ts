import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../core/context.ts';
import { masker } from '../../../core/masking.ts';
import { type ExportNames, listExport } from '../../../platform/exports/index.ts';
import { exportWorkbook, type WorkbookColumn } from '../../../platform/workbook/index.ts';
import { findingsText, inPages } from '../inspection/daily-export.ts';
import { resultText, slotText } from '../inspection/statistic-text.ts';
import { type MeasureFilter, type MeasureRow, measureCount, measurePage } from './measure-data.ts';
import {
  type ChildFilter,
  type ChildRow,
  childCount,
  childPage,
  type StaffFilter,
  type StaffRow,
  staffCount,
  staffPage,
} from './temperature-data.ts';

/** The temperature and measure workbooks: lists as jobs when large, one person's readings streamed. */

const num = (key: string, header: string, headerEn: string): WorkbookColumn => ({ key, header, headerEn, type: 'number', width: 10 });
const SUMMARY: WorkbookColumn[] = [
  num('readings', '测量次数', 'Readings'),
  num('latest', '最近体温(℃)', 'Latest (°C)'),
  { key: 'latestDay', header: '最近日期', headerEn: 'Latest day', type: 'date', width: 12 },
  num('highest', '最高体温(℃)', 'Highest (°C)'),
  num('feverDays', '发热天数', 'Fever days'),
];
const CHILD_COLUMNS: WorkbookColumn[] = [
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'studentName', header: '姓名', headerEn: 'Name', width: 12 },
  ...SUMMARY,
];
const STAFF_COLUMNS: WorkbookColumn[] = [
  { key: 'realName', header: '姓名', headerEn: 'Name', width: 12 },
  { key: 'phone', header: '手机号', headerEn: 'Phone', width: 14 },
  ...SUMMARY,
];
const MEASURE_COLUMNS: WorkbookColumn[] = [
  { key: 'day', header: '日期', headerEn: 'Day', type: 'date', width: 12 },
  { key: 'slot', header: '时段', headerEn: 'Window', width: 8 },
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'studentName', header: '姓名', headerEn: 'Name', width: 12 },
  { key: 'result', header: '结果', headerEn: 'Result', width: 10 },
  num('temperature', '体温(℃)', 'Temperature (°C)'),
  { key: 'findings', header: '异常情况', headerEn: 'Findings', width: 30 },
  { key: 'measures', header: '处理措施', headerEn: 'Measures', width: 30 },
];
const READING_COLUMNS: WorkbookColumn[] = [
  { key: 'day', header: '日期', headerEn: 'Day', type: 'date', width: 12 },
  { key: 'slot', header: '时段', headerEn: 'Window', width: 8 },
  num('temperature', '体温(℃)', 'Temperature (°C)'),
];

/** A period's file and sheet: `<name>-<start>-<end>.xlsx`. */
const period =
  (zh: string, en: string) =>
  (f: { start: string; end: string }): ExportNames => ({
    zh: { file: `${zh}-${f.start}-${f.end}.xlsx`, sheet: zh },
    en: { file: `${en}-${f.start}-${f.end}.xlsx`, sheet: en },
  });

/** Defines the three list exports' job kinds (at route registration); each answers its call. */
export function temperatureExports(ctx: AppContext) {
  const { db } = ctx;
  return {
    children: listExport<ChildFilter, ChildRow>(ctx, 'health.temperature-children-export', {
      names: period('幼儿体温', 'child-temperatures'),
      columns: CHILD_COLUMNS,
      count: (schoolId, range, filter) => childCount(db, schoolId, range, filter),
      rows: (schoolId, range, filter) => inPages((n, size) => childPage(db, schoolId, range, filter, n, size)),
    }),
    // staff have no class range: the route passes null
    staff: listExport<StaffFilter, StaffRow>(ctx, 'health.temperature-staff-export', {
      names: period('教职工体温', 'staff-temperatures'),
      columns: STAFF_COLUMNS,
      count: (schoolId, _range, filter) => staffCount(db, schoolId, filter),
      rows: (schoolId, _range, filter) => inPages((n, size) => staffPage(db, schoolId, filter, n, size)),
      // an export is an explicit reveal: full phones for holders of the reveal code only
      toCells: (r, _lang, session) => ({ ...r, phone: masker(session, 'revealed').phone(r.phone) }),
    }),
    measures: listExport<MeasureFilter, MeasureRow>(ctx, 'health.measure-export', {
      names: period('异常处理措施', 'measures'),
      columns: MEASURE_COLUMNS,
      count: (schoolId, range, filter) => measureCount(db, schoolId, range, filter),
      rows: (schoolId, range, filter) => inPages((n, size) => measurePage(db, schoolId, range, filter, n, size)),
      toCells: (r, lang) => ({
        ...r,
        slot: slotText(r.slot, lang),
        result: resultText(r.result, r.temperature, lang),
        findings: findingsText(r.findings),
      }),
    }),
  };
}

/** One person's readings (at most three a day for a year): streamed in the answer. */
export function sendReadings(
  reply: FastifyReply,
  lang: 'zh' | 'en',
  person: string,
  f: { start: string; end: string },
  readings: { day: string; slot: number; temperature: number }[],
) {
  return exportWorkbook(reply, {
    fileName: `${person}-${f.start}-${f.end}.xlsx`,
    columns: READING_COLUMNS,
    lang,
    rows: readings.map((r) => ({ ...r, slot: slotText(r.slot, lang) })),
  });
}
