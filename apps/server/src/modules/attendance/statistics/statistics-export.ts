import type {
  DailyListQuery,
  DailyQuery,
  DetailQuery,
  MonthlyListQuery,
  MonthlyQuery,
} from '@kg/shared/modules/attendance/statistics-shapes';
import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import type { Db } from '../../../db/pool.ts';
import { type ExportNames, type QueuedExportPayload, queuedExport } from '../../../platform/exports/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { classDaily, classDailyList } from './daily-data.ts';
import { childDetail } from './detail-data.ts';
import { classMonthly, classMonthlyList } from './month-data.ts';
import { dayCells, STATUS_TEXT, sickText } from './statistics-cells.ts';

type Lang = 'zh' | 'en';
/** What a statistics export keeps of its request: the caller's class range, the filter and the school days it covers. */
interface StatPayload<F> extends QueuedExportPayload {
  range: number[] | null;
  filter: F;
  days: string[];
}
type Row = Record<string, unknown>;
type Rows<F> = (db: Db, schoolId: number, p: StatPayload<F>) => AsyncIterable<Row>;

const col = (key: string, header: string, headerEn: string, type?: 'integer' | 'number' | 'date', width = 10): WorkbookColumn => ({
  key,
  header,
  headerEn,
  type,
  width,
});
const counts = [
  col('present', '出勤', 'Present', 'integer'),
  col('late', '迟到', 'Late', 'integer'),
  col('earlyLeave', '早退', 'Early leave', 'integer'),
  col('sick', '病假', 'Sick', 'integer'),
  col('personal', '事假', 'Personal', 'integer'),
  col('absent', '缺勤', 'Absent', 'integer'),
  col('rate', '出勤率(%)', 'Rate (%)', 'number'),
];
const DAY_TIMES = [
  col('status', '状态', 'Status'),
  col('firstIn', '入园时间', 'First in', undefined, 18),
  col('lastOut', '离园时间', 'Last out', undefined, 18),
  col('lateMinutes', '迟到(分钟)', 'Late (min)', 'integer'),
  col('earlyMinutes', '早退(分钟)', 'Early (min)', 'integer'),
  col('leave', '请假', 'Leave'),
  col('marked', '老师标记', 'Marked'),
];
const PERIOD = [
  col('childDays', '应出勤人天', 'Child-days due', 'integer', 12),
  col('present', '出勤', 'Present', 'integer'),
  col('sick', '病假', 'Sick', 'integer'),
  col('personal', '事假', 'Personal', 'integer'),
  col('absent', '缺勤', 'Absent', 'integer'),
  col('late', '迟到', 'Late', 'integer'),
  col('earlyLeave', '早退', 'Early leave', 'integer'),
  col('billable', '计费天数', 'Billable days', 'integer', 12),
  col('rate', '出勤率(%)', 'Rate (%)', 'number'),
];

const names = (zh: string, en: string): ExportNames => ({ zh: { file: `${zh}.xlsx`, sheet: zh }, en: { file: `${en}.xlsx`, sheet: en } });

/** One statistics export: streamed, or a job past the export row limit; the job reads the same rows. */
function statExport<F>(
  ctx: AppContext,
  kind: string,
  spec: { names: (f: F) => ExportNames; columns: (p: StatPayload<F>) => WorkbookColumn[]; rows: Rows<F> },
) {
  const exporter = queuedExport<StatPayload<F>, Row>(ctx, kind, (p) => ({
    fileName: p.fileName,
    columns: spec.columns(p),
    lang: p.lang,
    sheetName: spec.names(p.filter)[p.lang].sheet,
    rows: spec.rows(ctx.db, p.session.institutionId, p),
  }));
  return (reply: FastifyReply, s: SessionInfo, lang: Lang, x: { range: number[] | null; filter: F; days: string[]; total: number }) =>
    exporter.run(reply, s, { ...x, lang, fileName: spec.names(x.filter)[lang].file });
}

/** The five exports of the statistics calls, defined when the routes register. */
export function statisticsExporters(ctx: AppContext) {
  return {
    dailyList: statExport<DailyListQuery>(ctx, 'attendance.stat-daily-list', {
      names: (f) => names(`班级考勤日报-${f.day}`, `class-daily-${f.day}`),
      columns: () => [col('clazzName', '班级', 'Class', undefined, 14), col('children', '人数', 'Children', 'integer'), ...counts],
      async *rows(db, schoolId, p) {
        const { list, total } = await classDailyList(db, schoolId, p.range, p.filter.day, p.filter.clazzId);
        yield* list;
        yield { ...total, clazzName: p.lang === 'en' ? 'Total' : '合计' };
      },
    }),
    daily: statExport<DailyQuery>(ctx, 'attendance.stat-daily', {
      names: (f) => names(`班级考勤-${f.day}`, `class-day-${f.day}`),
      columns: () => [col('studentName', '幼儿', 'Child', undefined, 12), ...DAY_TIMES],
      async *rows(db, schoolId, p) {
        for (const r of (await classDaily(db, schoolId, p.filter)).list) yield dayCells(r, p.lang);
      },
    }),
    detail: statExport<DetailQuery>(ctx, 'attendance.stat-detail', {
      names: (f) => names(`幼儿考勤明细-${f.from}至${f.to}`, `child-attendance-${f.from}-${f.to}`),
      columns: () => [col('day', '日期', 'Day', 'date', 12), col('clazzName', '班级', 'Class', undefined, 12), ...DAY_TIMES],
      async *rows(db, schoolId, p) {
        for (const r of (await childDetail(db, schoolId, p.range, p.filter)).days) yield dayCells(r, p.lang);
      },
    }),
    monthlyList: statExport<MonthlyListQuery>(ctx, 'attendance.stat-monthly-list', {
      names: (f) => names(`班级考勤月报-${f.month}`, `class-monthly-${f.month}`),
      columns: () => [
        col('clazzName', '班级', 'Class', undefined, 14),
        col('children', '人数', 'Children', 'integer'),
        col('schoolDays', '上学天数', 'School days', 'integer'),
        ...PERIOD,
        col('sickByGroup', '病假(按症状)', 'Sick days by symptom', undefined, 30),
      ],
      async *rows(db, schoolId, p) {
        for (const r of await classMonthlyList(db, schoolId, p.range, p.days, p.filter.clazzId))
          yield { ...r, schoolDays: p.days.length, sickByGroup: sickText(r.sickByGroup, p.lang) };
      },
    }),
    monthly: statExport<MonthlyQuery>(ctx, 'attendance.stat-monthly', {
      names: (f) => names(`班级考勤月表-${f.month}`, `class-month-${f.month}`),
      // a column per school day (its day of the month), then the child's totals
      columns: (p) => [
        col('studentName', '幼儿', 'Child', undefined, 12),
        ...p.days.map((d) => col(d, d.slice(8), d.slice(8), undefined, 5)),
        ...PERIOD,
      ],
      async *rows(db, schoolId, p) {
        for (const r of (await classMonthly(db, schoolId, p.days, p.filter)).list) {
          const marks = Object.fromEntries(p.days.map((d, i) => [d, STATUS_TEXT[p.lang][r.statuses[i]] ?? '']));
          yield { ...r, ...marks };
        }
      },
    }),
  };
}
