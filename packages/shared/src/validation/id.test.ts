import { describe, expect, it } from 'vitest';
import { idField } from './id.ts';

describe('idField', () => {
  it('takes a positive whole number, as a JSON number or as form digits', () => {
    expect(idField.parse(7)).toBe(7);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything looser: booleans, lists, hex, exponents, padding, fractions, zero, negatives, unsafe sizes', () => {
    for (const junk of [true, [1], '0x1', '1e0', ' 1', '01', 1.5, '1.0', 0, '0', -3, '', null, {}, 2 ** 53, '9007199254740993']) {
      expect(idField.safeParse(junk).success, JSON.stringify(junk)).toBe(false);
    }
  });
});
