import { type TermInput, TermType, termName } from '@kg/shared/modules/garden/terms';
import { fieldError } from '../../../core/errors.ts';
import { dateOf } from '../staff/profile-input.ts';

/** A stored term, as the data file reads it. */
export type TermRow = {
  id: number;
  schoolYear: number;
  termType: number;
  startDate: string;
  endDate: string;
};

/** A term as the calls answer it: its name in the request's language, and whether today lies in it. */
export function termView(t: TermRow, today: string, lang: 'zh' | 'en') {
  return { ...t, name: termName(t.schoolYear, t.termType, lang), current: t.startDate <= today && today <= t.endDate };
}

/**
 * The school year a term belongs to decides where it may lie: school year Y's autumn term
 * starts between Y-07-01 and Y-12-31, its spring term between Y+1-01-01 and Y+1-06-30, and
 * both end by Y+1-08-31. End strictly after start.
 */
export function checkTermDates(t: TermInput, now: Date): TermInput {
  const startDate = dateOf('startDate', t.startDate, { now })!;
  const endDate = dateOf('endDate', t.endDate, { now })!;
  const y = t.schoolYear;
  const [from, to] = t.termType === TermType.autumn ? [`${y}-07-01`, `${y}-12-31`] : [`${y + 1}-01-01`, `${y + 1}-06-30`];
  if (startDate < from || startDate > to) {
    throw fieldError(
      'startDate',
      `${termName(y, t.termType)}应在 ${from} 至 ${to} 之间开始`,
      `${termName(y, t.termType, 'en')} must start between ${from} and ${to}`,
    );
  }
  if (endDate <= startDate) throw fieldError('endDate', '结束日期应晚于开始日期', 'the end date must be after the start date');
  if (endDate > `${y + 1}-08-31`)
    throw fieldError('endDate', `应不晚于学年结束 ${y + 1}-08-31`, `must be on or before the end of the school year (${y + 1}-08-31)`);
  return { ...t, startDate, endDate };
}

/**
 * The current school year: that of the term holding today; between terms (holidays), by the
 * calendar: a school year starts on 1 August.
 */
export function schoolYearOf(today: string, term: TermRow | null): number {
  if (term) return term.schoolYear;
  const [y, m] = today.split('-').map(Number);
  return m >= 8 ? y : y - 1;
}

/** "2026-2027学年" / "2026–2027". */
export const schoolYearName = (year: number, lang: 'zh' | 'en') => (lang === 'en' ? `${year}–${year + 1}` : `${year}-${year + 1}学年`);
