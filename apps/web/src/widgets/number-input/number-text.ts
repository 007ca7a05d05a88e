/**
 * Number input rules (domain §5): digits with an optional decimal point; decimalPlaces 0 means
 * integers only, otherwise at most that many decimals; no decimalPlaces means any.
 */
export function numberPattern(decimalPlaces?: number): RegExp {
  if (decimalPlaces === 0) return /^\d*$/;
  if (decimalPlaces === undefined || decimalPlaces < 0) return /^\d*(\.\d*)?$/;
  return new RegExp(`^\\d*(\\.\\d{0,${Math.floor(decimalPlaces)}})?$`);
}

export const acceptsNumberText = (text: string, decimalPlaces?: number) => numberPattern(decimalPlaces).test(text);

/** The value of a typed text: a number, or undefined when blank (or a lone '.'). */
export function numberFromText(text: string): number | undefined {
  if (text === '' || text === '.') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** The token a format string marks the input's place with: '每天{}次' → ['每天', '次']. */
export const FORMAT_PLACEHOLDER = '{}';

export function splitFormat(format?: string): [string, string] {
  if (!format) return ['', ''];
  const at = format.indexOf(FORMAT_PLACEHOLDER);
  if (at < 0) return [format, ''];
  return [format.slice(0, at), format.slice(at + FORMAT_PLACEHOLDER.length)];
}

/** Text shown for an outside value; keeps the typed text while it means the same number. */
export function textForValue(value: number | string | null | undefined, typed: string): string {
  if (value === null || value === undefined || value === '') return numberFromText(typed) === undefined ? typed : '';
  if (numberFromText(typed) === Number(value)) return typed;
  return String(value);
}
