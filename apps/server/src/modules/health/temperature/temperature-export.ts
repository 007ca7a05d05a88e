import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { masker } from '../../../core/masking.ts';
import { exportWorkbook, jobSession, type QueuedExportPayload, queuedExport, type WorkbookColumn } from '../../garden/index.ts';
import { inPages } from '../inspection/daily-export.ts';
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

interface ListPayload<F> extends QueuedExportPayload {
  range: number[] | null;
  filter: F;
}

/** Defines the three list exports' job kinds (at route registration) and answers the calls. */
export function temperatureExports(ctx: AppContext) {
  const { db } = ctx;
  const children = queuedExport<ListPayload<ChildFilter>, ChildRow>(ctx, 'health.temperature-children-export', (p) => ({
    fileName: p.fileName,
    columns: CHILD_COLUMNS,
    lang: p.lang,
    rows: inPages((n, size) => childPage(db, p.session.institutionId, p.range, p.filter, n, size)),
  }));
  const staff = queuedExport<ListPayload<StaffFilter>, StaffRow>(ctx, 'health.temperature-staff-export', (p) => {
    // an export is an explicit reveal: full phones for holders of the reveal code only
    const m = masker(jobSession(p), 'revealed');
    return {
      fileName: p.fileName,
      columns: STAFF_COLUMNS,
      lang: p.lang,
      rows: inPages((n, size) => staffPage(db, p.session.institutionId, p.filter, n, size)),
      toCells: (r: StaffRow) => ({ ...r, phone: m.phone(r.phone) }),
    };
  });
  const measures = queuedExport<ListPayload<MeasureFilter>, MeasureRow>(ctx, 'health.measure-export', (p) => ({
    fileName: p.fileName,
    columns: MEASURE_COLUMNS,
    lang: p.lang,
    rows: inPages((n, size) => measurePage(db, p.session.institutionId, p.range, p.filter, n, size)),
    toCells: (r: MeasureRow) => ({
      ...r,
      slot: slotText(r.slot, p.lang),
      result: resultText(r.result, r.temperature, p.lang),
      findings: r.findings.map((f) => `${f.itemName}: ${f.finding}`).join('; '),
    }),
  }));
  const name = (lang: 'zh' | 'en', zh: string, en: string, f: { start: string; end: string }) =>
    `${lang === 'en' ? en : zh}-${f.start}-${f.end}.xlsx`;
  return {
    async children(reply: FastifyReply, s: SessionInfo, lang: 'zh' | 'en', range: number[] | null, filter: ChildFilter) {
      const total = await childCount(db, s.institutionId, range, filter);
      return children.run(reply, s, { range, filter, lang, total, fileName: name(lang, '幼儿体温', 'child-temperatures', filter) });
    },
    async staff(reply: FastifyReply, s: SessionInfo, lang: 'zh' | 'en', filter: StaffFilter) {
      const total = await staffCount(db, s.institutionId, filter);
      return staff.run(reply, s, { range: null, filter, lang, total, fileName: name(lang, '教职工体温', 'staff-temperatures', filter) });
    },
    async measures(reply: FastifyReply, s: SessionInfo, lang: 'zh' | 'en', range: number[] | null, filter: MeasureFilter) {
      const total = await measureCount(db, s.institutionId, range, filter);
      return measures.run(reply, s, { range, filter, lang, total, fileName: name(lang, '异常处理措施', 'measures', filter) });
    },
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
