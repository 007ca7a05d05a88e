import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatFileSize, toDate, toMillis, weekdayName } from './format.ts';

describe('file size', () => {
  it('steps through KB, MB, GB and TB by 1024', () => {
    expect(formatFileSize(1024)).toBe('1KB');
    expect(formatFileSize(1536)).toBe('1.5KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2TB');
  });
  it('stays in TB beyond it and in KB below 1 KB', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048TB');
    expect(formatFileSize(512)).toBe('0.5KB');
  });
  it('rounds to the requested decimals and reads numeric strings', () => {
    expect(formatFileSize(1234567, 1)).toBe('1.2MB');
    expect(formatFileSize('2048')).toBe('2KB');
  });
  it('shows 0KB for nothing, negative or unreadable sizes', () => {
    expect(formatFileSize(0)).toBe('0KB');
    expect(formatFileSize(-5)).toBe('0KB');
    expect(formatFileSize(undefined)).toBe('0KB');
    expect(formatFileSize('abc')).toBe('0KB');
  });
});

describe('timestamps', () => {
  const local = new Date(2024, 2, 4, 8, 5, 9); // Monday 4 March 2024, local time
  const ms = local.getTime();
  const seconds = Math.floor(ms / 1000);

  it('treats ten-digit timestamps as seconds and longer ones as milliseconds', () => {
    expect(toMillis(seconds)).toBe(seconds * 1000);
    expect(toMillis(String(seconds))).toBe(seconds * 1000);
    expect(toMillis(ms)).toBe(ms);
  });
  it('formats with the default pattern YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate(ms)).toBe('2024-03-04 08:05:09');
    expect(formatDate(seconds)).toBe('2024-03-04 08:05:09');
    expect(formatDate(String(ms))).toBe('2024-03-04 08:05:09');
    expect(formatDate(local)).toBe('2024-03-04 08:05:09');
  });
  it('writes Chinese weekday characters', () => {
    expect(formatDate(ms, 'YYYY年M月D日 dddd')).toBe('2024年3月4日 星期一');
    expect(formatDate(ms, 'MM-DD ddd')).toBe('03-04 周一');
    expect(formatDate(ms, '[星期]dd')).toBe('星期一');
    expect(weekdayName(new Date(2024, 2, 10))).toBe('星期日');
    expect(weekdayName(ms, 'short')).toBe('周一');
  });
  it('writes English weekdays on request', () => {
    expect(formatDate(ms, 'ddd, YYYY-MM-DD', 'en')).toBe('Mon, 2024-03-04');
    expect(weekdayName(ms, 'long', 'en')).toBe('Monday');
  });
  it('reads date texts as local time and formats the day only', () => {
    expect(formatDay('2024-03-04 23:59:59')).toBe('2024-03-04');
    expect(formatDate('2024/3/4 7:08', 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-04 07:08:00');
    expect(formatDate('2024-03-04', 'H:m:s SSS')).toBe('0:0:0 000');
  });
  it('gives an empty text for empty or impossible dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(toDate('2023-02-30')).toBeNull();
    expect(formatDate(new Date('x'))).toBe('');
  });
});
