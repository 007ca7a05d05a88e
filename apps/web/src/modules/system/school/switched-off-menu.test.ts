import { ALL_SCHOOL_CODES, InstitutionType, SECTIONS } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { userRoutes } from '../../../kit/route-model.ts';
import { sessionFromLogin } from '../../../session/session-store.ts';

const director = (modulesOff?: string[]) => ({
  orgType: InstitutionType.school,
  isGroup: false,
  schoolId: 1,
  permissions: [...ALL_SCHOOL_CODES],
  modulesOff,
});
const names = (r: ReturnType<typeof userRoutes>) => r.sections.map((s) => s.name);

describe('a switched-off module leaves the menu', () => {
  it("drops every section of garden (management and class board), keeps the rest, and its pages are no one's routes", () => {
    const on = userRoutes(SECTIONS, director([]), false);
    const off = userRoutes(SECTIONS, director(['garden']), false);
    expect(names(on)).toEqual(expect.arrayContaining(['garden', 'system']));
    expect(names(off)).not.toContain('garden');
    expect(names(off)).toContain('system');
    expect(names(off).length).toBeLessThan(names(on).length);
    // the one page left under /garden/ is attendance's own (view5, a graduated class's days, on the
    // path the spec's route table gives it): attendance is still on, its data still its own
    expect([...off.pages].filter((p) => p.startsWith('/garden/'))).toEqual(['/garden/base/graduate/view5']);
    expect(off.pages.has('/system/system/platform')).toBe(true);
  });

  it('reads the switches from the sign-in answer', () => {
    const s = sessionFromLogin({
      token: 'a',
      refreshToken: 'b',
      refreshExpire: 1,
      accountId: 1,
      orgId: 1,
      schoolId: 1,
      teacherId: 1,
      modulesOff: ['garden'],
    });
    expect(s.modulesOff).toEqual(['garden']);
    expect(
      sessionFromLogin({ token: 'a', refreshToken: 'b', refreshExpire: 1, accountId: 1, orgId: 1, schoolId: 1, teacherId: 1 }).modulesOff,
    ).toEqual([]);
  });
});
