/** Mainland mobile: 11 digits, first 1, second 3–9 (overview §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** Keeps the first 3 and the digits after position 7: 138****5678. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
