import { InstitutionType } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { homePath, safeRedirect } from './landing.ts';

describe('landing after login', () => {
  it('is the section home of the institution type', () => {
    expect(homePath({ orgType: InstitutionType.school, isGroup: false, schoolId: 5 })).toBe('/desktop/index?schoolId=5');
    expect(homePath({ orgType: InstitutionType.group, isGroup: true, schoolId: 2 })).toBe('/group/system?schoolId=2');
    expect(homePath({ orgType: InstitutionType.regulator, isGroup: false, schoolId: 1 })).toBe('/regulator/index');
    expect(homePath({ orgType: 0, isGroup: true, schoolId: 2 })).toBe('/group/system?schoolId=2');
  });

  it('follows a redirect only to a path of this site other than the login pages', () => {
    expect(safeRedirect('/garden/student/index?x=1')).toBe('/garden/student/index?x=1');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/login',
      '/login?redirect=/x',
      '/referer?temptoken=1',
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
});
