import { HISTORY_STATUSES, SEVERITIES } from '@kg/shared/modules/health/records-shapes';
import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { type QueuedExportPayload, queuedExport, type WorkbookColumn } from '../../garden/index.ts';
import { type AllergyFilter, allAllergyChildren, countAllergyChildren } from './allergy-data.ts';
import { allHistoryChildren, countHistoryChildren, type HistoryFilter } from './history-data.ts';

type Lang = 'zh' | 'en';
const L = (zh: string, en: string) => ({ zh, en });
const KIND = { food: L('食物', 'Food'), drug: L('药物', 'Drug'), environment: L('环境', 'Environment'), other: L('其他', 'Other') };
const SOURCE = {
  guardian: L('家长告知', 'Guardian'),
  hospital: L('医院诊断', 'Hospital'),
  school: L('园内发现', 'School'),
  other: L('其他', 'Other'),
};
const GENDER = { 1: L('男', 'Boy'), 2: L('女', 'Girl') } as Record<number, { zh: string; en: string }>;
const option = (items: typeof SEVERITIES, v: number, lang: Lang) => {
  const o = items.find((x) => x.value === v);
  return o ? (lang === 'en' ? o.labelEn : o.label) : '';
};

const col = (key: string, header: string, headerEn: string, width = 14): WorkbookColumn => ({ key, header, headerEn, width });
const CHILD_COLUMNS = [col('clazzName', '班级', 'Class'), col('name', '姓名', 'Name', 12), col('gender', '性别', 'Gender', 8)];
const ALLERGY_COLUMNS = [
  ...CHILD_COLUMNS,
  col('allergen', '过敏原', 'Allergen'),
  col('kind', '类型', 'Kind', 10),
  col('severity', '严重程度', 'Severity', 10),
  col('reaction', '过敏反应', 'Reaction', 24),
  col('source', '信息来源', 'Source', 12),
  col('note', '备注', 'Note', 24),
];
const HISTORY_COLUMNS = [
  ...CHILD_COLUMNS,
  col('condition', '病史', 'Condition', 18),
  col('since', '发病时间', 'Since', 12),
  col('status', '状态', 'Status', 10),
  col('note', '备注', 'Note', 24),
];

interface Payload<F> extends QueuedExportPayload {
  schoolId: number;
  range: number[] | null;
  filter: F;
}
type Cells = Record<string, unknown>;

/** The two record exports, one row per allergy or condition; past EXPORT_JOB_ROWS children they run as jobs. */
function exporters(ctx: AppContext) {
  const allergy = queuedExport<Payload<AllergyFilter>, Cells>(ctx, 'health.allergy-export', (p) => ({
    fileName: p.fileName,
    columns: ALLERGY_COLUMNS,
    lang: p.lang,
    sheetName: p.lang === 'en' ? 'Allergies' : '过敏幼儿',
    rows: (async function* () {
      for await (const batch of allAllergyChildren(ctx.db, p.schoolId, p.range, p.filter))
        for (const c of batch)
          for (const a of c.allergies)
            yield {
              clazzName: c.clazzName,
              name: c.name,
              gender: GENDER[c.gender]?.[p.lang] ?? '',
              allergen: p.lang === 'en' ? (a.allergenNameEn ?? a.allergenName) : a.allergenName,
              kind: KIND[a.kind][p.lang],
              severity: option(SEVERITIES, a.severity, p.lang),
              reaction: a.reaction,
              source: SOURCE[a.source as keyof typeof SOURCE]?.[p.lang] ?? a.source,
              note: a.note,
            };
    })(),
  }));
  const history = queuedExport<Payload<HistoryFilter>, Cells>(ctx, 'health.history-export', (p) => ({
    fileName: p.fileName,
    columns: HISTORY_COLUMNS,
    lang: p.lang,
    sheetName: p.lang === 'en' ? 'Medical history' : '既往病史',
    rows: (async function* () {
      for await (const batch of allHistoryChildren(ctx.db, p.schoolId, p.range, p.filter))
        for (const c of batch)
          for (const h of c.histories)
            yield {
              clazzName: c.clazzName,
              name: c.name,
              gender: GENDER[c.gender]?.[p.lang] ?? '',
              condition: h.name,
              since: h.since,
              status: option(HISTORY_STATUSES, h.status, p.lang),
              note: h.note,
            };
    })(),
  }));
  return { allergy, history };
}

const made = new WeakMap<AppContext, ReturnType<typeof exporters>>();
/** Defines the export jobs once per app, when the routes register (a worker may hold queued ones). */
export function recordExporters(ctx: AppContext) {
  if (!made.has(ctx)) made.set(ctx, exporters(ctx));
  return made.get(ctx)!;
}

interface ExportCall {
  ctx: AppContext;
  reply: FastifyReply;
  s: SessionInfo;
  schoolId: number;
  range: number[] | null;
  lang: Lang;
}

export async function exportAllergies(c: ExportCall, filter: AllergyFilter) {
  const total = await countAllergyChildren(c.ctx.db, c.schoolId, c.range, filter);
  const fileName = c.lang === 'en' ? 'allergies.xlsx' : '过敏幼儿名单.xlsx';
  return recordExporters(c.ctx).allergy.run(c.reply, c.s, { schoolId: c.schoolId, range: c.range, filter, lang: c.lang, fileName, total });
}

export async function exportHistories(c: ExportCall, filter: HistoryFilter) {
  const total = await countHistoryChildren(c.ctx.db, c.schoolId, c.range, filter);
  const fileName = c.lang === 'en' ? 'medical-history.xlsx' : '既往病史名单.xlsx';
  return recordExporters(c.ctx).history.run(c.reply, c.s, { schoolId: c.schoolId, range: c.range, filter, lang: c.lang, fileName, total });
}
