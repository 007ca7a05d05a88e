import { ALL_SCHOOL_CODES, InstitutionType } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { departmentEndpoints, employeeEndpoints, groupEntryEndpoints as G } from '@kg/shared/modules/group/organization';
import { groupRolePermissionEndpoints } from '@kg/shared/modules/group/roles';
import { workbenchEndpoints } from '@kg/shared/modules/workbench/workbench';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  type LoginResult,
  loginAs,
  malformed,
  ok,
  refused,
  signedTo,
  type TestApp,
} from '../../../../test/harness.ts';
import { groupEmployeeSchools, institutions } from '../../../db/schema/index.ts';
import { count, loginEmployee, one, otherGroup } from './org-test-kit.ts';

let t: TestApp;
let admin: LoginResult;
let health: LoginResult;
let schools: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'groupAdmin');
  health = await loginEmployee(t, 'healthSupervisor');
  const rows = await t.db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.groupId, admin.schoolId), eq(institutions.type, InstitutionType.school)))
    .orderBy(asc(institutions.id));
  schools = rows.map((r) => r.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The session an entry answers, as the harness calls with it. */
const enter = async (who: LoginResult, schoolId: number) =>
  signedTo(t.app, ok(await call(G.enterSchool, who, { schoolId })) as LoginResult);
const sessions = () => count(t, 'sessions', sql`via_institution_id is not null and not read_only`);

describe('a group employee entering a school', () => {
  it('holds exactly the school codes of their group roles there: reads, but a write is refused', async () => {
    const entered = await enter(health, schools[0]);
    expect(entered).toMatchObject({ schoolId: schools[0], orgType: 2, groupId: null, teacherId: health.teacherId, readOnly: false });
    expect(entered.permission).toEqual([
      'attendance-inspectInfo',
      'health-alert-view',
      'health-allergy-view',
      'health-care',
      'health-exam-view',
      'health-history-view',
      'health-temperature-view',
      'school-data-center-manage-child',
      'student-manage',
    ]);
    const list = ok(await call(childEndpoints.list, entered, { pageSize: 10 }));
    expect(list.total).toBeGreaterThan(0);
    const before = await count(t, 'students', sql`school_id = ${schools[0]}`);
    // the code is checked before the input: a bare name is refused for want of the code
    refused(await call(childEndpoints.add, entered, malformed({ name: '新生' })), 'common-0403');
    expect(await count(t, 'students', sql`school_id = ${schools[0]}`)).toBe(before);
    // no staff profile of this school is theirs to complete
    const guide = ok(await call(workbenchEndpoints.guide, entered));
    expect(guide.map((g) => g.key)).not.toContain('profile');
    // the group console is not reachable from inside the school
    refused(await call(departmentEndpoints.tree, entered, {}), 'common-0403');
  });

  it('refuses schools outside the scope, of another group, and sessions that are not the group’s', async () => {
    const before = await sessions();
    const other = await otherGroup(t);
    refused(await call(G.enterSchool, health, { schoolId: schools[1] }), 'common-0405');
    refused(await call(G.enterSchool, admin, { schoolId: other.schoolId }), 'common-0405');
    const director = await loginAs(t.app, 'director1');
    refused(await call(G.enterSchool, director, { schoolId: schools[0] }), 'common-0403');
    refused(await call(G.enterSchool, health, malformed({ schoolId: 'x' })), 'common-0400', 'schoolId');
    expect(await sessions()).toBe(before);
  });

  it('gives the administrator every school code; follows role and scope changes and a departure', async () => {
    const a = await enter(admin, schools[1]);
    expect(a.permission).toEqual([...ALL_SCHOOL_CODES].sort());
    const entered = await enter(health, schools[0]);
    const role = await one<{ id: number }>(t, sql`select id from roles where institution_id = ${admin.schoolId} and name = '保健督导'`);
    ok(
      await call(groupRolePermissionEndpoints.save, admin, { roleId: role.id, consoleCodes: [], schoolCodes: ['attendance-inspectInfo'] }),
    );
    refused(await call(childEndpoints.list, entered), 'common-0403');
    const user = ok(await call(signInEndpoints.userInfo, entered));
    expect(user.permission).toEqual(['attendance-inspectInfo']);
    // out of scope: the entered session ends
    await t.db.delete(groupEmployeeSchools).where(eq(groupEmployeeSchools.memberId, health.teacherId));
    refused(await call(signInEndpoints.userInfo, entered), 'gateway-0102');
    await t.db.insert(groupEmployeeSchools).values({ groupId: admin.schoolId, memberId: health.teacherId, schoolId: schools[0] });
    const again = await enter(health, schools[0]);
    ok(await call(employeeEndpoints.leave, admin, { id: health.teacherId }));
    refused(await call(signInEndpoints.userInfo, again), 'gateway-0102');
  });
});
