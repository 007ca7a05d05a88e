import type { OptionItem } from '@kg/shared';
import { todayChina } from '@kg/shared/time/china';
import { fieldError } from '../../../core/errors.ts';

/**
 * Checks shared by the staff profile calls: their inputs (shared staff-profile.ts) check only
 * the broad type; these give each field a message a person can act on, in zh and en.
 * Convention of the update calls: an absent field is left as it is, null or '' clears it.
 */

export type Loose = number | string | null | undefined;

const isBlank = (v: Loose) => v === null || (typeof v === 'string' && v.trim() === '');

/** A catalogue code: undefined (absent), null (cleared) or one of `items`' values. */
export function codeOf(field: string, v: Loose, items: OptionItem[], zh: string, en: string): number | null | undefined {
  if (v === undefined) return undefined;
  if (isBlank(v)) return null;
  const n = Number(v);
  if (!Number.isInteger(n) || !items.some((i) => i.value === n)) {
    throw fieldError(
      field,
      `${zh}，可选值：${items.map((i) => `${i.value} ${i.label}`).join('、')}`,
      `${en}; allowed: ${items.map((i) => i.value).join(', ')}`,
    );
  }
  return n;
}

/** Free text up to `max` characters (trimmed); blank clears it. */
export function textOf(field: string, v: string | null | undefined, max: number): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v.trim() === '') return null;
  const t = v.trim();
  if (Array.from(t).length > max) throw fieldError(field, `不能超过 ${max} 个字符`, `at most ${max} characters`);
  return t;
}

/** A YYYY-MM-DD calendar date from 1900 on, optionally not after today; blank clears it. */
export function dateOf(field: string, v: string | null | undefined, opts: { notFuture?: boolean; now: Date }): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v.trim() === '') return null;
  const t = v.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3]) || Number(m[1]) < 1900) {
    throw fieldError(field, '日期格式应为 YYYY-MM-DD 且为有效日期', 'expected a valid date as YYYY-MM-DD');
  }
  if (opts.notFuture && t > todayChina(opts.now)) throw fieldError(field, '不能晚于今天', 'cannot be later than today');
  return t;
}
