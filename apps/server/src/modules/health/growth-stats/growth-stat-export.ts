import type { GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import type { GrowthRow, StatResult } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { Z_BANDS } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../core/context.ts';
import { listExport } from '../../../platform/exports/index.ts';
import { exportWorkbook, type WorkbookColumn } from '../../../platform/workbook/index.ts';
import { allGrowth, countGrowth, type GrowthFilter } from './growth-list.ts';

type Lang = 'zh' | 'en';

const STATUS_LABELS: Record<GrowthStatus, Record<Lang, string>> = {
  severeUnderweight: { zh: '重度低体重', en: 'Severely underweight' },
  underweight: { zh: '低体重', en: 'Underweight' },
  severeStunting: { zh: '重度生长迟缓', en: 'Severely stunted' },
  stunting: { zh: '生长迟缓', en: 'Stunted' },
  severeWasting: { zh: '重度消瘦', en: 'Severely wasted' },
  wasting: { zh: '消瘦', en: 'Wasted' },
  overweight: { zh: '超重', en: 'Overweight' },
  obesity: { zh: '肥胖', en: 'Obese' },
};
const AGE_LABELS: Record<string, Record<Lang, string>> = {
  y2: { zh: '2-3岁（托班）', en: '2–3 years (nursery)' },
  y3: { zh: '3-4岁', en: '3–4 years' },
  y4: { zh: '4-5岁', en: '4–5 years' },
  y5: { zh: '5-6岁', en: '5–6 years' },
  over6: { zh: '6岁及以上', en: '6 and over' },
};
const Z_HEADERS: Record<(typeof Z_BANDS)[number], string> = {
  below3: '< -3',
  below2: '-3 ~ -2',
  below1: '-2 ~ -1',
  middle: '-1 ~ +1',
  above1: '+1 ~ +2',
  above2: '+2 ~ +3',
  above3: '> +3',
};

/** The statuses, else normal, but only with a z-score: without one (no growth standards, out of range) the record is not assessed. */
export function statusText(r: Pick<GrowthRow, 'statuses' | 'waz' | 'haz' | 'whz' | 'baz' | 'oedema'>, lang: Lang) {
  const words = r.statuses.map((s) => STATUS_LABELS[s][lang]);
  const assessed = [r.waz, r.haz, r.whz, r.baz].some((v) => v !== null);
  if (!words.length) words.push(assessed ? (lang === 'en' ? 'Normal' : '正常') : lang === 'en' ? 'Not assessed' : '未评价');
  if (r.oedema) words.push(lang === 'en' ? 'Oedema' : '水肿');
  return words.join(lang === 'en' ? ', ' : '、');
}

const GROWTH_COLUMNS: WorkbookColumn[] = [
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'name', header: '幼儿', headerEn: 'Child', width: 12 },
  { key: 'gender', header: '性别', headerEn: 'Sex', width: 6 },
  { key: 'measuredOn', header: '测量日期', headerEn: 'Measured', type: 'date', width: 12 },
  { key: 'age', header: '月龄', headerEn: 'Age (months)', type: 'number', width: 10 },
  { key: 'heightCm', header: '身高(cm)', headerEn: 'Height (cm)', type: 'number', width: 10 },
  { key: 'weightKg', header: '体重(kg)', headerEn: 'Weight (kg)', type: 'number', width: 10 },
  { key: 'bmi', header: 'BMI', type: 'number', width: 8 },
  { key: 'waz', header: '年龄别体重Z', headerEn: 'WAZ', type: 'number', width: 10 },
  { key: 'haz', header: '年龄别身高Z', headerEn: 'HAZ', type: 'number', width: 10 },
  { key: 'whz', header: '身高别体重Z', headerEn: 'WHZ', type: 'number', width: 10 },
  { key: 'baz', header: '年龄别BMI Z', headerEn: 'BAZ', type: 'number', width: 10 },
  { key: 'status', header: '评价', headerEn: 'Assessment', width: 20 },
];

export const growthCells = (r: GrowthRow, lang: Lang) => ({
  ...r,
  gender: r.gender === 2 ? (lang === 'en' ? 'F' : '女') : lang === 'en' ? 'M' : '男',
  age: Math.round((r.ageDays / 30.4375) * 10) / 10,
  status: statusText(r, lang),
});

export const GROWTH_EXPORT_JOB = 'health.growth-list-export';

/** The growth list export: streamed, or a job past the export row limit. Defined when the routes register. */
export const growthExporter = (ctx: AppContext) =>
  listExport<GrowthFilter, GrowthRow>(ctx, GROWTH_EXPORT_JOB, {
    names: { zh: { file: '幼儿身高体重.xlsx', sheet: '身高体重' }, en: { file: 'height-and-weight.xlsx', sheet: 'Height and weight' } },
    columns: GROWTH_COLUMNS,
    count: (schoolId, range, f) => countGrowth(ctx.db, schoolId, range, f),
    rows: (schoolId, range, f) => allGrowth(ctx.db, schoolId, range, f),
    toCells: growthCells,
  });

/** A class's children of one plan (the class report's table) as a workbook. */
export const exportClassRows = (reply: FastifyReply, lang: Lang, clazzName: string, rows: GrowthRow[]) =>
  exportWorkbook(reply, {
    fileName: lang === 'en' ? `growth-report-${clazzName}.xlsx` : `${clazzName}体检报告.xlsx`,
    sheetName: lang === 'en' ? 'Class report' : '班级报告',
    columns: GROWTH_COLUMNS,
    rows,
    toCells: (r) => growthCells(r, lang),
    lang,
  });

const statColumns = (measure: 'height' | 'weight'): WorkbookColumn[] => {
  const unit = measure === 'height' ? 'cm' : 'kg';
  return [
    { key: 'group', header: '分组', headerEn: 'Group', width: 14 },
    { key: 'count', header: '人数', headerEn: 'Children', type: 'integer', width: 8 },
    ...(['mean', 'sd', 'median', 'min', 'max'] as const).map((k) => ({
      key: k,
      header: `${{ mean: '均值', sd: '标准差', median: '中位数', min: '最小值', max: '最大值' }[k]}(${unit})`,
      headerEn: `${{ mean: 'Mean', sd: 'SD', median: 'Median', min: 'Min', max: 'Max' }[k]} (${unit})`,
      type: 'number' as const,
      width: 11,
    })),
    { key: 'zMean', header: 'Z均值', headerEn: 'Mean z', type: 'number', width: 8 },
    ...Z_BANDS.map((b) => ({ key: b, header: `Z ${Z_HEADERS[b]}`, type: 'integer' as const, width: 9 })),
  ];
};

/** A plan's statistics of one measure (the table of its page, total last) as a workbook. */
export function exportStats(reply: FastifyReply, lang: Lang, measure: 'height' | 'weight', s: StatResult) {
  const title = measure === 'height' ? { zh: '身高统计', en: 'Height statistics' } : { zh: '体重统计', en: 'Weight statistics' };
  const label = (key: string, name: string | null) =>
    key === 'total' ? (lang === 'en' ? 'Total' : '合计') : s.groupBy === 'age' ? (AGE_LABELS[key]?.[lang] ?? key) : (name ?? key);
  return exportWorkbook(reply, {
    fileName: lang === 'en' ? `${title.en} - ${s.planName}.xlsx` : `${s.planName}${title.zh}.xlsx`,
    sheetName: title[lang],
    columns: statColumns(measure),
    rows: [...s.groups, s.total],
    toCells: (g) => ({ ...g, ...g.bands, group: label(g.key, g.name) }),
    lang,
  });
}
