import { describe, expect, it } from 'vitest';
import { classifyDays, type SchoolDaySpan, type TermSpan } from './school-day-rules.ts';

const wholeYear: TermSpan = { id: 1, schoolYear: 2024, termType: 2, startDate: '2025-01-01', endDate: '2025-12-31' };
const count = (terms: TermSpan[], spans: SchoolDaySpan[] = [], from = '2025-01-01', to = '2025-12-31') =>
  classifyDays(from, to, terms, spans).filter((d) => d.schoolDay).length;

describe('school days over a year', () => {
  it('counts 2025 by hand: 261 weekdays, less 18 public holidays on weekdays, plus 5 make-up weekend days', () => {
    // 2025 starts on a Wednesday: 52 weeks and one Wednesday = 261 weekdays. Holidays on weekdays:
    // 1 Jan; 28–31 Jan, 3–4 Feb; 4 Apr; 1, 2, 5 May; 2 Jun; 1–3, 6–8 Oct = 18. Make-up working
    // Sundays and Saturdays: 26 Jan, 8 Feb, 27 Apr, 28 Sep, 11 Oct = 5.
    expect(count([wholeYear])).toBe(248);
  });

  it('counts nothing outside every term, and only the term days of a year with two terms', () => {
    expect(count([])).toBe(0);
    // spring 2025-02-17..2025-07-11 (holidays inside: 4 Apr, 1, 2, 5 May, 2 Jun; make-up 27 Apr) and
    // autumn 2025-09-01..2025-12-31 (1–3, 6–8 Oct out; 28 Sep and 11 Oct in)
    const spring: TermSpan = { id: 2, schoolYear: 2024, termType: 2, startDate: '2025-02-17', endDate: '2025-07-11' };
    const autumn: TermSpan = { id: 3, schoolYear: 2025, termType: 1, startDate: '2025-09-01', endDate: '2025-12-31' };
    // weekdays: 17 Feb–11 Jul is 20 weeks and a Monday-to-Friday (105) less 5 holidays + 1 make-up = 101;
    // 1 Sep–31 Dec is 17 weeks and 3 days from Monday (88) less 6 + 2 = 84
    expect(count([spring, autumn])).toBe(101 + 84);
  });

  it("takes a closure's weekdays away, even a make-up working day, and adds an open Saturday", () => {
    const spans: SchoolDaySpan[] = [
      { id: 1, kind: 'closure', firstDay: '2025-03-10', lastDay: '2025-03-16', reason: '教师培训' },
      { id: 2, kind: 'closure', firstDay: '2025-09-28', lastDay: '2025-09-28', reason: '运动会' },
      { id: 3, kind: 'open', firstDay: '2025-03-22', lastDay: '2025-03-22', reason: '开放日' },
    ];
    // a week's closure takes 5 weekdays, the closed make-up Sunday 1, the open Saturday adds 1
    expect(count([wholeYear], spans)).toBe(248 - 5 - 1 + 1);
    const [sunday] = classifyDays('2025-09-28', '2025-09-28', [wholeYear], spans);
    expect(sunday).toMatchObject({ schoolDay: false, why: 'closure', reason: '运动会', spanId: 2, holiday: { zh: '国庆节' } });
  });

  it('says why: weekend, holiday with its name, make-up working day, outside every term', () => {
    const days = classifyDays('2025-09-27', '2025-10-01', [{ ...wholeYear, endDate: '2025-09-30' }], []);
    expect(days.map((d) => [d.day, d.schoolDay, d.why])).toEqual([
      ['2025-09-27', false, 'weekend'],
      ['2025-09-28', true, 'workday'],
      ['2025-09-29', true, 'weekday'],
      ['2025-09-30', true, 'weekday'],
      ['2025-10-01', false, 'outside'],
    ]);
    const [nationalDay] = classifyDays('2025-10-01', '2025-10-01', [wholeYear], []);
    expect(nationalDay).toMatchObject({ why: 'holiday', holiday: { zh: '国庆节', en: 'National Day' }, termId: 1 });
  });

  it('refuses a reversed or overlong range', () => {
    expect(() => classifyDays('2025-02-01', '2025-01-01', [], [])).toThrow(RangeError);
    expect(() => classifyDays('2024-01-01', '2026-12-31', [], [])).toThrow(RangeError);
  });
});
