import { describe, expect, it } from 'vitest';
import { isPhone, maskPhone } from './phone.ts';
import { hasEmoji, isAlphanumeric, isExternalLink, isNumberText, isStrongPassword, isSymbolFree, maskName } from './text.ts';

describe('phone', () => {
  it('accepts 11 digits starting 1 with second digit 3 to 9', () => {
    expect(isPhone('13812345678')).toBe(true);
    expect(isPhone('19912345678')).toBe(true);
  });
  it('rejects a second digit of 0 to 2, wrong length and non-digits', () => {
    expect(isPhone('12812345678')).toBe(false);
    expect(isPhone('1381234567')).toBe(false);
    expect(isPhone('138123456789')).toBe(false);
    expect(isPhone('1381234567a')).toBe(false);
  });
  it('masks the middle four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});

describe('text checks', () => {
  it('masks names by length', () => {
    expect(maskName('张')).toBe('张');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
  });
  it('checks numbers, symbols, alphanumerics, emoji, links and passwords', () => {
    expect(isNumberText('12.5')).toBe(true);
    expect(isNumberText('-3')).toBe(true);
    expect(isNumberText('1.')).toBe(false);
    expect(isSymbolFree('小一班A1')).toBe(true);
    expect(isSymbolFree('小一班!')).toBe(false);
    expect(isAlphanumeric('abc123')).toBe(true);
    expect(isAlphanumeric('abc-123')).toBe(false);
    expect(hasEmoji('好😀')).toBe(true);
    expect(hasEmoji('好')).toBe(false);
    expect(isExternalLink('https://a.b')).toBe(true);
    expect(isExternalLink('tel:123')).toBe(true);
    expect(isExternalLink('ftp://a')).toBe(false);
    expect(isStrongPassword('Kg@123456')).toBe(true);
    expect(isStrongPassword('12345678')).toBe(false);
  });
});
