import type { CareRow } from '@kg/shared/modules/health/care/care-outputs';
import type { AppContext } from '../../../core/context.ts';
import { listExport } from '../../../platform/exports/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { allCare, type CareFilter, countCare } from './care-list.ts';

const COLUMNS: WorkbookColumn[] = [
  { key: 'studentName', header: '幼儿', headerEn: 'Child', width: 12 },
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12 },
  { key: 'condition', header: '病情', headerEn: 'Condition', width: 20 },
  { key: 'startDay', header: '开始日期', headerEn: 'From', type: 'date', width: 12 },
  { key: 'endDay', header: '结束日期', headerEn: 'To', type: 'date', width: 12 },
  { key: 'state', header: '状态', headerEn: 'State', width: 10 },
  { key: 'needs', header: '护理要求', headerEn: 'Care needs', width: 30 },
  { key: 'medicines', header: '用药', headerEn: 'Medicine', width: 36 },
  { key: 'remind', header: '提醒', headerEn: 'Reminders', width: 24 },
  { key: 'views', header: '保健观察', headerEn: 'Views', type: 'integer', width: 10 },
  { key: 'entries', header: '教师护理', headerEn: 'Teacher entries', type: 'integer', width: 10 },
  { key: 'createdByName', header: '登记人', headerEn: 'Added by', width: 12 },
];

const STATE = { zh: { ongoing: '护理中', finished: '已结束' }, en: { ongoing: 'Ongoing', finished: 'Finished' } };

/** The cells of one record, in the requester's language. */
export function careCells(r: CareRow, lang: 'zh' | 'en') {
  const sep = lang === 'en' ? '; ' : '；';
  return {
    ...r,
    state: STATE[lang][r.state],
    medicines: r.medicines.map((m) => `${m.name} ${m.dose}${m.times.length ? ` (${m.times.join(', ')})` : ''}`).join(sep),
    remind: r.remindMembers.length ? `${r.remindMembers.map((m) => m.name).join(', ')} @ ${r.remindTimes.join(', ')}` : '',
    views: r.viewCount,
    entries: r.entryCount,
  };
}

export const CARE_EXPORT_JOB = 'health.care-export';

/** The care export: streamed, or a job past the export row limit. Defined when the routes register. */
export const careExporter = (ctx: AppContext) =>
  listExport<CareFilter, CareRow>(ctx, CARE_EXPORT_JOB, {
    names: { zh: { file: '健康护理记录.xlsx', sheet: '健康护理' }, en: { file: 'health-care.xlsx', sheet: 'Health care' } },
    columns: COLUMNS,
    count: (schoolId, range, filter) => countCare(ctx.db, schoolId, range, filter),
    rows: (schoolId, range, filter) => allCare(ctx.db, schoolId, range, filter),
    toCells: careCells,
  });
