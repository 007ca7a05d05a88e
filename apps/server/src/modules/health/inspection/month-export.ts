import { cellText } from '@kg/shared/modules/health/inspection/statistic-shapes';
import type { FastifyReply } from 'fastify';
import { exportWorkbook, type WorkbookColumn } from '../../../platform/workbook/index.ts';
import { inPages } from './daily-export.ts';
import { monthDays, monthPage, type SlotRecord } from './month-data.ts';
import type { Runner } from './option-data.ts';
import { resultText, slotText } from './statistic-text.ts';

/** Workbooks of a class's month (one class is small: streamed in the answer) and of one child's month. */

const totals = (en: boolean): WorkbookColumn[] => [
  { key: 'normal', header: '正常', headerEn: 'Normal', type: 'number', width: 8 },
  { key: 'abnormal', header: '异常', headerEn: 'Abnormal', type: 'number', width: 8 },
  { key: 'fever', header: '发热', headerEn: 'Fever', type: 'number', width: 8 },
  { key: 'absentSick', header: '病假', headerEn: 'Sick leave', type: 'number', width: 8 },
  { key: 'absentOther', header: '事假', headerEn: 'Other absence', type: 'number', width: en ? 14 : 8 },
];

export function sendMonth(
  db: Runner,
  reply: FastifyReply,
  lang: 'zh' | 'en',
  schoolId: number,
  clazz: { id: number; name: string },
  month: string,
) {
  const { days } = monthDays(month);
  const en = lang === 'en';
  const columns: WorkbookColumn[] = [
    { key: 'studentName', header: '姓名', headerEn: 'Name', width: 12 },
    ...Array.from({ length: days }, (_, i) => ({ key: `d${i + 1}`, header: String(i + 1), width: 5 })),
    ...totals(en),
  ];
  return exportWorkbook(reply, {
    fileName: `${clazz.name}-${month}${en ? '-checks' : '晨午检'}.xlsx`,
    columns,
    lang,
    sheetName: month,
    rows: inPages((n, size) => monthPage(db, schoolId, clazz.id, month, n, size)),
    toCells: (r: Awaited<ReturnType<typeof monthPage>>['list'][number]) => ({
      ...r,
      ...Object.fromEntries(r.days.map((slots, i) => [`d${i + 1}`, cellText(slots)])),
    }),
  });
}

const STUDENT_COLUMNS: readonly WorkbookColumn[] = [
  { key: 'day', header: '日期', headerEn: 'Day', type: 'date', width: 12 },
  { key: 'slot', header: '时段', headerEn: 'Window', width: 8 },
  { key: 'result', header: '结果', headerEn: 'Result', width: 10 },
  { key: 'temperature', header: '体温(℃)', headerEn: 'Temperature (°C)', type: 'number', width: 10 },
  { key: 'findings', header: '异常情况', headerEn: 'Findings', width: 30 },
  { key: 'measures', header: '处理措施', headerEn: 'Measures', width: 30 },
  { key: 'note', header: '备注', headerEn: 'Note', width: 20 },
];

export function sendStudentMonth(
  reply: FastifyReply,
  lang: 'zh' | 'en',
  child: { name: string },
  month: string,
  days: { day: string; slots: SlotRecord[] }[],
) {
  const rows = days.flatMap((d) =>
    d.slots.map((s) => ({
      day: d.day,
      slot: slotText(s.slot, lang),
      result: resultText(s.result, s.temperature, lang),
      temperature: s.temperature,
      findings: s.findings.map((f) => `${f.itemName}: ${f.finding}`).join('; '),
      measures: s.measures,
      note: s.note,
    })),
  );
  return exportWorkbook(reply, {
    fileName: `${child.name}-${month}.xlsx`,
    columns: STUDENT_COLUMNS,
    lang,
    sheetName: month,
    rows,
  });
}
