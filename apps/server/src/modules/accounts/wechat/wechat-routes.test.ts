import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { AppError } from '../../../core/errors.ts';
import { type WechatIdentity, type WechatProvider, wechatFromEnv } from './wechat-provider.ts';

/** Stands in for WeChat: each code names a WeChat user. */
class FakeWechat implements WechatProvider {
  readonly configured = true;
  readonly users: Record<string, WechatIdentity> = {
    'code-a': { openId: 'openid-aaaaaaaaaaaa', unionId: 'union-a', nickname: '小阳', avatarUrl: 'https://img.example/a.png' },
    'code-b': { openId: 'openid-bbbbbbbbbbbb', nickname: '小月' },
    'code-h': { openId: 'openid-hhhhhhhhhhhh', nickname: '保健' },
  };
  authorizeUrl(state: string): string {
    return `https://wechat.example/qr?state=${state}`;
  }
  async exchangeCode(code: string): Promise<WechatIdentity> {
    const user = this.users[code];
    if (!user) throw new AppError('iam-0013');
    return user;
  }
}

let t: TestApp;
let dir1: LoginResult;
let dir2: LoginResult;
const fake = new FakeWechat();

const binds = async (openId: string) =>
  (await t.db.execute(sql`select id, account_id as "accountId", nickname from wechat_binds where open_id = ${openId}`)).rows as {
    id: number;
    accountId: number;
    nickname: string | null;
  }[];
const bindCount = async () => Number((await t.db.execute(sql`select count(*)::int as n from wechat_binds`)).rows[0].n);
const sessionCount = async () => Number((await t.db.execute(sql`select count(*)::int as n from sessions`)).rows[0].n);

beforeAll(async () => {
  t = await createTestApp({ wechat: fake });
  dir1 = await loginAs(t.app, 'director1');
  dir2 = await loginAs(t.app, 'director2');
});
afterAll(async () => {
  await t?.close();
});

