import { describe, expect, it } from 'vitest';
import { codesOf } from '../../../contract/access.ts';
import { PAGE_CODES } from '../../../permissions.ts';
import { CHILD_HEALTH_CODES, childHealthEndpoints } from './child-health.ts';

describe("a child's health facts", () => {
  it('are read by the child record and the health pages, by their page codes', () => {
    expect(CHILD_HEALTH_CODES).toEqual([PAGE_CODES.student, PAGE_CODES.health, PAGE_CODES.healthCare]);
    expect(codesOf(childHealthEndpoints.health.access)).toEqual([...CHILD_HEALTH_CODES]);
  });
});
