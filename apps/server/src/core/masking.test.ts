import { PLATFORM_CODES } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { MASKED, masker, maskRecord, mayReveal, phoneSearchPattern } from './masking.ts';

const holder = { permissions: new Set([PLATFORM_CODES.idCardReveal]), readOnly: false };
const teacher = { permissions: new Set(['student-manage', 'student-manage-update']), readOnly: false };
const PHONE = '13567305377';
const ID = '350203202310104266';

describe('masker', () => {
  it('masks phones to the first 3 and last 4 digits and resident ID numbers in characters 7–14', () => {
    const m = masker(teacher, 'revealed');
    expect(m.full).toBe(false);
    expect(m.phone(PHONE)).toBe('135****5377');
    expect(m.idCard(ID, 1)).toBe('350203********4266');
    expect(m.idCard('E12345678', 3)).toBe('E12345678'); // only card type 1 is masked (spec §3)
    expect(m.phone(null)).toBe('');
  });

  it('shows full values only on a reveal by a holder of the code, or on the own record', () => {
    expect(masker(holder, 'revealed').phone(PHONE)).toBe(PHONE);
    expect(masker(holder, 'revealed').idCard(ID)).toBe(ID);
    expect(masker(holder, 'masked').idCard(ID)).toBe('350203********4266');
    expect(masker(teacher, 'own').phone(PHONE)).toBe(PHONE);
    expect(MASKED.phone(PHONE)).toBe('135****5377');
  });

  it('never reveals in a read-only visit, whatever codes it carries', () => {
    const visit = { ...holder, readOnly: true };
    expect(mayReveal(visit)).toBe(false);
    expect(masker(visit, 'revealed').phone(PHONE)).toBe('135****5377');
  });

  it('masks the named phone fields of a record and leaves the rest', () => {
    expect(maskRecord({ id: 7, mobile: PHONE, name: 'x' }, MASKED, { phones: ['mobile'] })).toEqual({
      id: 7,
      mobile: '135****5377',
      name: 'x',
    });
  });

  it('lets only a holder search phones by any part; others by the last 4 digits or the whole number', () => {
    expect(phoneSearchPattern(holder, '6730')).toBe('%6730%');
    expect(phoneSearchPattern(teacher, '5377')).toBe('%5377');
    expect(phoneSearchPattern(teacher, '1356730')).toBe('1356730');
    expect(phoneSearchPattern(teacher, PHONE)).toBe(PHONE);
  });
});
