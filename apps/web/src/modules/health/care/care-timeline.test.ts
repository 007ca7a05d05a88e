import { describe, expect, it } from 'vitest';
import type { EntryRow, ViewRow } from './care-api.ts';
import { careTimeline, parseTimes } from './care-timeline.ts';

const view = (id: number, day: string) => ({ id, day }) as ViewRow;
const entry = (id: number, day: string) => ({ id, day }) as EntryRow;

describe('careTimeline', () => {
  it('groups views and entries by day, latest day first', () => {
    const days = careTimeline(
      [view(1, '2026-11-24'), view(2, '2026-11-22')],
      [entry(7, '2026-11-23'), entry(8, '2026-11-24'), entry(9, '2026-11-24')],
    );
    expect(days.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-23', '2026-11-22']);
    expect(days[0].views.map((v) => v.id)).toEqual([1]);
    expect(days[0].entries.map((e) => e.id)).toEqual([8, 9]);
    expect(days[1].views).toEqual([]);
  });
});

describe('parseTimes', () => {
  it('reads times in either comma, pads one-digit hours, sorts and drops repeats', () => {
    expect(parseTimes('14:30，9:05, 14:30 10:00')).toEqual(['09:05', '10:00', '14:30']);
    expect(parseTimes('')).toEqual([]);
  });
  it('refuses anything that is not a time of day', () => {
    expect(parseTimes('24:00')).toBeNull();
    expect(parseTimes('10:60')).toBeNull();
    expect(parseTimes('noon')).toBeNull();
  });
});
