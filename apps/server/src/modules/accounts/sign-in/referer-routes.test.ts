import { REGULATOR_VIEW_CODES } from '@kg/shared';
import { signInEndpoints as S } from '@kg/shared/modules/accounts/sign-in';
import { wechatEndpoints } from '@kg/shared/modules/accounts/wechat';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  createTestApp,
  type LoginResult,
  login,
  malformed,
  ok,
  refused,
  signedTo,
  type TestApp,
  type Who,
} from '../../../../test/harness.ts';
import { hashToken } from '../../../core/tokens.ts';
import { DEMO_INSTITUTIONS, demoAccount } from '../../../platform/demo/index.ts';

let t: TestApp;
let regulator: LoginResult;
let school1: number;
let school2: number;

const institutionId = async (name: string) =>
  Number((await t.db.execute(sql`select id from institutions where name = ${name}`)).rows[0].id);
const tokenCount = async () => Number((await t.db.execute(sql`select count(*)::int as n from referer_tokens`)).rows[0].n);
const signIn = (key: 'regulator' | 'director1' | 'director2') => login(t.app, demoAccount(key).phone, demoAccount(key).password);

const authCode = (schoolId: number, who: Who = regulator) => call(S.refererCode, who, { schoolId });
const refererLogin = (temptoken: string, loginId: number) => call(S.refererLogin, anonymous(t.app), { temptoken, loginId });

beforeAll(async () => {
  t = await createTestApp();
  regulator = await signIn('regulator');
  school1 = await institutionId(DEMO_INSTITUTIONS.schools[0]);
  school2 = await institutionId(DEMO_INSTITUTIONS.schools[1]);
});
afterAll(async () => {
  await t?.close();
});

describe('regulator entry into a school', () => {
  it('gives the regulator a single-use temp token for a supervised school, stored only as a hash', async () => {
    const res = await authCode(school1);
    expect(ok(res)).toMatchObject({
      temptoken: expect.any(String),
      loginId: school1,
      tenantryName: DEMO_INSTITUTIONS.schools[0],
      expiresIn: 60,
    });
    const { temptoken } = ok(res);
    const rows = (await t.db.execute(sql`select token_hash, school_id, regulator_id, expires_at from referer_tokens`)).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: hashToken(temptoken), school_id: school1, regulator_id: regulator.schoolId });
    expect(JSON.stringify(rows)).not.toContain(temptoken);
    const ttl = (new Date(rows[0].expires_at as string).getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('enters the school read-only once; the same token fails the second time', async () => {
    const { temptoken } = ok(await authCode(school1));
    const first = await refererLogin(temptoken, school1);
    expect(ok(first)).toMatchObject({
      schoolId: school1,
      orgId: school1,
      teacherId: regulator.teacherId,
      accountId: regulator.accountId,
      readOnly: true,
    });
    expect(ok(first).permission).toEqual([...REGULATOR_VIEW_CODES].sort());
    expect(ok(first).token).toBeTruthy();
    const session = (await t.db.execute(sql`select read_only, via_institution_id, institution_id from sessions order by id desc limit 1`))
      .rows[0];
    expect(session).toMatchObject({ read_only: true, via_institution_id: regulator.schoolId, institution_id: school1 });

    const second = await refererLogin(temptoken, school1);
    expect(second.status).toBe(401);
    refused(second, 'iam-0007');
  });

  it('refuses an expired token', async () => {
    const temptoken = 'expired-temp-token-0001';
    await t.db.execute(sql`insert into referer_tokens (token_hash, account_id, regulator_id, school_id, expires_at)
      values (${hashToken(temptoken)}, ${regulator.accountId}, ${regulator.schoolId}, ${school1}, now() - interval '1 second')`);
    const res = await refererLogin(temptoken, school1);
    expect(res.status).toBe(401);
    refused(res, 'iam-0007');
  });

  it('refuses a token presented for another school and an unknown token', async () => {
    const { temptoken } = ok(await authCode(school1));
    refused(await refererLogin(temptoken, school2), 'iam-0007');
    refused(await refererLogin('no-such-token', school1), 'iam-0007');
  });

  it('lets the read-only session read but not change anything', async () => {
    const { temptoken } = ok(await authCode(school1));
    const s = signedTo(t.app, ok(await refererLogin(temptoken, school1)) as unknown as LoginResult);
    const me = await call(S.userInfo, s);
    expect(ok(me)).toMatchObject({ schoolId: school1, readOnly: true });
    const change = await call(S.enter, s, { schoolId: school1, loginType: '3' });
    expect(change.status).toBe(403);
    refused(change, 'common-0406');
    const bind = await call(wechatEndpoints.bind, s, { code: 'x' });
    refused(bind, 'common-0406');
    // inside a school the regulator cannot mint further entry tokens
    const before = await tokenCount();
    refused(await authCode(school2, s), 'common-0406');
    expect(await tokenCount()).toBe(before);
    // the token names school 1: a header naming school 2 is refused
    const other = await call(S.userInfo, s, {}, { headers: { schoolId: String(school2) } });
    refused(other, 'gateway-0105');
  });

  it('refuses auth-code to a director and writes nothing', async () => {
    const director = await signIn('director1');
    const before = await tokenCount();
    const res = await authCode(school1, director);
    expect(res.status).toBe(403);
    refused(res, 'common-0403');
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a school the regulator does not supervise, and a non-school institution', async () => {
    const [other] = (await t.db.execute(sql`insert into institutions (type, name) values (2, '外区幼儿园') returning id`)).rows as {
      id: number;
    }[];
    const before = await tokenCount();
    for (const id of [other.id, regulator.schoolId, 999_999]) {
      const res = await authCode(id);
      expect(res.status).toBe(404);
      refused(res, 'common-0405');
    }
    expect(await tokenCount()).toBe(before);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await tokenCount();
    const bad = await call(S.refererCode, regulator, malformed({ schoolId: 'abc' }));
    expect(bad.status).toBe(400);
    refused(bad, 'common-0400', 'schoolId');
    const noToken = await call(S.refererLogin, anonymous(t.app), malformed({ loginId: school1 }));
    refused(noToken, 'common-0400', 'temptoken');
    expect(await tokenCount()).toBe(before);
  });

  it('requires a signed-in regulator for auth-code', async () => {
    const res = await call(S.refererCode, anonymous(t.app), { schoolId: school1 });
    expect(res.status).toBe(401);
  });
});
