import { describe, expect, it } from 'vitest';
import { computeDay, type DayEvent } from './day.ts';

const dayStart = new Date('2026-09-01T00:00:00+08:00');
const dayEnd = new Date('2026-09-02T00:00:00+08:00');
const at = (hm: string) => new Date(`2026-09-01T${hm}:00+08:00`);
const ev = (hm: string, direction: DayEvent['direction'], key = hm): DayEvent => ({ at: at(hm), direction, key });

describe('a child’s day from its events', () => {
  it('gives the same day for the same events in any order', () => {
    const events = [ev('07:55', 'in'), ev('07:55', null, 'b'), ev('11:30', 'out'), ev('13:00', null), ev('16:40', null)];
    const first = computeDay(events, dayStart, dayEnd);
    for (const shuffled of [[...events].reverse(), [events[2], events[4], events[0], events[3], events[1]]]) {
      expect(computeDay(shuffled, dayStart, dayEnd)).toEqual(first);
    }
    expect(first.firstIn).toEqual(at('07:55'));
    expect(first.lastOut).toEqual(at('16:40'));
    expect(first.intervals.map((i) => [i.start, i.end])).toEqual([
      [at('07:55'), at('11:30')],
      [at('13:00'), at('16:40')],
    ]);
  });

  it('ignores a double swipe and leaves an arrival without departure open to the end of the day', () => {
    const day = computeDay([ev('08:00', null), ev('08:00', null, 'again'), ev('08:00', 'out', 'z')], dayStart, dayEnd);
    expect(day.intervals).toEqual([{ start: at('08:00'), end: dayEnd, openEnded: true }]);
    expect(day.lastOut).toBeNull();
  });

  it('counts a departure without an arrival as present since the day began, and nothing as absent', () => {
    expect(computeDay([ev('16:00', 'out')], dayStart, dayEnd).intervals).toEqual([{ start: dayStart, end: at('16:00'), openEnded: false }]);
    expect(computeDay([], dayStart, dayEnd)).toEqual({ firstIn: null, lastOut: null, intervals: [], present: false });
  });
});
