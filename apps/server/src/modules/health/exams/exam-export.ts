import type { ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import type { RecordRow } from '@kg/shared/modules/health/exams/exam-schemas';
import type { GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { jobSession, type ListExportPayload, listExport, queuedExport } from '../../../platform/exports/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { itemColumn, valueCells } from './exam-columns.ts';
import {
  asRecordRow,
  COUNT_LIST,
  type CountRow,
  planOf,
  RECORD_COLUMNS,
  type RecordFilter,
  recordJoin,
  SHEET_FROM,
  SHEET_ORDER,
  type SheetRow,
  sheetWhere,
} from './record-data.ts';

const STATUS: Record<GrowthStatus, { zh: string; en: string }> = {
  severeUnderweight: { zh: '重度低体重', en: 'Severely underweight' },
  underweight: { zh: '低体重', en: 'Underweight' },
  severeStunting: { zh: '重度生长迟缓', en: 'Severely stunted' },
  stunting: { zh: '生长迟缓', en: 'Stunted' },
  severeWasting: { zh: '重度消瘦', en: 'Severely wasted' },
  wasting: { zh: '消瘦', en: 'Wasted' },
  overweight: { zh: '超重', en: 'Overweight' },
  obesity: { zh: '肥胖', en: 'Obese' },
};

const CHILD: WorkbookColumn[] = [
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'name', header: '姓名', headerEn: 'Name', width: 12 },
  { key: 'gender', header: '性别', headerEn: 'Sex', width: 6 },
  { key: 'birthday', header: '出生日期', headerEn: 'Birthday', type: 'date', width: 12 },
  { key: 'measuredDay', header: '测量日期', headerEn: 'Measured', type: 'date', width: 12 },
  { key: 'age', header: '月龄', headerEn: 'Age (months)', type: 'number', width: 10 },
];
const z = (key: string, header: string, headerEn: string): WorkbookColumn => ({ key, header, headerEn, type: 'number', width: 12 });
const Z_ALL = [
  z('waz', '年龄别体重Z', 'WAZ'),
  z('haz', '年龄别身高Z', 'HAZ'),
  z('whz', '身高别体重Z', 'WHZ'),
  z('baz', '年龄别BMI Z', 'BAZ'),
];
const STATUS_COL: WorkbookColumn = { key: 'statuses', header: '评价', headerEn: 'Assessment', width: 24 };

const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/** The cells of a record in the requester's language: words for sex, choices and statuses, z-scores to 2 decimals. */
function cells(r: RecordRow, lang: 'zh' | 'en', only?: readonly GrowthStatus[]) {
  const values = valueCells(r.values, lang);
  const statuses = r.statuses.filter((s) => !only || only.includes(s));
  return {
    ...r,
    ...values,
    gender: lang === 'en' ? (r.gender === 1 ? 'M' : 'F') : r.gender === 1 ? '男' : '女',
    age: r.ageDays === null ? null : Math.floor(r.ageDays / 30.4375),
    waz: round2(r.waz),
    haz: round2(r.haz),
    whz: round2(r.whz),
    baz: round2(r.baz),
    statuses: verdict(r, statuses, lang),
  };
}

/**
 * The assessment a person reads: the statuses, else normal, but only when a z-score was computed
 * (without the growth standards, or out of their range, a record is not assessed, never "normal");
 * oedema is named, as its weight-based figures are left out.
 */
function verdict(r: RecordRow, statuses: GrowthStatus[], lang: 'zh' | 'en') {
  const words = statuses.map((s) => STATUS[s][lang]);
  const assessed = [r.waz, r.haz, r.whz, r.baz].some((v) => v !== null);
  if (!words.length) words.push(assessed ? (lang === 'en' ? 'Normal' : '正常') : lang === 'en' ? 'Not assessed' : '未评价');
  if (r.oedema) words.push(lang === 'en' ? 'Oedema' : '水肿');
  return words.join(lang === 'en' ? ', ' : '、');
}

/** The export's rows: the plan's children of the filter, a batch at a time, in sheet order. */
function recordRows(ctx: AppContext, schoolId: number, range: number[] | null, f: RecordFilter) {
  return (async function* () {
    for (let offset = 0; ; offset += 1000) {
      const rows = await preparedRows<SheetRow>(
        ctx.db,
        sql`select ${RECORD_COLUMNS} from ${SHEET_FROM} ${recordJoin(f.planId)}
        where ${sheetWhere(schoolId, range, f)} order by ${SHEET_ORDER} limit 1000 offset ${offset}`,
      );
      yield* rows.map(asRecordRow);
      if (rows.length < 1000) return;
    }
  })();
}
const countRows = async (ctx: AppContext, schoolId: number, range: number[] | null, f: RecordFilter) => {
  await planOf(ctx.db, schoolId, f.planId);
  const [row] = await preparedRows<CountRow>(ctx.db, sql`select ${COUNT_LIST} from ${SHEET_FROM} where ${sheetWhere(schoolId, range, f)}`);
  return row.n;
};

const WEIGHT_STATUSES: GrowthStatus[] = ['severeUnderweight', 'underweight', 'severeWasting', 'wasting', 'overweight', 'obesity'];

/** Height and weight exports: fixed columns, so the usual list export. */
function measureExport(ctx: AppContext, kind: 'height' | 'weight') {
  const height = kind === 'height';
  return listExport<RecordFilter, RecordRow>(ctx, `health.exam-${kind}-export`, {
    names: height
      ? { zh: { file: '身高记录.xlsx', sheet: '身高' }, en: { file: 'exam-heights.xlsx', sheet: 'Heights' } }
      : { zh: { file: '体重记录.xlsx', sheet: '体重' }, en: { file: 'exam-weights.xlsx', sheet: 'Weights' } },
    columns: height
      ? [...CHILD, itemColumn('height'), Z_ALL[1], STATUS_COL]
      : [...CHILD, itemColumn('weight'), Z_ALL[0], Z_ALL[2], Z_ALL[3], STATUS_COL],
    count: (schoolId, range, f) => countRows(ctx, schoolId, range, f),
    rows: (schoolId, range, f) => recordRows(ctx, schoolId, range, f),
    toCells: (r, lang) => cells(r, lang, height ? ['severeStunting', 'stunting'] : WEIGHT_STATUSES),
  });
}

interface RecordExportPayload extends ListExportPayload<RecordFilter> {
  items: ExamItemKey[];
}

/**
 * The records export has a column per item of its plan, so its columns come from the payload:
 * the queued export the list export is built on, with the same streaming or job by size.
 */
function recordExport(ctx: AppContext) {
  const exporter = queuedExport<RecordExportPayload, RecordRow>(ctx, 'health.exam-record-export', (p) => ({
    fileName: p.fileName,
    columns: [...CHILD, ...p.items.map(itemColumn), ...Z_ALL, STATUS_COL],
    lang: p.lang,
    sheetName: p.lang === 'en' ? 'Exam records' : '体检记录',
    rows: recordRows(ctx, jobSession(p).institutionId, p.range, p.filter),
    toCells: (r: RecordRow) => cells(r, p.lang),
  }));
  return async (
    reply: Parameters<typeof exporter.run>[0],
    s: Parameters<typeof exporter.run>[1],
    lang: 'zh' | 'en',
    range: number[] | null,
    f: RecordFilter,
  ) => {
    const plan = await planOf(ctx.db, s.institutionId, f.planId);
    const total = await countRows(ctx, s.institutionId, range, f);
    const fileName = lang === 'en' ? `exam-records-${plan.id}.xlsx` : `${plan.name}体检记录.xlsx`;
    return exporter.run(reply, s, { range, filter: f, lang, fileName, total, items: plan.items as ExamItemKey[] });
  };
}

/** The three exports; defined when the routes register, before a worker picks up a queued one. */
export const examExporters = (ctx: AppContext) => ({
  records: recordExport(ctx),
  height: measureExport(ctx, 'height'),
  weight: measureExport(ctx, 'weight'),
});
