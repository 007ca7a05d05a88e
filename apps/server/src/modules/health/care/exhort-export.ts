import type { ExhortRow } from '@kg/shared/modules/health/care/exhort';
import type { AppContext } from '../../../core/context.ts';
import { listExport } from '../../../platform/exports/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { allExhort, countExhort, type ExhortFilter } from './exhort-data.ts';

const COLUMNS: WorkbookColumn[] = [
  { key: 'day', header: '日期', headerEn: 'Day', type: 'date', width: 12 },
  { key: 'studentName', header: '幼儿', headerEn: 'Child', width: 12 },
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'guardian', header: '家长', headerEn: 'Guardian', width: 16 },
  { key: 'guardianPhone', header: '家长电话', headerEn: 'Guardian phone', width: 14 },
  { key: 'medicineNames', header: '药品', headerEn: 'Medicine', width: 24 },
  { key: 'notes', header: '叮嘱', headerEn: 'Notes', width: 36 },
  { key: 'confirmed', header: '确认', headerEn: 'Confirmed', width: 10 },
  { key: 'confirmedByName', header: '确认人', headerEn: 'Confirmed by', width: 12 },
];

export const exhortCells = (r: ExhortRow, lang: 'zh' | 'en') => ({
  ...r,
  guardian: `${r.guardianName}（${r.relation}）`,
  confirmed: r.confirmed ? (lang === 'en' ? 'Yes' : '已确认') : lang === 'en' ? 'No' : '未确认',
});

export const EXHORT_EXPORT_JOB = 'health.exhort-export';

/** The exhortation export: streamed, or a job past the export row limit. Defined when the routes register. */
export const exhortExporter = (ctx: AppContext) =>
  listExport<ExhortFilter, ExhortRow>(ctx, EXHORT_EXPORT_JOB, {
    names: { zh: { file: '家长叮嘱.xlsx', sheet: '家长叮嘱' }, en: { file: 'exhortations.xlsx', sheet: 'Exhortations' } },
    columns: COLUMNS,
    count: (schoolId, range, filter) => countExhort(ctx.db, schoolId, range, filter),
    rows: (schoolId, range, filter) => allExhort(ctx.db, schoolId, range, filter),
    toCells: exhortCells,
  });
