import { describe, expect, it } from 'vitest';
import type { ExamItem } from './exams-api.ts';
import { defaultDay, outOfRange, rowValues } from './sheet-values.ts';

const height: ExamItem = {
  key: 'height',
  label: '身高',
  labelEn: 'Height',
  unit: 'cm',
  kind: 'number',
  min: 45,
  max: 150,
  decimals: 1,
  choices: [],
  growth: true,
};

describe('the record sheet’s values', () => {
  it('flags numbers outside the item’s range and leaves blanks alone', () => {
    expect(outOfRange(height, 151)).toBe(true);
    expect(outOfRange(height, '44.9')).toBe(true);
    expect(outOfRange(height, 'abc')).toBe(true);
    expect(outOfRange(height, 102.5)).toBe(false);
    expect(outOfRange(height, null)).toBe(false);
  });

  it('sends the typed values over the recorded ones for every plan item', () => {
    expect(rowValues(['height', 'weight', 'hearing'], { values: { height: 100, weight: 16 } }, { weight: null, hearing: 'pass' })).toEqual({
      height: 100,
      weight: null,
      hearing: 'pass',
    });
  });

  it('saves under today inside the plan’s period', () => {
    const plan = { startDay: '2026-03-01', endDay: '2026-03-31' };
    expect(defaultDay('2026-03-10', plan)).toBe('2026-03-10');
    expect(defaultDay('2026-11-25', plan)).toBe('2026-03-31');
    expect(defaultDay('2026-02-01', plan)).toBe('2026-03-01');
  });
});
