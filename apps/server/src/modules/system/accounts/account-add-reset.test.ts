import { HEADER } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { accountsEndpoints as E } from '@kg/shared/modules/system/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { footprint, one } from './account-test-utils.ts';

let t: TestApp;
let director1: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  director1 = await loginAs(t.app, 'director1');
  director2 = await loginAs(t.app, 'director2');
  teacher = await loginAs(t.app, 'teacher');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const lastSms = (phone: string) =>
  one<{ content: string } | undefined>(t, sql`select content from sms_messages where phone = ${phone} order by id desc limit 1`).then(
    (r) => r?.content,
  );
const passwordIn = (text: string | undefined) => /密码 ([A-Za-z0-9]{10})/.exec(text ?? '')?.[1];

describe('creating an account', () => {
  it('creates a staff account with roles and classes; the password goes by SMS and must be changed at first sign-in', async () => {
    const s1 = director1.schoolId;
    const roles = ok(await call(E.roleOptions, director1)) as { id: number }[];
    const cls = await one<{ id: number }>(t, sql`select id from classes where school_id = ${s1} and status = 1 order by id limit 1`);
    const res = await call(E.add, director1, {
      realName: '新老师',
      mobile: '13800000301',
      postType: 2,
      roleIds: [roles[0].id],
      classIds: [cls.id],
    });
    ok(res);
    const id = ok(res).id;
    const row = ok(await call(E.list, director1, { mobile: '13800000301' })).list[0];
    expect(row).toMatchObject({ id, realName: '新老师', mobile: '138****0301', status: 3, allRange: false });
    expect(row.classes.map((c: { id: number }) => c.id)).toEqual([cls.id]);
    const password = passwordIn(await lastSms('13800000301'));
    expect(password).toBeTruthy();
    const session = await login(t.app, '13800000301', password!);
    expect(session.needUpdatePassword).toBe(true);
  });

  it('refuses a duplicate phone, a teacher, and bad input naming the field, nothing written', async () => {
    const s1 = director1.schoolId;
    const before = await footprint(t, s1);
    const dup = await call(E.add, director1, { realName: '重复', mobile: '13900000021', postType: 2 });
    expect(dup.status).toBe(400);
    expect(JSON.stringify([dup.message, dup.data])).toContain('mobile');
    const denied = await call(E.add, teacher, { realName: '某人', mobile: '13800000302', postType: 2 });
    refused(denied, 'common-0403');
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '', mobile: '13800000303', postType: 2 }, 'realName'],
      [{ realName: '某人', mobile: '12345', postType: 2 }, 'mobile'],
      [{ realName: '某人', mobile: '13800000303' }, 'postType'],
      [{ realName: '某人', mobile: '13800000303', postType: 2, roleIds: [999999] }, 'roleIds'],
      [{ realName: '某人', mobile: '13800000303', postType: 2, classIds: [999999] }, 'manageRange'],
    ];
    for (const [body, field] of cases) {
      const res = await call(E.add, director1, malformed(body));
      expect(res.status).toBe(400);
      expect(JSON.stringify([res.message, res.data])).toContain(field);
    }
    // another school's role is no role of this school
    const foreign = await one<{ id: number }>(t, sql`select id from roles where institution_id = ${director2.schoolId} limit 1`);
    const res = await call(E.add, director1, { realName: '某人', mobile: '13800000303', postType: 2, roleIds: [foreign.id] });
    expect(res.status).toBe(400);
    expect(await footprint(t, s1)).toEqual(before);
  });
});

describe('resetting a password', () => {
  it('sends a new password by SMS, ends the sessions and forces a change at the next sign-in', async () => {
    const open = await loginAs(t.app, 'health');
    const res = await call(E.resetPassword, director1, { id: open.teacherId });
    expect(ok(res)).toMatchObject({ id: open.teacherId, mobile: '139****0022' });
    refused(await call(signInEndpoints.userInfo, open), 'gateway-0102');
    const password = passwordIn(await lastSms('13900000022'));
    expect(password).toBeTruthy();
    const again = await login(t.app, '13900000022', password!);
    expect(again.needUpdatePassword).toBe(true);
    const row = ok(await call(E.list, director1, { mobile: '0022' })).list[0];
    expect(row.status).toBe(3);
  });

  it("refuses a teacher, another school's member, a header naming another school and bad input, nothing written", async () => {
    const before = await footprint(t, director1.schoolId);
    const denied = await call(E.resetPassword, teacher, { id: director1.teacherId });
    expect(denied.status).toBe(403);
    refused(denied, 'common-0403');
    const foreign = await call(E.resetPassword, director1, { id: director2.teacherId });
    expect(foreign.status).toBe(404);
    refused(foreign, 'system-0101');
    const header = await call(
      E.resetPassword,
      director1,
      { id: teacher.teacherId },
      { headers: { [HEADER.schoolId]: String(director2.schoolId) } },
    );
    refused(header, 'gateway-0105');
    const bad = await call(E.resetPassword, director1, malformed({ id: 'abc' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify([bad.message, bad.data])).toContain('id');
    expect(await footprint(t, director1.schoolId)).toEqual(before);
    ok(await call(signInEndpoints.userInfo, teacher));
  });
});
