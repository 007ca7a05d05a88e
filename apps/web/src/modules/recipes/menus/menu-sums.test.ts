import { describe, expect, it } from 'vitest';
import { percentOf, sumDishes, targetsOf } from './menu-sums.ts';

const amounts = (energy: number, unknownA = 0) => ({
  energyKCal: { value: energy, unknown: 0 },
  protein: { value: 1.1, unknown: 0 },
  fat: { value: 0, unknown: 0 },
  CHO: { value: 0, unknown: 0 },
  Ca: { value: 0, unknown: 0 },
  Fe: { value: 0, unknown: 0 },
  Zn: { value: 0, unknown: 0 },
  vitaminA: { value: 10, unknown: unknownA },
  vitaminC: { value: 0, unknown: 0 },
});

describe('the editor’s live sums', () => {
  it('adds known values and counts unknown ingredients apart', () => {
    const s = sumDishes([{ nutrients: amounts(173) }, { nutrients: amounts(64.6, 1) }, { nutrients: amounts(0.1, 2) }]);
    expect(s.energyKCal).toEqual({ value: 237.7, unknown: 0 });
    expect(s.protein.value).toBe(3.3);
    expect(s.vitaminA).toEqual({ value: 30, unknown: 3 });
  });

  it('scales the reference by the care share and rates a value against it', () => {
    const t = targetsOf([
      { key: 'energyKCal', value: 1300 },
      { key: 'protein', value: 30 },
      { key: 'careShare', value: 80 },
      { key: 'fatShareMin', value: 20 },
    ]);
    expect(t).toEqual({ energyKCal: 1040, protein: 24 });
    expect(percentOf(520, t.energyKCal)).toBe(50);
    expect(percentOf(5, undefined)).toBeNull();
  });
});
