import { workbenchEndpoints as E } from '@kg/shared/modules/workbench/workbench';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp, type Who } from '../../../test/harness.ts';
import type { WechatProvider } from '../accounts/index.ts';
import { regulatorVisit } from '../garden/testing.ts';

let t: TestApp;
let director: LoginResult;
const wechat: WechatProvider = {
  configured: true,
  authorizeUrl: (state) => `https://wechat.example/qr?state=${state}`,
  exchangeCode: async () => ({ openId: 'x' }),
};

beforeAll(async () => {
  t = await createTestApp({ wechat });
  director = await loginAs(t.app, 'director1');
});
afterAll(async () => {
  await t?.close();
});

const items = async (who: Who) => ok(await call(E.guide, who));

describe('guide items', () => {
  it('lists the empty profile fields and the missing WeChat bind from the data', async () => {
    // the demo profiles have no address or e-mail
    expect(await items(director)).toEqual([{ key: 'profile', missing: ['address', 'email'] }, { key: 'wechat' }]);
  });

  it('drops an item once its data is there', async () => {
    const s = director.schoolId;
    await t.db.execute(
      sql`update staff_profiles set address = '同安区大同街道 1 号', email = 'a@b.cn' where school_id = ${s} and member_id = ${director.teacherId}`,
    );
    await t.db.execute(sql`insert into wechat_binds (account_id, open_id, nickname) values (${director.accountId}, 'open-dir1', '园长')`);
    expect(await items(director)).toEqual([]);
  });

  it('is refused while the account must change its password: the reset-password guide comes first', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    await t.db.execute(sql`update accounts set need_update_password = true where id = ${teacher.accountId}`);
    const res = await call(E.guide, teacher);
    expect(res.status).toBe(403);
    refused(res, 'iam-0015');
  });

  it('counts a member without any profile row as missing every field', async () => {
    const health = await loginAs(t.app, 'health');
    await t.db.execute(sql`delete from staff_profiles where school_id = ${health.schoolId} and member_id = ${health.teacherId}`);
    const profile = (await items(health)).find((i) => i.key === 'profile');
    expect(profile?.missing).toEqual(['gender', 'birthday', 'nation', 'idCardNo', 'education', 'nativePlace', 'address', 'email']);
  });

  it('gives a group user no profile item and a read-only visitor nothing', async () => {
    const group = await loginAs(t.app, 'groupAdmin');
    expect(await items(group)).toEqual([{ key: 'wechat' }]);
    const visit = await regulatorVisit(t, director.schoolId);
    expect(await items(visit)).toEqual([]);
  });

  it('refuses a schoolId header naming another school', async () => {
    const other = await loginAs(t.app, 'director2');
    const res = await call(E.guide, director, {}, { headers: { schoolId: String(other.schoolId) } });
    refused(res, 'gateway-0105');
    expect((await call(E.guide, anonymous(t.app))).status).toBe(401);
  });
});

describe('guide items without WeChat configured', () => {
  it('does not offer a WeChat bind nobody could complete', async () => {
    const plain = await createTestApp();
    try {
      const d = await loginAs(plain.app, 'director1');
      const list = ok(await call(E.guide, d)) as { key: string }[];
      expect(list.map((i) => i.key)).toEqual(['profile']);
    } finally {
      await plain.close();
    }
  });
});
