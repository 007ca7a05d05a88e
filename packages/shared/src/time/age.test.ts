import { describe, expect, it } from 'vitest';
import { ageInMonths } from './age.ts';

describe('age in whole months', () => {
  it('counts a month only once its day is reached', () => {
    expect(ageInMonths('2027-03-15', '2030-03-14')).toBe(35);
    expect(ageInMonths('2027-03-15', '2030-03-15')).toBe(36);
    expect(ageInMonths('2027-01-31', '2027-02-28')).toBe(0);
  });

  it('has no age without a birthday, and none below zero', () => {
    expect(ageInMonths(null, '2030-03-15')).toBeNull();
    expect(ageInMonths('2030-04-01', '2030-03-15')).toBe(0);
  });

  it('reads a day written without leading zeros as the padded one', () => {
    expect(ageInMonths('2027-3-5', '2030-03-04')).toBe(ageInMonths('2027-03-05', '2030-03-04'));
    expect(ageInMonths('2027-03-05', '2030-3-5')).toBe(36);
  });
});
