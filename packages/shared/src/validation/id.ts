import { z } from 'zod';

const DIGITS = /^[1-9][0-9]{0,15}$/;

/**
 * A record id: a positive safe integer, sent as a JSON number or (form bodies, query strings)
 * as its decimal digits. Nothing looser: `true`, `[1]`, `'0x1'`, `'1e0'`, `' 1'` and `1.5` are
 * refused with the field named, so junk on a delete call never lands on a real record.
 */
export const idField = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : DIGITS.test(v) ? Number(v) : Number.NaN;
  if (Number.isSafeInteger(n) && n > 0) return n;
  ctx.addIssue({ code: 'custom', message: 'must be a positive whole-number id' });
  return z.NEVER;
});
