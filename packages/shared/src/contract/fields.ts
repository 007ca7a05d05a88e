import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { idField } from '../validation/id.ts';
import { hasEmoji } from '../validation/text.ts';
import { isCleanText, stripInvisible } from './text-rule.ts';

/**
 * Field shapes every module's inputs are built from. Form bodies and query strings carry
 * strings, so numbers and flags are coerced here, once, the same way for every call.
 */

export { idField };

/**
 * Fields whose preprocessing gives an absent value its meaning (null, false), so a call may leave
 * them out. Zod parses them so already (a preprocess runs on an absent key), but types a
 * preprocess's input key as its inner schema's: required. `omittable` makes the type say what the
 * parser does; it changes nothing on the wire. The set lets a test find a field that was missed.
 */
export const OMITTABLE_FIELDS = new WeakSet<z.ZodType>();

/** A field a call may leave out: its input key is optional; parsing is unchanged. */
export const omittable = <T extends z.ZodType>(field: T): T & { _zod: { optin: 'optional' } } => {
  OMITTABLE_FIELDS.add(field);
  return field as T & { _zod: { optin: 'optional' } };
};

/** `z.preprocess` for a field whose preprocessing fills in an absent value: the key may be left out. */
export const filled = <U extends z.ZodType>(fill: (v: unknown) => unknown, schema: U) => omittable(z.preprocess(fill, schema));

/** pageNum from 1, pageSize 10 or 20 (default 20): domain §9. */
export const pagingShape = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 10 or 20')
    .default(DEFAULT_PAGE_SIZE),
};
export const pageInput = z.object(pagingShape);

/** A blank form value ('' or null) is no value. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Blank, null and 0 mean "no id": a numeric 0 shows as empty (domain §3). */
const noId = (v: unknown) => v === undefined || v === null || v === '' || v === 0 || v === '0';

/** An optional id (a filter, an optional reference): absent when blank or 0. */
export const optionalId = z.preprocess((v) => (noId(v) ? undefined : v), idField.optional());
/** An id that may be cleared: blank or 0 is null. */
export const nullableId = filled((v) => (noId(v) ? null : v), idField.nullable());

const CLEAN_TEXT = 'must not hold control, invisible or broken characters';

/** Search fields: the text rule strips invisible characters there (see text-rule.ts), it does not refuse them. */
export const STRIPPED_FIELDS = new WeakSet<z.ZodType>();

/** Optional search text: invisible characters pasted with it dropped, trimmed, blank is no filter. */
export const searchText = (max = 50) => {
  const field = z.preprocess((v) => {
    if (typeof v !== 'string') return blankToUndefined(v);
    const t = stripInvisible(v).trim();
    return t === '' ? undefined : t;
  }, z.string().max(max).refine(isCleanText, CLEAN_TEXT).optional());
  STRIPPED_FIELDS.add(field);
  return field;
};

/** Trimmed single-line text without emoji. */
export const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(isCleanText, CLEAN_TEXT)
    .refine((v) => !hasEmoji(v), 'emoji are not allowed');

/** Optional free text: blank or null clears it (stored as null). */
export const optionalText = (max: number) =>
  filled(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string()
      .trim()
      .max(max)
      .refine(isCleanText, CLEAN_TEXT)
      .refine((v) => !hasEmoji(v), 'emoji are not allowed')
      .nullable(),
  );

/** An optional number within bounds: blank means none. */
export const nullableInt = (min: number, max: number) =>
  filled((v) => (v === undefined || v === null || v === '' ? null : v), z.coerce.number().int().min(min).max(max).nullable());

/** A code from a small catalogue (1..max). */
export const codeValue = (max: number) => z.coerce.number().int().min(1).max(max);
export const optionalCode = (max: number) => z.preprocess(blankToUndefined, codeValue(max).optional());

/** A JSON array or object sent as one form field is parsed; anything unparsable fails the schema. */
export const jsonish = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** A list sent as a JSON array, a JSON string, a comma-joined string or repeated form keys. */
const listOf = (v: unknown) => {
  if (typeof v === 'number') return [v];
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return [];
  if (t.startsWith('[')) return jsonish(t);
  return t
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
};
const distinct = (a: unknown[]) => new Set(a).size === a.length;

/** Between `min` and `max` distinct ids. */
export const idList = (min: number, max: number) =>
  z.preprocess(listOf, z.array(idField).min(min).max(max).refine(distinct, 'ids must not repeat'));
/** Between `min` and `max` distinct whole numbers in lo..hi. */
export const intList = (min: number, max: number, lo: number, hi: number) =>
  z.preprocess(listOf, z.array(z.coerce.number().int().min(lo).max(hi)).min(min).max(max).refine(distinct, 'values must not repeat'));

const isCalendarDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
};
/** A calendar date 'YYYY-MM-DD'. */
export const dateValue = z.string().trim().refine(isCalendarDate, 'expected a valid date YYYY-MM-DD');
export const nullableDate = filled((v) => (v === undefined || v === null || v === '' ? null : v), dateValue.nullable());

/** 'HH:mm' on a 24-hour clock. */
export const timeValue = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');

/** 'true'/'1' and 'false'/'0' from forms, real booleans from JSON; absent is false. */
export const flagValue = filled((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '' || v === undefined || v === null) return false;
  return v;
}, z.boolean());
