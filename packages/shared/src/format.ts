/**
 * Display formatting shared by web and server (domain §9): file sizes, timestamps and dates.
 * Name and phone masks live in validation/ (maskName, maskPhone): reuse those.
 */

const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Trims a fixed-point number: 1.50 → 1.5, 2.00 → 2. */
const trimFixed = (n: number, digits: number) => String(Number(n.toFixed(digits)));

/**
 * Bytes as KB, MB, GB or TB in steps of 1024, at most `digits` decimals:
 * 1536 → '1.5KB', 5 MiB → '5MB'. Sizes under 1 KB stay in KB (0.5KB); the units stop at TB.
 */
export function formatFileSize(bytes: number | string | null | undefined, digits = 2): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n <= 0) return `0${SIZE_UNITS[0]}`;
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${trimFixed(value, digits)}${SIZE_UNITS[unit]}`;
}

export type DateInput = Date | number | string | null | undefined;

/**
 * Milliseconds of a timestamp; ten-digit values are seconds (domain §9).
 * Numeric strings count as timestamps.
 */
export function toMillis(value: number | string): number {
  const n = Number(value);
  return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n;
}

const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/** A Date from a Date, a timestamp (s or ms) or a 'YYYY-MM-DD[ HH:mm[:ss]]' text (local time); null if unreadable. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' || /^-?\d+$/.test(value.trim())) {
    const d = new Date(toMillis(value));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = DATE_TEXT.exec(value.trim());
  if (m) {
    const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return date.getMonth() === Number(mo) - 1 ? date : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export type WeekdayLocale = 'zh' | 'en';

/** Weekday names from Sunday (Date#getDay order). */
const WEEKDAYS: Record<WeekdayLocale, { long: string[]; short: string[]; min: string[] }> = {
  zh: {
    long: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    short: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    min: ['日', '一', '二', '三', '四', '五', '六'],
  },
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    min: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  },
};

/** Weekday of a date: 'long' 星期一, 'short' 周一, 'min' 一. */
export function weekdayName(date: DateInput, style: 'long' | 'short' | 'min' = 'long', locale: WeekdayLocale = 'zh'): string {
  const d = toDate(date);
  return d ? WEEKDAYS[locale][style][d.getDay()] : '';
}

export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const TOKENS = /\[([^\]]*)]|YYYY|MM|DD|HH|mm|ss|SSS|dddd|ddd|dd|M|D|H|m|s/g;

/**
 * Formats a date, timestamp (ten digits = seconds) or date text. Tokens: YYYY MM M DD D HH H
 * mm m ss s SSS, weekdays dddd (星期一), ddd (周一), dd (一); [text] is literal.
 * Unreadable or empty input gives ''.
 */
export function formatDate(value: DateInput, pattern = DEFAULT_DATE_TIME_FORMAT, locale: WeekdayLocale = 'zh'): string {
  const d = toDate(value);
  if (!d) return '';
  const names = WEEKDAYS[locale];
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(d.getFullYear());
      case 'MM':
        return pad(d.getMonth() + 1);
      case 'M':
        return String(d.getMonth() + 1);
      case 'DD':
        return pad(d.getDate());
      case 'D':
        return String(d.getDate());
      case 'HH':
        return pad(d.getHours());
      case 'H':
        return String(d.getHours());
      case 'mm':
        return pad(d.getMinutes());
      case 'm':
        return String(d.getMinutes());
      case 'ss':
        return pad(d.getSeconds());
      case 's':
        return String(d.getSeconds());
      case 'SSS':
        return pad(d.getMilliseconds(), 3);
      case 'dddd':
        return names.long[d.getDay()];
      case 'ddd':
        return names.short[d.getDay()];
      default:
        return names.min[d.getDay()];
    }
  });
}

/** Shortcut for the day only: 'YYYY-MM-DD'. */
export const formatDay = (value: DateInput) => formatDate(value, DEFAULT_DATE_FORMAT);
