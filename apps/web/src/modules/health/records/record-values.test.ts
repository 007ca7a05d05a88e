import { describe, expect, it } from 'vitest';
import { blankToNull, firstRepeat, topBars } from './record-values.ts';

describe('record values', () => {
  it('finds the first item repeating an earlier key, ignoring blanks and spaces', () => {
    expect(firstRepeat([{ k: 1 }, { k: 2 }, { k: 1 }], (x) => x.k)).toBe(2);
    expect(firstRepeat([{ k: '哮喘' }, undefined, { k: '' }, { k: ' 哮喘 ' }], (x) => x.k)).toBe(3);
    expect(firstRepeat([{ k: '' }, { k: '' }, { k: 3 }], (x) => x.k)).toBe(-1);
  });

  it('keeps the largest bars and sums the rest into one', () => {
    const rows = [
      { n: 'a', count: 1 },
      { n: 'b', count: 5 },
      { n: 'c', count: 0 },
      { n: 'd', count: 3 },
      { n: 'e', count: 2 },
    ];
    expect(topBars(rows, 2, (r) => r.n, '其他').map((b) => [b.name, b.value])).toEqual([
      ['b', 5],
      ['d', 3],
      ['其他', 3],
    ]);
    expect(topBars(rows, 9, (r) => r.n, '其他').map((b) => b.name)).toEqual(['b', 'd', 'e', 'a']);
  });

  it('sends blank text as null and trims the rest', () => {
    expect([blankToNull('  '), blankToNull(undefined), blankToNull(' 皮疹 ')]).toEqual([null, null, '皮疹']);
  });
});
