/**
 * Mainland resident ID number (GB 11643): 6-digit region, 8-digit birth date,
 * 3-digit sequence, check digit over ISO 7064 MOD 11-2.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
/** First two digits of every province-level region code. */
const PROVINCE_PREFIXES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
]);

export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

export type IdCardProblem = 'length' | 'region' | 'birth' | 'future' | 'check';

/** Returns the first problem found, or null for a valid number. */
export function idCardProblem(value: string, today = new Date()): IdCardProblem | null {
  const v = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return 'length';
  if (!PROVINCE_PREFIXES.has(v.slice(0, 2))) return 'region';
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return 'birth';
  }
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return 'future';
  if (idCardCheckDigit(v.slice(0, 17)) !== v[17]) return 'check';
  return null;
}

export function isIdCard(value: unknown): value is string {
  return typeof value === 'string' && idCardProblem(value) === null;
}

/** Birth date (YYYY-MM-DD) and gender (1 male, 2 female) encoded in a valid number. */
export function idCardFacts(value: string): { birthday: string; gender: 1 | 2 } {
  return {
    birthday: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`,
    gender: Number(value[16]) % 2 === 1 ? 1 : 2,
  };
}

/** Characters 7–14 (the birth date) hidden, for card type 1 only (domain §3). */
export function maskIdCard(value: string | null | undefined, cardType: number | string = 1): string {
  if (!value) return '';
  if (Number(cardType) !== 1 || value.length < 14) return value;
  return `${value.slice(0, 6)}********${value.slice(14)}`;
}
