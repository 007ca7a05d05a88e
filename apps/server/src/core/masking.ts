import { maskIdCard, maskPhone, PLATFORM_CODES } from '@kg/shared';
import type { SessionInfo } from './context.ts';

/**
 * How a response exposes the phones and ID numbers it carries. The one rule of the API:
 * - 'masked': lists, pickers, a record's ordinary view and the echo of an action: masked for everyone;
 * - 'revealed': the record's explicit reveal (detail `reveal=true`) and exports: in full, but only for a
 *   holder of sensitive-id-card-view in a session that may act (a read-only visit never reveals);
 * - 'own': the caller's own profile: in full (they typed it and it is theirs).
 * Phones keep the first 3 and last 4 digits; resident ID numbers hide characters 7–14 (spec §9).
 */
export type Exposure = 'masked' | 'revealed' | 'own';

/** Whether this session may ask for full phones and ID numbers at all (the web's show/hide toggle). */
export function mayReveal(s: Pick<SessionInfo, 'permissions' | 'readOnly'>): boolean {
  return !s.readOnly && s.permissions.has(PLATFORM_CODES.idCardReveal);
}

export interface Masker {
  /** Values leave in full. */
  readonly full: boolean;
  phone(value: string | null | undefined): string;
  idCard(value: string | null | undefined, cardType?: number | string | null): string;
}

/** The masker of one response: decided once from the session and the exposure, applied to every value. */
export function masker(s: Pick<SessionInfo, 'permissions' | 'readOnly'>, exposure: Exposure): Masker {
  const full = exposure === 'own' || (exposure === 'revealed' && mayReveal(s));
  return {
    full,
    phone: (v) => (full ? (v ?? '') : maskPhone(v)),
    idCard: (v, cardType) => (full ? (v ?? '') : maskIdCard(v, cardType ?? 1)),
  };
}

/** The masker of responses that mask whoever asks: lists, pickers, echoes of an action. */
export const MASKED: Masker = masker({ permissions: new Set(), readOnly: true }, 'masked');

/** A copy of `row` with its named phone fields passed through `m`. */
export function maskRecord<T extends object>(row: T, m: Masker, fields: { phones: readonly (keyof T)[] }): T {
  const out = { ...row } as Record<keyof T, unknown>;
  for (const f of fields.phones) out[f] = m.phone(out[f] as string | null | undefined);
  return out as T;
}

/**
 * The LIKE pattern of a phone search (digits). Matching any part would let a caller who is
 * shown masked numbers recover the hidden digits one query at a time, so only a holder of the
 * reveal code searches by any part; others match the last digits (up to the 4 they are shown)
 * or a whole number.
 */
export function phoneSearchPattern(s: Pick<SessionInfo, 'permissions' | 'readOnly'>, digits: string): string {
  const term = digits.replace(/[\\%_]/g, '\\$&');
  if (mayReveal(s)) return `%${term}%`;
  return term.length <= 4 ? `%${term}` : term;
}

/** A bank or settlement account: everything but the last four characters hidden (recognised, never read off). */
export function maskAccountNo(v: string | null | undefined): string | null {
  return v ? `${'*'.repeat(Math.max(0, v.length - 4))}${v.slice(-4)}` : null;
}

/**
 * What the product masks, by column name, for records kept column by column (the audit trail's
 * before/after): phones, ID numbers and bank accounts, as every list and detail answers them.
 * Secrets (passwords, tokens, API keys) never reach such a record: the trail's trigger writes
 * '******' for them (0006_audit.sql, kg_audit_mask).
 */
const MASKED_COLUMNS: { test: RegExp; mask: (v: string) => string | null }[] = [
  { test: /(^|_)(phone|mobile)$/, mask: (v) => maskPhone(v) },
  { test: /(^|_)id_card_no$/, mask: (v) => maskIdCard(v) },
  { test: /(^|_)(settlement_account|bank_account|account_no)$/, mask: maskAccountNo },
];

/** A copy of a column → value record with every masked column's text masked. */
export function maskColumns(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return record;
  const out: Record<string, unknown> = { ...record };
  for (const [k, v] of Object.entries(out)) {
    const rule = typeof v === 'string' ? MASKED_COLUMNS.find((r) => r.test.test(k)) : undefined;
    if (rule) out[k] = rule.mask(v as string);
  }
  return out;
}
