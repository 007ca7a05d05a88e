import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { employeeEndpoints, groupEntryEndpoints } from '@kg/shared/modules/group/organization';
import { regulationEndpoints } from '@kg/shared/modules/group/regulation';
import { allergyEndpoints } from '@kg/shared/modules/health/records/allergy';
import { superviseEndpoints } from '@kg/shared/modules/system/supervise';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  createTestApp,
  type LoginResult,
  login,
  loginAs,
  ok,
  refused,
  signedTo,
  type TestApp,
} from '../../../test/harness.ts';
import { accounts, institutions, memberRoles, refreshTokens, sessions } from '../../db/schema/index.ts';
import { DEMO_INSTITUTIONS, DEMO_PASSWORD } from '../demo/index.ts';

// the session cache on, as in production: a revocation must reach it through the database's notifications
let t: TestApp;
let schools: number[];
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
  const r = await t.db.select({ id: institutions.id, name: institutions.name }).from(institutions).where(eq(institutions.type, 2));
  schools = DEMO_INSTITUTIONS.schools.map((n) => Number(r.find((x) => x.name === n)?.id));
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Polls until the session's next call is refused: a notification is asynchronous, but quick. */
async function refusedWithin1s(who: LoginResult): Promise<string> {
  const t0 = Date.now();
  for (;;) {
    const { code } = await call(signInEndpoints.userInfo, who);
    if (code !== 'common-0001' || Date.now() - t0 > 1_000) return code;
    await new Promise((res) => setTimeout(res, 5));
  }
}

/** The session's access token and its refresh token both stop working; the session row says why. */
async function expectEnded(s: LoginResult, reason: string) {
  expect(await refusedWithin1s(s)).toBe('gateway-0102');
  const refresh = await call(signInEndpoints.refresh, { ...s, token: s.refreshToken });
  expect(refresh.status).toBe(401);
  refused(refresh, 'iam-0004');
  const token = t.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(sql`${refreshTokens.tokenHash} = encode(sha256(${s.refreshToken}::bytea), 'hex')`);
  const rows = await t.db.select({ revokeReason: sessions.revokeReason }).from(sessions).where(inArray(sessions.id, token));
  expect(rows).toEqual([{ revokeReason: reason }]);
}

/** A regulator's read-only visit into the school, entered as /referer does. */
async function visit(regulator: LoginResult, schoolId: number): Promise<LoginResult> {
  const code = ok(await call(signInEndpoints.refererCode, regulator, { schoolId }));
  const entered = ok(await call(signInEndpoints.refererLogin, anonymous(t.app), { temptoken: code.temptoken, loginId: schoolId }));
  const session = signedTo(t.app, entered as unknown as LoginResult);
  ok(await call(signInEndpoints.userInfo, session));
  return session;
}

