import type { EvaluateFilter, EvaluateRow, Prevalence } from '@kg/shared/modules/health/growth/growth-schemas';
import { STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../core/context.ts';
import { listExport } from '../../../platform/exports/index.ts';
import { exportWorkbook, type WorkbookColumn } from '../../../platform/workbook/index.ts';
import { inPages } from '../inspection/daily-export.ts';
import { evaluateCount, evaluatePage } from './nutrition-data.ts';

type Lang = 'zh' | 'en';

/** Status names in the workbooks (the page's words, kept here: a job writes without the web's strings). */
export const STATUS_NAMES: Record<(typeof STATUS_FILTERS)[number], [zh: string, en: string]> = {
  severeUnderweight: ['重度低体重', 'Severe underweight'],
  underweight: ['低体重', 'Underweight'],
  severeStunting: ['重度生长迟缓', 'Severe stunting'],
  stunting: ['生长迟缓', 'Stunting'],
  severeWasting: ['重度消瘦', 'Severe wasting'],
  wasting: ['消瘦', 'Wasting'],
  overweight: ['超重', 'Overweight'],
  obesity: ['肥胖', 'Obesity'],
  normal: ['正常', 'Normal'],
};
const NOT_ASSESSED: [zh: string, en: string] = ['未评价', 'Not assessed'];
type Zs = { waz: number | null; haz: number | null; whz: number | null; baz: number | null };
/** The statuses, else normal, but only with a z-score: without one (no growth standards, out of range) the record is not assessed. */
const statusText = (statuses: readonly string[], lang: Lang, z: Zs) =>
  statuses.length
    ? statuses.map((s) => STATUS_NAMES[s as keyof typeof STATUS_NAMES][lang === 'en' ? 1 : 0]).join(', ')
    : ([z.waz, z.haz, z.whz, z.baz].some((v) => v !== null) ? STATUS_NAMES.normal : NOT_ASSESSED)[lang === 'en' ? 1 : 0];

/** A child's sex as the workbook's language writes it. */
export const sexText = (sex: string, lang: Lang) => (lang === 'en' ? (sex === 'M' ? 'Boy' : 'Girl') : sex === 'M' ? '男' : '女');

const num = (key: string, header: string, headerEn: string, width = 10): WorkbookColumn => ({
  key,
  header,
  headerEn,
  type: 'number',
  width,
});
const EVALUATE_COLUMNS: WorkbookColumn[] = [
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'name', header: '姓名', headerEn: 'Name', width: 12 },
  { key: 'sex', header: '性别', headerEn: 'Sex', width: 6 },
  { key: 'measuredOn', header: '测量日期', headerEn: 'Measured on', type: 'date', width: 12 },
  num('ageMonths', '月龄', 'Age (months)'),
  num('heightCm', '身高(cm)', 'Height (cm)'),
  num('weightKg', '体重(kg)', 'Weight (kg)'),
  num('waz', '年龄别体重Z', 'WAZ'),
  num('haz', '年龄别身高Z', 'HAZ'),
  num('whz', '身高别体重Z', 'WHZ'),
  num('baz', '年龄别BMI Z', 'BAZ'),
  { key: 'statuses', header: '营养评价', headerEn: 'Assessment', width: 24 },
];

/** The count and rate columns of every status, after the group's own columns. */
const prevalenceColumns = (): WorkbookColumn[] => [
  num('assessed', '评价人数', 'Assessed'),
  ...STATUS_FILTERS.flatMap((s) => [
    num(`${s}Count`, `${STATUS_NAMES[s][0]}人数`, `${STATUS_NAMES[s][1]} (n)`),
    num(`${s}Rate`, `${STATUS_NAMES[s][0]}率(%)`, `${STATUS_NAMES[s][1]} (%)`),
  ]),
];
const prevalenceCells = (p: Prevalence) => ({
  assessed: p.assessed,
  ...Object.fromEntries(
    p.statuses.flatMap((s) => [
      [`${s.status}Count`, s.count],
      [`${s.status}Rate`, s.rate],
    ]),
  ),
});

/** The state evaluation list: a job past the export threshold, like every list export. */
export const evaluateExport = (ctx: AppContext) =>
  listExport<EvaluateFilter, EvaluateRow>(ctx, 'health.nutrition-evaluate-export', {
    names: { zh: { file: '营养状况评价.xlsx', sheet: '营养状况评价' }, en: { file: 'nutrition-assessment.xlsx', sheet: 'Assessment' } },
    columns: EVALUATE_COLUMNS,
    count: (schoolId, range, f) => evaluateCount(ctx.db, schoolId, range, f),
    rows: (schoolId, range, f) => inPages((pageNum, pageSize) => evaluatePage(ctx.db, schoolId, range, { ...f, pageNum, pageSize })),
    toCells: (r, lang) => ({
      ...r,
      sex: sexText(r.sex, lang),
      ageMonths: Math.floor(r.ageDays / 30.4375),
      statuses: statusText(r.statuses, lang, r),
    }),
  });

/** A statistic's workbook (a few dozen rows at most, streamed at once): its own columns, then counts and rates. */
export function sendStatistic<R extends Prevalence>(
  reply: FastifyReply,
  lang: Lang,
  names: [zh: string, en: string],
  own: WorkbookColumn[],
  rows: R[],
  cells: (r: R) => Record<string, unknown>,
) {
  const name = lang === 'en' ? names[1] : names[0];
  return exportWorkbook(reply, {
    fileName: `${name}.xlsx`,
    sheetName: name,
    lang,
    columns: [...own, ...prevalenceColumns()],
    rows: rows.map((r) => ({ ...cells(r), ...prevalenceCells(r) })),
  });
}
