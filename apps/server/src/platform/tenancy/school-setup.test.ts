import { describe, expect, it } from 'vitest';
import { termOf } from './school-setup.ts';

describe("a new school's current term", () => {
  it('is the autumn term from September to 20 January, named by the autumn year', () => {
    expect(termOf('2026-09-01')).toEqual({ schoolYear: 2026, termType: 1, startDate: '2026-09-01', endDate: '2027-01-20' });
    expect(termOf('2027-01-20')).toMatchObject({ schoolYear: 2026, termType: 1 });
  });

  it('is the spring term from 21 January to the end of August', () => {
    expect(termOf('2027-01-21')).toEqual({ schoolYear: 2026, termType: 2, startDate: '2027-01-21', endDate: '2027-08-31' });
    expect(termOf('2026-11-24')).toMatchObject({ schoolYear: 2026, termType: 1 });
    expect(termOf('2026-08-31')).toMatchObject({ schoolYear: 2025, termType: 2, endDate: '2026-08-31' });
  });
});
