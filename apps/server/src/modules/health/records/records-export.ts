import { HISTORY_STATUSES, SEVERITIES } from '@kg/shared/modules/health/records/records-shapes';
import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { listExport } from '../../../platform/exports/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { ALLERGY_RECORDS, type AllergyFilter } from './allergy-data.ts';
import { HISTORY_RECORDS, type HistoryFilter } from './history-data.ts';

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

type Cells = Record<string, unknown>;

/** The two record exports, one row per allergy or condition; past EXPORT_JOB_ROWS children they run as jobs. */
function exporters(ctx: AppContext) {
  const allergy = listExport<AllergyFilter, Cells>(ctx, 'health.allergy-export', {
    names: { zh: { file: '过敏幼儿名单.xlsx', sheet: '过敏幼儿' }, en: { file: 'allergies.xlsx', sheet: 'Allergies' } },
    columns: ALLERGY_COLUMNS,
    count: (schoolId, range, filter) => ALLERGY_RECORDS.count(ctx.db, schoolId, range, filter),
    rows: async function* (schoolId, range, filter, lang) {
      for await (const batch of ALLERGY_RECORDS.all(ctx.db, schoolId, range, filter))
        for (const c of batch)
          for (const a of c.allergies)
            yield {
              clazzName: c.clazzName,
              name: c.name,
              gender: GENDER[c.gender]?.[lang] ?? '',
              allergen: lang === 'en' ? (a.allergenNameEn ?? a.allergenName) : a.allergenName,
              kind: KIND[a.kind][lang],
              severity: option(SEVERITIES, a.severity, lang),
              reaction: a.reaction,
              source: SOURCE[a.source as keyof typeof SOURCE]?.[lang] ?? a.source,
              note: a.note,
            };
    },
  });
  const history = listExport<HistoryFilter, Cells>(ctx, 'health.history-export', {
    names: { zh: { file: '既往病史名单.xlsx', sheet: '既往病史' }, en: { file: 'medical-history.xlsx', sheet: 'Medical history' } },
    columns: HISTORY_COLUMNS,
    count: (schoolId, range, filter) => HISTORY_RECORDS.count(ctx.db, schoolId, range, filter),
    rows: async function* (schoolId, range, filter, lang) {
      for await (const batch of HISTORY_RECORDS.all(ctx.db, schoolId, range, filter))
        for (const c of batch)
          for (const h of c.histories)
            yield {
              clazzName: c.clazzName,
              name: c.name,
              gender: GENDER[c.gender]?.[lang] ?? '',
              condition: lang === 'en' ? (h.nameEn ?? h.name) : h.name,
              since: h.since,
              status: option(HISTORY_STATUSES, h.status, lang),
              note: h.note,
            };
    },
  });
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

export const exportAllergies = (c: ExportCall, filter: AllergyFilter) =>
  recordExporters(c.ctx).allergy(c.reply, c.s, c.lang, c.range, filter);

export const exportHistories = (c: ExportCall, filter: HistoryFilter) =>
  recordExporters(c.ctx).history(c.reply, c.s, c.lang, c.range, filter);
