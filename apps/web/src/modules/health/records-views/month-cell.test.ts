import { describe, expect, it } from 'vitest';
import { dayTone, slotMarks } from './month-cell.ts';

describe('month cells', () => {
  it('marks each slot as the workbook does, a missing check as a dot', () => {
    expect(
      slotMarks(['normal', 'fever', null])
        .map((m) => m.mark)
        .join(''),
    ).toBe('√▲·');
    expect(slotMarks(['absent-sick', 'abnormal', 'absent-other']).map((m) => m.key)).toEqual(['absent-sick', 'abnormal', 'absent-other']);
  });

  it('colours a day by its loudest check: fever, then abnormal, then absence, then normal', () => {
    expect(dayTone(['normal', 'abnormal', 'fever'])).toBe('alert');
    expect(dayTone(['normal', 'abnormal', null])).toBe('warn');
    expect(dayTone(['absent-sick', 'normal', null])).toBe('muted');
    expect(dayTone(['normal', null, null])).toBe('ok');
    expect(dayTone([null, null, null])).toBe('none');
  });
});