describe('access ends when its reason ends', () => {
  it('ends a regulator’s visit, token and refresh, when the school ends supervision', async () => {
    const [director, regulator] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'regulator')];
    const v = await visit(regulator, schools[0]);
    ok(await call(superviseEndpoints.end, director, { regulatorId: regulator.schoolId }));
    await expectEnded(v, 'entry-ended');
    // the authority's own console session is not the school's to end
    ok(await call(signInEndpoints.userInfo, regulator));
  });

  it('ends the visit when the school withdraws entry but keeps supervision', async () => {
    const [director, regulator] = [await loginAs(t.app, 'director2'), await loginAs(t.app, 'regulator')];
    const v = await visit(regulator, schools[1]);
    const scope = { regulatorId: regulator.schoolId, allowEntry: false, allowReports: true };
    ok(await call(superviseEndpoints.scope, director, scope));
    await expectEnded(v, 'entry-ended');
  });

  it('ends a staff member’s visit when their authority takes entry from their scope', async () => {
    const district = await loginAs(t.app, 'regulator');
    // a staff member of the district who is not its administrator, signing in with the demo password
    const phone = '13610009901';
    const [{ passwordHash }] = await t.db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.phone, '13900000001'));
    const [a] = await t.db.insert(accounts).values({ phone, passwordHash, realName: '督学' }).returning({ id: accounts.id });
    await t.db.execute(sql`insert into members (institution_id, account_id, real_name) values (${district.schoolId}, ${a.id}, '督学')`);
    const staff = await login(t.app, phone, DEMO_PASSWORD);
    const v = await visit(staff, schools[3]);
    const scope = { memberId: staff.teacherId, allowEntry: false, allowReports: true, unitScope: 'units' as const };
    ok(await call(regulationEndpoints.saveStaff, district, scope));
    await expectEnded(v, 'entry-ended');
    ok(await call(signInEndpoints.userInfo, staff));
  });

  it('ends a superior authority’s visit through a unit when the unit is disabled', async () => {
    const city = await loginAs(t.app, 'cityRegulator');
    const district = await loginAs(t.app, 'regulator');
    const v = await visit(city, schools[2]);
    const res = await call(regulationEndpoints.unitStatus, city, { id: district.schoolId, disabled: true });
    ok(res);
    await expectEnded(v, 'entry-ended');
  });

  it('ends a group employee’s session inside a school when their reach loses the school', async () => {
    const admin = await loginAs(t.app, 'groupAdmin');
    // the group's health supervisor (README), reaching 阳光第一幼儿园 only
    const employee = await login(t.app, '13900000041', DEMO_PASSWORD);
    const entered = signedTo(
      t.app,
      ok(await call(groupEntryEndpoints.enterSchool, employee, { schoolId: schools[0] })) as unknown as LoginResult,
    );
    const detail = ok(await call(employeeEndpoints.getById, admin, { id: employee.teacherId }));
    const { id, realName, departmentId, jobTitle, roleIds, allRange } = detail;
    const update = { id, realName, departmentId, jobTitle, roleIds, allRange, schoolIds: [schools[1]] };
    ok(await call(employeeEndpoints.update, admin, update));
    await expectEnded(entered, 'reach-ended');
    // given the school back, the ended session stays ended
    ok(await call(employeeEndpoints.update, admin, { ...update, schoolIds: [schools[0]] }));
    refused(await call(signInEndpoints.userInfo, entered), 'gateway-0102');
  });

  it('ends a staff member’s sessions when their membership ends', async () => {
    const [director, finance] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'finance')];
    const res = await call(staffEndpoints.departure, director, { id: finance.teacherId, date: todayChina(new Date()) });
    ok(res);
    await expectEnded(finance, 'membership-ended');
  });

  it('refuses a removed role’s permission at the next call', async () => {
    const director = await loginAs(t.app, 'director1');
    const health = await loginAs(t.app, 'health');
    const { code: before } = await call(allergyEndpoints.getList, health);
    expect(before).toBe('common-0001');
    const mr = memberRoles;
    const roles = await t.db
      .select({ roleId: mr.roleId })
      .from(mr)
      .where(and(eq(mr.institutionId, health.schoolId), eq(mr.memberId, health.teacherId)));
    expect(roles.length).toBeGreaterThan(0);
    const auth = await call(staffEndpoints.updateAuthorization, director, {
      id: health.teacherId,
      roleIds: [],
    });
    ok(auth);
    const t0 = Date.now();
    let code = before;
    while (code === 'common-0001' && Date.now() - t0 < 1_000) code = (await call(allergyEndpoints.getList, health)).code;
    expect(code).toBe('common-0403');
  });

  it('does not renew a session that may no longer act, whatever ended its reason: refresh ends it', async () => {
    const director = await loginAs(t.app, 'director4');
    // a change no call of the product makes today (a school switched off in the database)
    await t.db.execute(sql`update institutions set disabled = true where id = ${director.schoolId}`);
    await expectEnded(director, 'reason-ended');
  });
});
