import { describe, expect, it } from 'vitest';
import { addDays, chinaDateTime, chinaDayStart, chinaDayStartOf, chinaDayTime, chinaSchoolYear, monthChina, todayChina } from './china.ts';

describe("China's time", () => {
  it('turns the day at 16:00 UTC, China midnight, whatever the runner’s zone', () => {
    expect(todayChina(new Date('2030-03-04T15:59:59Z'))).toBe('2030-03-04');
    expect(todayChina(new Date('2030-03-04T16:00:00Z'))).toBe('2030-03-05');
    expect(monthChina(new Date('2030-03-31T16:00:00Z'))).toBe('2030-04');
    expect(chinaDayTime(new Date('2030-03-04T23:45:00Z'))).toEqual({ day: '2030-03-05', time: '07:45' });
  });

  it("writes a moment on China's wall clock to the second, across the day's turn", () => {
    expect(chinaDateTime(new Date('2030-03-04T15:59:59.900Z'))).toBe('2030-03-04 23:59:59');
    expect(chinaDateTime(new Date('2030-03-04T16:00:00Z'))).toBe('2030-03-05 00:00:00');
  });

  it("starts China's day at its midnight, 16:00 UTC the day before", () => {
    expect(chinaDayStart(new Date('2030-03-05T03:00:00Z')).toISOString()).toBe('2030-03-04T16:00:00.000Z');
    expect(chinaDayStart(new Date('2030-03-04T16:00:00Z')).toISOString()).toBe('2030-03-04T16:00:00.000Z');
    expect(chinaDayStart(new Date('2030-03-04T15:59:59Z')).toISOString()).toBe('2030-03-03T16:00:00.000Z');
  });

  it("starts a named day at China's midnight, and steps calendar days across months and years", () => {
    expect(chinaDayStartOf('2030-03-05').toISOString()).toBe('2030-03-04T16:00:00.000Z');
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
  });

  it('counts a school year from 1 August in China', () => {
    expect(chinaSchoolYear(new Date('2030-07-31T15:59:59Z'))).toBe(2029);
    expect(chinaSchoolYear(new Date('2030-07-31T16:00:00Z'))).toBe(2030);
    expect(chinaSchoolYear(new Date('2031-01-10T00:00:00Z'))).toBe(2030);
  });
});
