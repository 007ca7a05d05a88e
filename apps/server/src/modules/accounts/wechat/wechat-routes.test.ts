import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { wechatEndpoints as E } from '@kg/shared/modules/accounts/wechat';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
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
import { AppError } from '../../../core/errors.ts';
import { wechatBinds } from '../../../db/schema/index.ts';
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

const binds = (openId: string) =>
  t.db
    .select({ id: wechatBinds.id, accountId: wechatBinds.accountId, nickname: wechatBinds.nickname })
    .from(wechatBinds)
    .where(eq(wechatBinds.openId, openId));
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
    const res = await call(E.login, anonymous(t.app), { code: 'code-a', state: 'st-1' });
    expect(res.status).toBe(200);
    expect(ok(res)).toMatchObject({ bound: false });
    expect(ok(res)).not.toHaveProperty('token');
    expect(await sessionCount()).toBe(before);
  });

  it('binds the WeChat of a code to the caller and lists it without the openId', async () => {
    const res = await call(E.bind, dir1, { code: 'code-a' });
    expect(ok(res)).toMatchObject({ bindType: 1, nickname: '小阳', avatarUrl: 'https://img.example/a.png' });
    const rows = await binds('openid-aaaaaaaaaaaa');
    expect(rows).toHaveLength(1);
    expect(rows[0].accountId).toBe(dir1.accountId);

    const list = await call(E.binds, dir1);
    expect(ok(list)).toEqual([
      { id: rows[0].id, bindType: 1, nickname: '小阳', avatarUrl: 'https://img.example/a.png', createdAt: expect.any(String) },
    ]);
    expect(list.raw.body).not.toContain('openid-aaaa');
  });

  it('binding the same WeChat again to the same account succeeds without a second row', async () => {
    const res = await call(E.bind, dir1, { code: 'code-a' });
    ok(res);
    expect(await binds('openid-aaaaaaaaaaaa')).toHaveLength(1);
  });

  it('refuses to bind a WeChat already bound to another account, and changes nothing', async () => {
    const res = await call(E.bind, dir2, { code: 'code-a' });
    expect(res.status).toBe(400);
    refused(res, 'iam-0011');
    const rows = await binds('openid-aaaaaaaaaaaa');
    expect(rows).toHaveLength(1);
    expect(rows[0].accountId).toBe(dir1.accountId);
    expect(ok(await call(E.binds, dir2))).toEqual([]);
  });

  it('signs in the bound account with a code: the login response for its school', async () => {
    const res = await call(E.login, anonymous(t.app), { code: 'code-a', state: 'st-2' });
    const data = ok(res);
    if (!data.bound) throw new Error('expected the bound account to sign in');
    expect(data).toMatchObject({ bound: true, accountId: dir1.accountId, schoolId: dir1.schoolId, teacherId: dir1.teacherId, orgCount: 1 });
    expect(data.permission).toContain('student-manage');
    const me = await call(signInEndpoints.userInfo, signedTo(t.app, data as unknown as LoginResult));
    expect(ok(me).accountId).toBe(dir1.accountId);
  });

  it('refuses the WeChat sign-in of a disabled account', async () => {
    const health = await loginAs(t.app, 'health');
    ok(await call(E.bind, health, { code: 'code-h' }));
    await t.db.execute(sql`update accounts set disabled = true where id = ${health.accountId}`);
    const before = await sessionCount();
    const res = await call(E.login, anonymous(t.app), { code: 'code-h' });
    expect(res.status).toBe(403);
    refused(res, 'iam-0014');
    expect(await sessionCount()).toBe(before);
  });

  it('answers a code WeChat rejects with iam-0013 and writes nothing', async () => {
    const before = await bindCount();
    const res = await call(E.bind, dir2, { code: 'expired-code' });
    refused(res, 'iam-0013');
    expect(await bindCount()).toBe(before);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await bindCount();
    const noCode = await call(E.bind, dir2, malformed({ state: 'x' }));
    expect(noCode.status).toBe(400);
    refused(noCode, 'common-0400', 'code');
    const emptyCode = await call(E.login, anonymous(t.app), { code: '' });
    refused(emptyCode, 'common-0400', 'code');
    const badId = await call(E.unbind, dir1, malformed({ id: 'abc' }));
    refused(badId, 'common-0400', 'id');
    expect(await bindCount()).toBe(before);
  });

  it('requires a signed-in user to bind, list and unbind', async () => {
    const nobody = anonymous(t.app);
    for (const res of [
      await call(E.bind, nobody, { code: 'code-b' }),
      await call(E.binds, nobody),
      await call(E.unbind, nobody, { id: 1 }),
    ]) {
      expect(res.status, res.url).toBe(401);
    }
  });

  it("cannot unbind another account's bind, and it stays", async () => {
    const [row] = await binds('openid-aaaaaaaaaaaa');
    const res = await call(E.unbind, dir2, { id: row.id });
    expect(res.status).toBe(404);
    refused(res, 'iam-0012');
    expect(await binds('openid-aaaaaaaaaaaa')).toHaveLength(1);
  });

  it('unbinds the caller’s own bind; the WeChat then signs in as unbound', async () => {
    const [row] = await binds('openid-aaaaaaaaaaaa');
    const res = await call(E.unbind, dir1, { id: row.id });
    ok(res);
    expect(await binds('openid-aaaaaaaaaaaa')).toHaveLength(0);
    refused(await call(E.unbind, dir1, { id: row.id }), 'iam-0012');
    const again = await call(E.login, anonymous(t.app), { code: 'code-a' });
    expect(ok(again)).toEqual({ bound: false });
  });

  it('answers iam-0010 with the default provider when WeChat is not configured', async () => {
    t.ctx.wechat = wechatFromEnv({});
    try {
      const before = await bindCount();
      const res = await call(E.login, anonymous(t.app), { code: 'code-b', state: 's' });
      expect(res.status).toBe(400);
      refused(res, 'iam-0010');
      expect(res.message).toBe('微信登录尚未配置');
      const en = await call(E.bind, dir2, { code: 'code-b' }, { lang: 'en' });
      refused(en, 'iam-0010');
      expect(en.message).toBe('WeChat sign-in is not configured');
      expect(await bindCount()).toBe(before);
    } finally {
      t.ctx.wechat = fake;
    }
  });
});
