import { dayNumber, dayText, isWeekend, nationalDay } from './national-days.ts';

/** A term of the school (school_terms): days outside every term are never school days. */
export interface TermSpan {
  id: number;
  schoolYear: number;
  termType: number;
  startDate: string;
  endDate: string;
}

/** The school's own decision on a range of days: a closure takes them away, an open day adds them. */
export interface SchoolDaySpan {
  id: number;
  kind: 'closure' | 'open';
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** Why a day is or is not a school day. */
export type DayReason = 'weekday' | 'weekend' | 'holiday' | 'workday' | 'closure' | 'open' | 'outside';

export interface CalendarDay {
  day: string;
  schoolDay: boolean;
  why: DayReason;
  /** The public holiday or the festival a make-up working day pays for, when the national calendar sets the day apart. */
  holiday: { zh: string; en: string } | null;
  /** The closure's or open day's own reason and id. */
  reason: string | null;
  spanId: number | null;
  termId: number | null;
}

/** The longest range one call classifies: two years, enough for a school year or a fee period. */
export const MAX_RANGE_DAYS = 731;

/**
 * Classifies each day from `from` to `to` (inclusive). In order, the first that applies decides:
 * 1. outside every term: not a school day, whatever else holds;
 * 2. a school closure: not a school day, even on a make-up working day (the school's own
 *    decision wins over the national calendar);
 * 3. a school open day: a school day, even on a weekend or a public holiday;
 * 4. a public holiday: not; 5. a make-up working day (调休上班) on a weekend: a school day;
 * 6. a weekend: not; 7. any other weekday: a school day.
 * A closure and an open day never share a day (the calls refuse overlapping ranges).
 */
export function classifyDays(from: string, to: string, terms: readonly TermSpan[], spans: readonly SchoolDaySpan[]): CalendarDay[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (!(last >= first) || last - first + 1 > MAX_RANGE_DAYS) {
    throw new RangeError(`school days: ${from}..${to} is not a range of at most ${MAX_RANGE_DAYS} days`);
  }
  const days: CalendarDay[] = [];
  for (let n = first; n <= last; n++) {
    const day = dayText(n);
    // ISO day strings compare in calendar order; a school has a few terms and spans in range
    const term = terms.find((t) => t.startDate <= day && day <= t.endDate);
    const span = term ? spans.find((s) => s.firstDay <= day && day <= s.lastDay) : undefined;
    const national = nationalDay(day);
    let schoolDay: boolean;
    let why: DayReason;
    if (!term) [schoolDay, why] = [false, 'outside'];
    else if (span) [schoolDay, why] = [span.kind === 'open', span.kind];
    else if (national) [schoolDay, why] = [national.kind === 'workday', national.kind];
    else if (isWeekend(n)) [schoolDay, why] = [false, 'weekend'];
    else [schoolDay, why] = [true, 'weekday'];
    days.push({
      day,
      schoolDay,
      why,
      holiday: national?.name ?? null,
      reason: span?.reason ?? null,
      spanId: span?.id ?? null,
      termId: term?.id ?? null,
    });
  }
  return days;
}
