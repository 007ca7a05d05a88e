import { describe, expect, it } from 'vitest';
import { def, joinErrors, moduleErrors } from './error-def.ts';

describe('module error catalogues', () => {
  it('refuses an error code outside the module prefixes', () => {
    expect(() => moduleErrors('health', ['health-'], { 'garden-0001': def(400, '重复', 'Duplicate') })).toThrow(/outside its prefixes/);
  });

  it('refuses a code two modules declare', () => {
    const a = moduleErrors('a', ['x-'], { 'x-0001': def(400, '甲', 'A') });
    const b = moduleErrors('b', ['x-'], { 'x-0001': def(400, '乙', 'B') });
    expect(() => joinErrors(a, b)).toThrow(/x-0001 is declared twice/);
  });

  it('joins distinct catalogues into one', () => {
    const joined = joinErrors(
      moduleErrors('a', ['a-'], { 'a-0001': def(400, '甲', 'A') }),
      moduleErrors('b', ['b-'], { 'b-0001': def(404, '乙', 'B') }),
    );
    expect(Object.keys(joined)).toEqual(['a-0001', 'b-0001']);
    expect(joined['b-0001'].status).toBe(404);
  });
});
