import type { ChildDayRow } from '@kg/shared/modules/attendance/statistics-shapes';
import { CHINA_ZONE } from '@kg/shared/time/china';

type Lang = 'zh' | 'en';

/** A day's status as a workbook writes it (the monthly grid uses the short form). */
export const STATUS_TEXT: Record<Lang, Record<string, string>> = {
  zh: { present: '出勤', absent: '缺勤', sick: '病假', personal: '事假' },
  en: { present: 'Present', absent: 'Absent', sick: 'Sick', personal: 'Personal' },
};
const GROUP_TEXT: Record<Lang, Record<string, string>> = {
  zh: { fever: '发热', rash: '皮疹', gastro: '胃肠道', cough: '呼吸道', other: '其他' },
  en: { fever: 'Fever', rash: 'Rash', gastro: 'Gastro', cough: 'Respiratory', other: 'Other' },
};

const time = (t: Date | string | null) =>
  t === null ? null : new Date(t).toLocaleString('sv-SE', { timeZone: CHINA_ZONE, hour12: false }).slice(0, 16);

/** Sick days by symptom group as one cell: "发热 2, 皮疹 1". */
export const sickText = (groups: { group: string; days: number }[], lang: Lang) =>
  groups.map((g) => `${GROUP_TEXT[lang][g.group] ?? g.group} ${g.days}`).join(', ');

/** A child's day as workbook cells: status and leave in words, times on China's clock. */
export function dayCells(r: Omit<ChildDayRow, 'studentId' | 'studentName'> & Record<string, unknown>, lang: Lang) {
  const group = r.symptomGroup ? ` (${GROUP_TEXT[lang][r.symptomGroup] ?? r.symptomGroup})` : '';
  return {
    ...r,
    status: `${STATUS_TEXT[lang][r.status] ?? r.status}${r.halfDay ? (lang === 'en' ? ', half day' : '（半天）') : ''}`,
    firstIn: time(r.firstIn),
    lastOut: time(r.lastOut),
    leave: r.leaveId ? `${lang === 'en' ? 'Leave' : '请假'}${group}` : r.status === 'sick' ? group.trim() : '',
    marked: r.marked ? (lang === 'en' ? 'Yes' : '是') : '',
  };
}
