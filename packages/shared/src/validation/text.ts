/** Name masking (domain §5): 张 → 张, 张三 → 张*, 欧阳娜娜 → 欧**娜. */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name);
  if (chars.length === 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

/** Non-negative decimal or a negative number. */
export const isNumberText = (v: string) => /^(\d+(\.\d+)?|-\d+(\.\d+)?)$/.test(v);
/** Only digits, letters and Chinese characters. */
export const isSymbolFree = (v: string) => /^[0-9A-Za-z\u4e00-\u9fa5]*$/.test(v);
export const isAlphanumeric = (v: string) => /^[0-9A-Za-z]*$/.test(v);
export const hasEmoji = (v: string) => /\p{Extended_Pictographic}/u.test(v);
export const isExternalLink = (v: string) => /^(https?:|mailto:|tel:)/i.test(v);

/** 8–20 characters with at least one letter and one digit. */
export const isStrongPassword = (v: string) => v.length >= 8 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v);
