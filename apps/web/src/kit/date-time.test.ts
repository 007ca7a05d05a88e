import { describe, expect, it } from 'vitest';
import { dateTime } from './date-time.ts';

// web tests run in New York's zone (test/setup.ts): a browser outside China must still read China's clock
describe('dateTime: a moment on China’s clock, wherever the browser is', () => {
  it('runs behind UTC, so a browser-zone slip of a time or a day shows', () => {
    expect(new Date('2030-03-04T16:00:00Z').getTimezoneOffset()).toBe(300);
  });

  it('shows an instant from the server (ISO with Z or an offset, or a Date) in China time', () => {
    expect(dateTime('2030-03-04T16:05:09.000Z')).toBe('2030-03-05 00:05:09');
    expect(dateTime('2030-03-04T16:05:09Z', 'minute')).toBe('2030-03-05 00:05');
    expect(dateTime('2030-03-05 00:05:09+08')).toBe('2030-03-05 00:05:09');
    expect(dateTime('2030-03-04 16:05:09.123456+00')).toBe('2030-03-05 00:05:09');
    expect(dateTime('2030-03-04T11:05:09-05:00')).toBe('2030-03-05 00:05:09');
    expect(dateTime(new Date('2030-03-04T16:05:09Z'))).toBe('2030-03-05 00:05:09');
  });

  it('takes a time without a zone as China’s wall clock already, unshifted', () => {
    expect(dateTime('2030-03-05 00:05:09')).toBe('2030-03-05 00:05:09');
    expect(dateTime('2030-03-05T23:59')).toBe('2030-03-05 23:59:00');
    expect(dateTime('2030-03-05 23:59:30', 'minute')).toBe('2030-03-05 23:59');
  });

  it('keeps a date-only value on its day', () => {
    expect(dateTime('2030-03-05')).toBe('2030-03-05 00:00:00');
    expect(dateTime('2030-01-01', 'minute')).toBe('2030-01-01 00:00');
  });

  it('is blank when absent and echoes what it cannot read', () => {
    expect([dateTime(null), dateTime(undefined), dateTime('')]).toEqual(['', '', '']);
    expect(dateTime('soon')).toBe('soon');
  });
});
