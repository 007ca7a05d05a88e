import { REGULATOR_VIEW_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, type TestApp } from '../../../../test/harness.ts';
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

async function authCode(schoolId: number | string, token = regulator.token) {
  return call(t.app, '/iam/v1/web-oauth/common/auth-code', { token, body: { schoolId: String(schoolId) }, form: true });
}

async function refererLogin(temptoken: string, loginId: number) {
  return call(t.app, '/iam/v1/no-auth/referer-login', { body: { temptoken, loginId } });
}

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
    expect(res.json()).toMatchObject({
      code: 'common-0001',
      data: { temptoken: expect.any(String), loginId: school1, tenantryName: DEMO_INSTITUTIONS.schools[0], expiresIn: 60 },
    });
    const { temptoken } = res.json().data;
    const rows = (await t.db.execute(sql`select token_hash, school_id, regulator_id, expires_at from referer_tokens`)).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: hashToken(temptoken), school_id: school1, regulator_id: regulator.schoolId });
    expect(JSON.stringify(rows)).not.toContain(temptoken);
    const ttl = (new Date(rows[0].expires_at as string).getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('enters the school read-only once; the same token fails the second time', async () => {
    const { temptoken } = (await authCode(school1)).json().data;
    const first = await refererLogin(temptoken, school1);
    expect(first.json()).toMatchObject({
      code: 'common-0001',
      data: { schoolId: school1, orgId: school1, teacherId: regulator.teacherId, accountId: regulator.accountId, readOnly: true },
    });
    expect(first.json().data.permission).toEqual([...REGULATOR_VIEW_CODES].sort());
    expect(first.json().data.token).toBeTruthy();
    const session = (await t.db.execute(sql`select read_only, via_institution_id, institution_id from sessions order by id desc limit 1`))
      .rows[0];
    expect(session).toMatchObject({ read_only: true, via_institution_id: regulator.schoolId, institution_id: school1 });

    const second = await refererLogin(temptoken, school1);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('iam-0007');
  });

  it('refuses an expired token', async () => {
    const temptoken = 'expired-temp-token-0001';
    await t.db.execute(sql`insert into referer_tokens (token_hash, account_id, regulator_id, school_id, expires_at)
      values (${hashToken(temptoken)}, ${regulator.accountId}, ${regulator.schoolId}, ${school1}, now() - interval '1 second')`);
    const res = await refererLogin(temptoken, school1);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('iam-0007');
  });

  it('refuses a token presented for another school and an unknown token', async () => {
    const { temptoken } = (await authCode(school1)).json().data;
    expect((await refererLogin(temptoken, school2)).json().code).toBe('iam-0007');
    expect((await refererLogin('no-such-token', school1)).json().code).toBe('iam-0007');
  });

  it('lets the read-only session read but not change anything', async () => {
    const { temptoken } = (await authCode(school1)).json().data;
    const s = (await refererLogin(temptoken, school1)).json().data;
    const me = await call(t.app, '/user/v1/tenantry/account/user-info', { token: s.token });
    expect(me.json()).toMatchObject({ code: 'common-0001', data: { schoolId: school1, readOnly: true } });
    const change = await call(t.app, `/iam/v1/web-oauth/kid-login/teacher-login?schoolId=${school1}&loginType=3`, { token: s.token });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('common-0406');
    const bind = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: s.token, body: { code: 'x' } });
    expect(bind.json().code).toBe('common-0406');
    // inside a school the regulator cannot mint further entry tokens
    const before = await tokenCount();
    expect((await authCode(school2, s.token)).json().code).toBe('common-0406');
    expect(await tokenCount()).toBe(before);
    // the token names school 1: a header naming school 2 is refused
    const other = await call(t.app, '/user/v1/tenantry/account/user-info', { token: s.token, headers: { schoolId: String(school2) } });
    expect(other.json().code).toBe('gateway-0105');
  });

  it('refuses auth-code to a director and writes nothing', async () => {
    const director = await signIn('director1');
    const before = await tokenCount();
    const res = await authCode(school1, director.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('common-0403');
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a school the regulator does not supervise, and a non-school institution', async () => {
    const [other] = (await t.db.execute(sql`insert into institutions (type, name) values (2, '外区幼儿园') returning id`)).rows as {
      id: number;
    }[];
    const before = await tokenCount();
    for (const id of [other.id, regulator.schoolId, 999_999]) {
      const res = await authCode(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('common-0405');
    }
    expect(await tokenCount()).toBe(before);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await tokenCount();
    const bad = await authCode('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'common-0400', data: { field: 'schoolId' } });
    const noToken = await call(t.app, '/iam/v1/no-auth/referer-login', { body: { loginId: school1 } });
    expect(noToken.json()).toMatchObject({ code: 'common-0400', data: { field: 'temptoken' } });
    expect(await tokenCount()).toBe(before);
  });

  it('requires a signed-in regulator for auth-code', async () => {
    const res = await call(t.app, '/iam/v1/web-oauth/common/auth-code', { body: { schoolId: school1 } });
    expect(res.statusCode).toBe(401);
  });
});
