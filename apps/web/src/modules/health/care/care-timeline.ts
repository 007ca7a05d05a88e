import type { EntryRow, ViewRow } from './care-api.ts';

/** One day of a care: the health teacher's views and the class teachers' entries of that day. */
export interface CareDay {
  day: string;
  views: ViewRow[];
  entries: EntryRow[];
}

/** Groups a care's views and entries by day, the latest day first (each list keeps the server's order). */
export function careTimeline(views: readonly ViewRow[], entries: readonly EntryRow[]): CareDay[] {
  const days = new Map<string, CareDay>();
  const dayOf = (day: string) => {
    const found = days.get(day);
    if (found) return found;
    const d: CareDay = { day, views: [], entries: [] };
    days.set(day, d);
    return d;
  };
  for (const v of views) dayOf(v.day).views.push(v);
  for (const e of entries) dayOf(e.day).entries.push(e);
  return [...days.values()].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Times typed as "10:00, 9:30，14:30" (either comma, one-digit hours allowed): sorted 'HH:mm'
 * without repeats, or null when one is not a time of day.
 */
export function parseTimes(text: string | null | undefined): string[] | null {
  const parts = (text ?? '')
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/^\d:\d\d$/.test(p) ? `0${p}` : p));
  if (!parts.every((p) => TIME.test(p))) return null;
  return [...new Set(parts)].sort();
}
