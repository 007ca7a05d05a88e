import type { Payload } from '@kg/shared';
import { groupSchoolEndpoints } from '@kg/shared/modules/group/schools';
import { auditEndpoints } from '@kg/shared/modules/platform/audit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../../test/harness.ts';

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

it("masks a school's settlement account in its audit trail as the group console does", async () => {
  // the fields the console leaves out stay out
  const change: Payload<typeof groupSchoolEndpoints.update> = {
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
  };
  ok(await call(groupSchoolEndpoints.update, group, change));
  const page = ok(await call(auditEndpoints.search, director, { table: 'school_pay_params', pageSize: 10 }));
  expect(page.list.length).toBeGreaterThan(0);
  const text = JSON.stringify(page);
  expect(text).not.toContain(ACCOUNT);
  expect(text).not.toContain('top-secret-key');
  const changed = page.list.find((e) => e.after?.settlement_account)!;
  expect(changed.after?.settlement_account).toBe('***************3445');
  const one = ok(await call(auditEndpoints.entry, director, { id: changed.id }));
  expect(one.after?.settlement_account).toBe('***************3445');
});
