import { InstitutionType } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { rememberRedirectOwner } from '../../../session/redirect-owner.ts';
import { homePath, landingPath, safeRedirect } from './landing.ts';

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
      '/\t/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      ' /x',
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it("lands on the signed-in person's home, not on the page another account logged out from", () => {
    const b = { orgType: InstitutionType.school, isGroup: false, schoolId: 7, accountId: 2 };
    rememberRedirectOwner(1, '/garden/student/index');
    expect(landingPath(b, '/garden/student/index')).toBe('/desktop/index?schoolId=7');
    rememberRedirectOwner(2, '/garden/student/index');
    expect(landingPath(b, '/garden/student/index')).toBe('/garden/student/index');
    expect(landingPath(b, '//evil.example')).toBe('/desktop/index?schoolId=7');
  });
});
