import { HEADER } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, type TestApp } from '../../../../test/harness.ts';
import { footprint, one, post } from './account-test-utils.ts';

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

const ME = '/user/v1/tenantry/account/user-info';
const lastSms = (phone: string) =>
  one<{ content: string } | undefined>(t, sql`select content from sms_messages where phone = ${phone} order by id desc limit 1`).then(
    (r) => r?.content,
  );
const passwordIn = (text: string | undefined) => /密码 ([A-Za-z0-9]{10})/.exec(text ?? '')?.[1];

describe('creating an account', () => {
  it('creates a staff account with roles and classes; the password goes by SMS and must be changed at first sign-in', async () => {
    const s1 = director1.schoolId;
    const roles = (await post(t, 'role-option', director1.token)).json().data as { id: number }[];
    const cls = await one<{ id: number }>(t, sql`select id from classes where school_id = ${s1} and status = 1 order by id limit 1`);
    const res = await post(t, 'add', director1.token, {
      realName: '新老师',
      mobile: '13800000301',
      postType: 2,
      roleIds: [roles[0].id],
      classIds: [cls.id],
    });
    expect(res.json().code).toBe('common-0001');
    const id = res.json().data.id;
    const row = (await post(t, 'query-list', director1.token, { mobile: '13800000301' })).json().data.list[0];
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
    const dup = await post(t, 'add', director1.token, { realName: '重复', mobile: '13900000021', postType: 2 });
    expect(dup.statusCode).toBe(400);
    expect(JSON.stringify(dup.json())).toContain('mobile');
    const denied = await post(t, 'add', teacher.token, { realName: '某人', mobile: '13800000302', postType: 2 });
    expect(denied.json().code).toBe('common-0403');
    const cases: [object, string][] = [
      [{ realName: '', mobile: '13800000303', postType: 2 }, 'realName'],
      [{ realName: '某人', mobile: '12345', postType: 2 }, 'mobile'],
      [{ realName: '某人', mobile: '13800000303' }, 'postType'],
      [{ realName: '某人', mobile: '13800000303', postType: 2, roleIds: [999999] }, 'roleIds'],
      [{ realName: '某人', mobile: '13800000303', postType: 2, classIds: [999999] }, 'manageRange'],
    ];
    for (const [body, field] of cases) {
      const res = await post(t, 'add', director1.token, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    // another school's role is no role of this school
    const foreign = await one<{ id: number }>(t, sql`select id from roles where institution_id = ${director2.schoolId} limit 1`);
    const res = await post(t, 'add', director1.token, { realName: '某人', mobile: '13800000303', postType: 2, roleIds: [foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(await footprint(t, s1)).toEqual(before);
  });
});

describe('resetting a password', () => {
  it('sends a new password by SMS, ends the sessions and forces a change at the next sign-in', async () => {
    const open = await loginAs(t.app, 'health');
    const res = await post(t, 'reset-password', director1.token, { id: open.teacherId });
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { id: open.teacherId, mobile: '139****0022' } });
    expect((await call(t.app, ME, { token: open.token })).json().code).toBe('gateway-0102');
    const password = passwordIn(await lastSms('13900000022'));
    expect(password).toBeTruthy();
    const again = await login(t.app, '13900000022', password!);
    expect(again.needUpdatePassword).toBe(true);
    const row = (await post(t, 'query-list', director1.token, { mobile: '0022' })).json().data.list[0];
    expect(row.status).toBe(3);
  });

  it("refuses a teacher, another school's member, a header naming another school and bad input, nothing written", async () => {
    const before = await footprint(t, director1.schoolId);
    const denied = await post(t, 'reset-password', teacher.token, { id: director1.teacherId });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('common-0403');
    const foreign = await post(t, 'reset-password', director1.token, { id: director2.teacherId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('system-0101');
    const header = await post(
      t,
      'reset-password',
      director1.token,
      { id: teacher.teacherId },
      { [HEADER.schoolId]: String(director2.schoolId) },
    );
    expect(header.json().code).toBe('gateway-0105');
    const bad = await post(t, 'reset-password', director1.token, { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('id');
    expect(await footprint(t, director1.schoolId)).toEqual(before);
    expect((await call(t.app, ME, { token: teacher.token })).json().code).toBe('common-0001');
  });
});
