import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import type { WorkbookColumn } from '../../garden/index.ts';
import { type QueuedExportPayload, queuedExport } from '../../garden/index.ts';
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

interface DailyPayload extends QueuedExportPayload {
  range: number[] | null;
  filter: DailyFilter;
}

/** The daily list's workbook; a day of a large school runs as a job. */
export function dailyExport(ctx: AppContext) {
  const job = queuedExport<DailyPayload, DailyRow>(ctx, 'health.inspect-daily-export', (p) => ({
    fileName: p.fileName,
    columns: COLUMNS,
    lang: p.lang,
    sheetName: p.filter.day,
    rows: inPages((n, size) => dailyPage(ctx.db, p.session.institutionId, p.range, p.filter, n, size)),
    toCells: (r) => ({
      ...r,
      slot: slotText(r.slot, p.lang),
      result: resultText(r.result, r.temperature, p.lang),
      findings: r.findings.map((f) => `${f.itemName}: ${f.finding}`).join('; '),
    }),
  }));
  return async (reply: FastifyReply, s: SessionInfo, lang: 'zh' | 'en', range: number[] | null, filter: DailyFilter) => {
    const total = await dailyCount(ctx.db, s.institutionId, range, filter);
    const fileName = `${lang === 'en' ? 'daily-checks' : '晨午检记录'}-${filter.day}.xlsx`;
    return job.run(reply, s, { range, filter, lang, fileName, total });
  };
}
