import { describe, expect, it } from 'vitest';
import { codesOf } from '../../contract/access.ts';
import { PAGE_CODES } from '../../permissions.ts';
import { HEALTH_PAGE_CODES, studentEndpoints } from './children-endpoints.ts';

describe('child endpoints', () => {
  it('let the health pages read a child’s health facts by their page codes', () => {
    expect(HEALTH_PAGE_CODES).toEqual([PAGE_CODES.health, PAGE_CODES.healthCare]);
    expect(codesOf(studentEndpoints.health.access)).toEqual(expect.arrayContaining([PAGE_CODES.health, PAGE_CODES.healthCare]));
  });
});
