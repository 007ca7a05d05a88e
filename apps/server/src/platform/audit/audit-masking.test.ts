import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let group: LoginResult;
let director: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [group, director] = await Promise.all([loginAs(t.app, 'groupAdmin'), loginAs(t.app, 'director1')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ACCOUNT = '6222020200112233445';
const data = async (url: string, token: string, body: object) => {
  const res = (await call(t.app, url, { token, body })).json();
  expect(res.code, JSON.stringify(res)).toBe('common-0001');
  return res.data;
};

it("masks a school's settlement account in its audit trail as the group console does", async () => {
  await data('/kid-arch/v1/group/school/updateSchoolAndAdminAndPayParam', group.token, {
    schoolId: director.schoolId,
    school: {
      name: '阳光第一幼儿园',
      shortName: '一幼',
      schoolType: 1,
      regionKeys: '350000,350200,350212',
      address: '同安区 1 号',
      capacity: 400,
    },
    payment: { merchantNo: '1600000002', settlementAccount: ACCOUNT, apiKey: 'top-secret-key' },
  });
  const page = await data('/platform/v1/audit/search', director.token, { table: 'school_pay_params', pageSize: 10 });
  expect(page.list.length).toBeGreaterThan(0);
  const text = JSON.stringify(page);
  expect(text).not.toContain(ACCOUNT);
  expect(text).not.toContain('top-secret-key');
  const changed = page.list.find((e: { after: Record<string, unknown> | null }) => e.after?.settlement_account);
  expect(changed.after.settlement_account).toBe('***************3445');
  const one = await data('/platform/v1/audit/entry', director.token, { id: changed.id });
  expect(one.after.settlement_account).toBe('***************3445');
});
