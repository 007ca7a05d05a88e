import { describe, expect, it } from 'vitest';
import { findChild, keyAction, nextUnchecked, parseTemperature, progressOf, resultFor, shortcutKey, slotAt } from './entry-logic.ts';

const slots = [
  { slot: 1, enabled: true, starts: '07:00', ends: '09:30' },
  { slot: 2, enabled: false, starts: '11:30', ends: '13:00' },
  { slot: 3, enabled: true, starts: '14:30', ends: '17:30' },
];
const kid = (result: string | null, name = 'x', studentNo: string | null = null) => ({ result, name, studentNo }) as never;

describe('the entry screen', () => {
  it('opens on the slot whose window is now, else the next, else the last; never a disabled one', () => {
    expect(slotAt(slots, '08:15')).toBe(1);
    expect(slotAt(slots, '06:00')).toBe(1);
    expect(slotAt(slots, '12:00')).toBe(3);
    expect(slotAt(slots, '20:00')).toBe(3);
    expect(slotAt([], '08:00')).toBeUndefined();
  });

  it('N or Space is normal in one stroke; arrows move by one or by a row; S and O are absences', () => {
    expect(keyAction('n')).toEqual({ kind: 'normal' });
    expect(keyAction(' ')).toEqual({ kind: 'normal' });
    expect(keyAction('ArrowDown', 4)).toEqual({ kind: 'move', by: 4 });
    expect(keyAction('ArrowLeft')).toEqual({ kind: 'move', by: -1 });
    expect(keyAction('s')).toEqual({ kind: 'absent-sick' });
    expect(keyAction('O')).toEqual({ kind: 'absent-other' });
    expect(keyAction('x')).toBeNull();
  });

  it('goes on to the next child without a check, wrapping round, and knows when all are done', () => {
    const list = [kid('normal'), kid(null), kid('abnormal'), kid(null)];
    expect(nextUnchecked(list, 0)).toBe(1);
    expect(nextUnchecked(list, 1)).toBe(3);
    expect(nextUnchecked(list, 3)).toBe(1);
    expect(nextUnchecked([kid('normal')], 0)).toBe(-1);
    expect(progressOf(list)).toEqual({ done: 2, roster: 4, percent: 50 });
  });

  it('reads a typed temperature with or without the point and refuses the impossible', () => {
    expect(parseTemperature('36.8')).toBe(36.8);
    expect(parseTemperature('375')).toBe(37.5);
    expect(parseTemperature(' ')).toBeNull();
    expect(parseTemperature('36.85')).toBe('invalid');
    expect(parseTemperature('50')).toBe('invalid');
    expect(parseTemperature('abc')).toBe('invalid');
    expect(resultFor(37.3, [])).toBe('abnormal');
    expect(resultFor(37.2, [])).toBe('normal');
    expect(resultFor(null, [{}])).toBe('abnormal');
  });

  it('jumps to the child a scanned number names, or the only child whose name matches', () => {
    const list = [kid(null, '王小明', 'S1001'), kid(null, '李小红', 'S1002'), kid(null, '王小红', null)];
    expect(findChild(list, 's1002')).toBe(1);
    expect(findChild(list, '李')).toBe(1);
    expect(findChild(list, '王')).toBe(-1);
    expect(findChild(list, '')).toBe(-1);
  });

  it('a key in a text field is typing unless Alt is held; with Alt the physical key counts; Ctrl and Meta are the browser’s', () => {
    const press = (key: string, code: string, patch: Partial<Parameters<typeof shortcutKey>[0]> = {}) =>
      shortcutKey({ key, code, altKey: false, ctrlKey: false, metaKey: false, typing: false, ...patch });
    expect(press('n', 'KeyN')).toBe('n');
    for (const [key, code] of [
      ['n', 'KeyN'],
      ['3', 'Digit3'],
      ['.', 'Period'],
      ['S', 'KeyS'],
      [' ', 'Space'],
    ])
      expect(press(key, code, { typing: true })).toBeNull();
    expect(press('ñ', 'KeyN', { typing: true, altKey: true })).toBe('n');
    expect(press('ß', 'KeyS', { altKey: true })).toBe('s');
    expect(press('3', 'Digit3', { typing: true, altKey: true })).toBeNull();
    expect(press('n', 'KeyN', { ctrlKey: true })).toBeNull();
    expect(press('n', 'KeyN', { metaKey: true, altKey: true })).toBeNull();
  });
});