describe('WeChat binding', () => {
  it('answers bound: false for a WeChat no account has bound, and starts no session', async () => {
    const before = await sessionCount();
    const res = await call(t.app, '/iam/v1/no-auth/bind/wechat-open', { body: { code: 'code-a', state: 'st-1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { bound: false } });
    expect(res.json().data.token).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('binds the WeChat of a code to the caller and lists it without the openId', async () => {
    const res = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: dir1.token, body: { code: 'code-a' } });
    expect(res.json()).toMatchObject({
      code: 'common-0001',
      data: { bindType: 1, nickname: '小阳', avatarUrl: 'https://img.example/a.png' },
    });
    const rows = await binds('openid-aaaaaaaaaaaa');
    expect(rows).toHaveLength(1);
    expect(rows[0].accountId).toBe(dir1.accountId);

    const list = await call(t.app, '/user/v1/bind/get-bind-list', { token: dir1.token });
    expect(list.json().data).toEqual([
      { id: rows[0].id, bindType: 1, nickname: '小阳', avatarUrl: 'https://img.example/a.png', createdAt: expect.any(String) },
    ]);
    expect(list.body).not.toContain('openid-aaaa');
  });

  it('binding the same WeChat again to the same account succeeds without a second row', async () => {
    const res = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: dir1.token, body: { code: 'code-a' }, form: true });
    expect(res.json().code).toBe('common-0001');
    expect(await binds('openid-aaaaaaaaaaaa')).toHaveLength(1);
  });

  it('refuses to bind a WeChat already bound to another account, and changes nothing', async () => {
    const res = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: dir2.token, body: { code: 'code-a' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('iam-0011');
    const rows = await binds('openid-aaaaaaaaaaaa');
    expect(rows).toHaveLength(1);
    expect(rows[0].accountId).toBe(dir1.accountId);
    expect((await call(t.app, '/user/v1/bind/get-bind-list', { token: dir2.token })).json().data).toEqual([]);
  });

  it('signs in the bound account with a code: the login response for its school', async () => {
    const res = await call(t.app, '/iam/v1/no-auth/bind/wechat-open', { body: { code: 'code-a', state: 'st-2' } });
    const data = res.json().data;
    expect(data).toMatchObject({ bound: true, accountId: dir1.accountId, schoolId: dir1.schoolId, teacherId: dir1.teacherId, orgCount: 1 });
    expect(data.permission).toContain('student-manage');
    const me = await call(t.app, '/user/v1/tenantry/account/user-info', { token: data.token });
    expect(me.json().data.accountId).toBe(dir1.accountId);
  });

  it('refuses the WeChat sign-in of a disabled account', async () => {
    const health = await loginAs(t.app, 'health');
    expect(
      (await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: health.token, body: { code: 'code-h' } })).json().code,
    ).toBe('common-0001');
    await t.db.execute(sql`update accounts set disabled = true where id = ${health.accountId}`);
    const before = await sessionCount();
    const res = await call(t.app, '/iam/v1/no-auth/bind/wechat-open', { body: { code: 'code-h' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('iam-0014');
    expect(await sessionCount()).toBe(before);
  });

  it('answers a code WeChat rejects with iam-0013 and writes nothing', async () => {
    const before = await bindCount();
    const res = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: dir2.token, body: { code: 'expired-code' } });
    expect(res.json().code).toBe('iam-0013');
    expect(await bindCount()).toBe(before);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await bindCount();
    const noCode = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: dir2.token, body: { state: 'x' } });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ code: 'common-0400', data: { field: 'code' } });
    const emptyCode = await call(t.app, '/iam/v1/no-auth/bind/wechat-open', { body: { code: '' } });
    expect(emptyCode.json()).toMatchObject({ code: 'common-0400', data: { field: 'code' } });
    const badId = await call(t.app, '/user/v1/bind/unbind', { token: dir1.token, body: { id: 'abc' }, form: true });
    expect(badId.json()).toMatchObject({ code: 'common-0400', data: { field: 'id' } });
    expect(await bindCount()).toBe(before);
  });

  it('requires a signed-in user to bind, list and unbind', async () => {
    for (const url of ['/iam/v1/third/bind/wechat-open/by-code', '/user/v1/bind/get-bind-list', '/user/v1/bind/unbind']) {
      const res = await call(t.app, url, { body: { code: 'code-b', id: 1 } });
      expect(res.statusCode).toBe(401);
    }
  });

  it("cannot unbind another account's bind, and it stays", async () => {
    const [row] = await binds('openid-aaaaaaaaaaaa');
    const res = await call(t.app, '/user/v1/bind/unbind', { token: dir2.token, body: { id: row.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('iam-0012');
    expect(await binds('openid-aaaaaaaaaaaa')).toHaveLength(1);
  });

  it('unbinds the caller’s own bind; the WeChat then signs in as unbound', async () => {
    const [row] = await binds('openid-aaaaaaaaaaaa');
    const res = await call(t.app, '/user/v1/bind/unbind', { token: dir1.token, body: { id: String(row.id) }, form: true });
    expect(res.json().code).toBe('common-0001');
    expect(await binds('openid-aaaaaaaaaaaa')).toHaveLength(0);
    expect((await call(t.app, '/user/v1/bind/unbind', { token: dir1.token, body: { id: row.id } })).json().code).toBe('iam-0012');
    const again = await call(t.app, '/iam/v1/no-auth/bind/wechat-open', { body: { code: 'code-a' } });
    expect(again.json().data).toEqual({ bound: false });
  });

  it('answers iam-0010 with the default provider when WeChat is not configured', async () => {
    t.ctx.wechat = wechatFromEnv({});
    try {
      const before = await bindCount();
      const res = await call(t.app, '/iam/v1/no-auth/bind/wechat-open', { body: { code: 'code-b', state: 's' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'iam-0010', message: '微信登录尚未配置' });
      const en = await call(t.app, '/iam/v1/third/bind/wechat-open/by-code', { token: dir2.token, body: { code: 'code-b' }, lang: 'en' });
      expect(en.json()).toMatchObject({ code: 'iam-0010', message: 'WeChat sign-in is not configured' });
      expect(await bindCount()).toBe(before);
    } finally {
      t.ctx.wechat = fake;
    }
  });
});
