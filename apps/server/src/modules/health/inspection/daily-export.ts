import type { AppContext } from '../../../core/context.ts';
import { listExport } from '../../../platform/exports/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { type DailyFilter, type DailyRow, dailyCount, dailyPage } from './daily-data.ts';
import { resultText, slotText } from './statistic-text.ts';

const COLUMNS: readonly WorkbookColumn[] = [
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'studentName', header: '姓名', headerEn: 'Name', width: 12 },
  { key: 'slot', header: '时段', headerEn: 'Window', width: 8 },
  { key: 'result', header: '结果', headerEn: 'Result', width: 10 },
  { key: 'temperature', header: '体温(℃)', headerEn: 'Temperature (°C)', type: 'number', width: 10 },
  { key: 'findings', header: '异常情况', headerEn: 'Findings', width: 30 },
  { key: 'measures', header: '处理措施', headerEn: 'Measures', width: 30 },
  { key: 'note', header: '备注', headerEn: 'Note', width: 20 },
  { key: 'recorderName', header: '检查人', headerEn: 'Checked by', width: 12 },
];

/** Rows of a large export, a thousand at a time in list order. */
export async function* inPages<R>(fetch: (pageNum: number, pageSize: number) => Promise<{ list: R[] }>, size = 1000) {
  for (let n = 1; ; n++) {
    const { list } = await fetch(n, size);
    yield* list;
    if (list.length < size) return;
  }
}

/** The daily list's workbook, a sheet named after the day; a day of a large school runs as a job. */
export const dailyExport = (ctx: AppContext) =>
  listExport<DailyFilter, DailyRow>(ctx, 'health.inspect-daily-export', {
    names: (f) => ({
      zh: { file: `晨午检记录-${f.day}.xlsx`, sheet: f.day },
      en: { file: `daily-checks-${f.day}.xlsx`, sheet: f.day },
    }),
    columns: COLUMNS,
    count: (schoolId, range, filter) => dailyCount(ctx.db, schoolId, range, filter),
    rows: (schoolId, range, filter) => inPages((n, size) => dailyPage(ctx.db, schoolId, range, filter, n, size)),
    toCells: (r, lang) => ({
      ...r,
      slot: slotText(r.slot, lang),
      result: resultText(r.result, r.temperature, lang),
      findings: findingsText(r.findings),
    }),
  });

/** A check's findings in one cell. */
export const findingsText = (findings: readonly { itemName: string; finding: string }[]) =>
  findings.map((f) => `${f.itemName}: ${f.finding}`).join('; ');
