import { describe, expect, it } from 'vitest';
import { stateOf } from './register-data.ts';

describe("a child's state in the register", () => {
  it('tells late apart from present, and keeps sick and personal as they are', () => {
    expect(stateOf('present', null, false)).toBe('present');
    expect(stateOf('present', 7, true)).toBe('late');
    expect(stateOf('sick', null, true)).toBe('sick');
    expect(stateOf('personal', null, false)).toBe('personal');
  });

  it('shows a child not in yet as not arrived while the arrival window is open, absent once it closed', () => {
    // no day row yet (nothing arrived today) or an absent one
    expect(stateOf(null, null, true)).toBe('pending');
    expect(stateOf('absent', null, true)).toBe('pending');
    expect(stateOf(null, null, false)).toBe('absent');
    expect(stateOf('absent', null, false)).toBe('absent');
  });
});
