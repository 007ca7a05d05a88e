import { describe, expect, it } from 'vitest';
import { idCardCheckDigit, idCardFacts, idCardProblem, isIdCard, maskIdCard } from './id-card.ts';

const make = (first17: string) => first17 + idCardCheckDigit(first17);

describe('national ID number', () => {
  it('accepts a number with a correct check digit, including X', () => {
    expect(idCardProblem('11010519491231002X')).toBeNull();
    expect(isIdCard(make('35021220210315123'))).toBe(true);
  });
  it('rejects a wrong check digit', () => {
    const good = make('35021220210315123');
    const bad = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(idCardProblem(bad)).toBe('check');
  });
  it('rejects an unknown province prefix', () => {
    expect(idCardProblem(make('99021220210315123'))).toBe('region');
  });
  it('rejects a day that does not exist in the month', () => {
    expect(idCardProblem(make('35021220210230123'))).toBe('birth');
    expect(idCardProblem(make('35021220230229123'))).toBe('birth');
    expect(idCardProblem(make('35021220240229123'))).toBeNull();
  });
  it('rejects a birth date in the future', () => {
    expect(idCardProblem(make('35021220991231123'), new Date('2026-11-21'))).toBe('future');
  });
  it('rejects wrong length and letters', () => {
    expect(idCardProblem('3502122021')).toBe('length');
    expect(idCardProblem('35021220210315A234')).toBe('length');
  });
  it('reads birthday and gender', () => {
    expect(idCardFacts(make('35021220210315123'))).toEqual({ birthday: '2021-03-15', gender: 1 });
    expect(idCardFacts(make('35021220210315124'))).toEqual({ birthday: '2021-03-15', gender: 2 });
  });
  it('masks characters 7 to 14 for card type 1 only', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('E12345678', 2)).toBe('E12345678');
    expect(maskIdCard('')).toBe('');
  });
});
