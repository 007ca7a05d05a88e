import { z } from 'zod';
import { hasEmoji } from '../../validation/text.ts';
import { blankToUndefined, idField } from './paging.ts';

/** Field shapes shared by places, courses and class brand content (helper G3). */

/** Trimmed single-line text without emoji. */
export const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !hasEmoji(v), 'emoji are not allowed');

/** Optional free text: blank or null clears it (stored as null). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string()
      .trim()
      .max(max)
      .refine((v) => !hasEmoji(v), 'emoji are not allowed')
      .nullable(),
  );

/** An optional id: blank, null, 0 and '0' mean none (a numeric 0 shows as empty, domain §3). */
export const nullableId = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === 0 || v === '0' ? null : v),
  idField.nullable(),
);

/** An optional number within bounds: blank means none. */
export const nullableInt = (min: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? null : v), z.coerce.number().int().min(min).max(max).nullable());

/** A code from a small catalogue (1..max). */
export const codeValue = (max: number) => z.coerce.number().int().min(1).max(max);
export const optionalCode = (max: number) => z.preprocess(blankToUndefined, codeValue(max).optional());

/** A list sent as a JSON array, a JSON string, a comma-joined string or repeated form keys. */
const listOf = (v: unknown) => {
  if (typeof v === 'number') return [v];
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return [];
  if (t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return t
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
};
export const idList = (min: number, max: number) =>
  z.preprocess(
    listOf,
    z
      .array(idField)
      .min(min)
      .max(max)
      .refine((a) => new Set(a).size === a.length, 'ids must not repeat'),
  );
export const intList = (min: number, max: number, lo: number, hi: number) =>
  z.preprocess(
    listOf,
    z
      .array(z.coerce.number().int().min(lo).max(hi))
      .min(min)
      .max(max)
      .refine((a) => new Set(a).size === a.length, 'values must not repeat'),
  );

const isCalendarDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
};
/** A calendar date 'YYYY-MM-DD'. */
export const dateValue = z.string().trim().refine(isCalendarDate, 'expected a valid date YYYY-MM-DD');
export const nullableDate = z.preprocess((v) => (v === undefined || v === null || v === '' ? null : v), dateValue.nullable());

/** 'HH:mm' on a 24-hour clock. */
export const timeValue = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');

/** 'true'/'1' and 'false'/'0' from forms, real booleans from JSON. */
export const flagValue = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '' || v === undefined || v === null) return false;
  return v;
}, z.boolean());
