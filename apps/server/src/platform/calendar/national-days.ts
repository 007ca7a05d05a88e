import chineseDays from 'chinese-days';

/** A day China's calendar sets apart: a public holiday on a weekday, or a make-up working day (调休上班) on a weekend. */
export interface NationalDay {
  kind: 'holiday' | 'workday';
  /** The festival's name, e.g. 国庆节 / National Day (a make-up day carries the festival it pays for). */
  name: { zh: string; en: string };
}

// The package's data never changes while the process runs: each year is read once, keeping only
// the days that differ from the plain week (about 30 a year), so a month or a year is map lookups.
const years = new Map<number, Map<string, NationalDay>>();

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since 1970-01-01 (calendar days, no time zone involved). */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** Days since 1970-01-01 → 'YYYY-MM-DD'. */
export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** Saturday or Sunday: day 0 (1970-01-01) was a Thursday, so (n + 4) mod 7 is the weekday, 0 Sunday. */
export const isWeekend = (n: number): boolean => {
  const weekday = (((n + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

function readYear(year: number): Map<string, NationalDay> {
  const found = new Map<string, NationalDay>();
  for (let n = dayNumber(`${year}-01-01`), end = dayNumber(`${year}-12-31`); n <= end; n++) {
    const day = dayText(n);
    const detail = chineseDays.getDayDetail(day);
    const weekend = isWeekend(n);
    if (weekend === !detail.work) continue;
    // the package names a set-apart day "English,中文,days"; a plain day by its weekday
    const [en, zh] = detail.name.split(',');
    found.set(day, { kind: detail.work ? 'workday' : 'holiday', name: { zh: zh ?? en, en } });
  }
  return found;
}

/** The national calendar's word on a day, or null for an ordinary weekday or weekend. */
export function nationalDay(day: string): NationalDay | null {
  const year = Number(day.slice(0, 4));
  let known = years.get(year);
  if (!known) {
    known = readYear(year);
    years.set(year, known);
  }
  return known.get(day) ?? null;
}
