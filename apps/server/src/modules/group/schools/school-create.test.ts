import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { groupSchoolEndpoints as E } from '@kg/shared/modules/group/schools';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { accounts, grades, institutions, roles } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS, DEMO_PASSWORD, demoAccount } from '../../../platform/demo/index.ts';
import { receiveLinkCode } from '../../accounts/testing.ts';
import { blankPayment, countOf, groupEmployee, idOf, newSchool } from './school-test-kit.ts';

let t: TestApp;
let admin: LoginResult;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'groupAdmin');
  groupId = await idOf(t, DEMO_INSTITUTIONS.group);
});
afterAll(() => t.close());

const rowsOf = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as Record<string, unknown>[];

describe('creating a school', () => {
  it('makes the school with roles, default grades, the current term and its director, who is texted a first-sign-in password', async () => {
    const id = ok(await call(E.create, admin, newSchool('阳光第五幼儿园', '13700099001'))).id;
    const [inst] = await rowsOf(sql`select group_id, type, name, address from institutions where id = ${id}`);
    expect(inst).toMatchObject({ group_id: groupId, type: 2, name: '阳光第五幼儿园' });
    const roles = await rowsOf(sql`select builtin from roles where institution_id = ${id} order by builtin`);
    expect(roles.map((r) => r.builtin)).toEqual(['admin', 'attendance', 'director', 'finance', 'health', 'logistics', 'teacher']);
    const grades = await rowsOf(sql`select name from grades where school_id = ${id} order by sort`);
    expect(grades.map((g) => g.name)).toEqual(['小班', '中班', '大班']);
    expect(
      await rowsOf(sql`select 1 from school_terms where school_id = ${id} and current_date + 1 between start_date and end_date + 1`),
    ).toHaveLength(1);
    const [pay] = await rowsOf(sql`select merchant_no, api_secret from school_pay_params where school_id = ${id}`);
    expect(pay).toEqual({ merchant_no: '1600012345', api_secret: 'k3y-Secret-0001' });

    const [sms] = await rowsOf(sql`select content from sms_messages where phone = '13700099001' order by id desc limit 1`);
    const password = /初始密码 (\S+)，/.exec(String(sms.content))?.[1];
    expect(password).toBeTruthy();
    // the director signs in with it, must change it, and holds every code of the new school
    const director = await login(t.app, '13700099001', password!);
    expect(director.schoolId).toBe(id);
    expect(director.needUpdatePassword).toBe(true);
    expect(director.permission.length).toBeGreaterThan(50);
    const audit = await rowsOf(sql`select 1 from audit_entries where institution_id = ${id} and table_name = 'institutions'`);
    expect(audit.length).toBeGreaterThan(0);
  });

  it("gives the new school each module's defaults through onSchoolCreated: health's check items and windows", async () => {
    const id = ok(await call(E.create, admin, newSchool('阳光第七幼儿园', '13700099007'))).id;
    const items = await rowsOf(sql`select name from inspect_items where school_id = ${id} order by sort`);
    expect(items.map((i) => i.name)).toEqual(['体温', '精神', '手部', '口腔咽喉', '眼睛', '皮肤', '鼻部', '肠胃']);
    const slots = await rowsOf(sql`select slot, cardinality(item_ids) as n from inspect_slots where school_id = ${id} order by slot`);
    expect(slots).toEqual([
      { slot: 1, n: 8 },
      { slot: 2, n: 3 },
      { slot: 3, n: 3 },
    ]);
  });

  it("rolls the school back when a module's defaults fail inside the creating transaction", async () => {
    const before = await countOf(t, institutions);
    await t.db.execute(sql`create function fail_items() returns trigger language plpgsql as $$
      begin raise exception 'injected' using errcode = 'unique_violation'; end $$`);
    await t.db.execute(sql`create trigger fail_items before insert on inspect_items for each row execute function fail_items()`);
    try {
      // the injected failure is a unique violation: answered as the name's clash, a 4xx, nothing written
      refused(await call(E.create, admin, newSchool('默认失败园', '13700099008')), 'group-0001');
    } finally {
      await t.db.execute(sql`drop trigger fail_items on inspect_items; drop function fail_items()`);
    }
    expect(await countOf(t, institutions)).toBe(before);
    expect(await rowsOf(sql`select 1 from institutions where name = '默认失败园'`)).toHaveLength(0);
    expect(await rowsOf(sql`select 1 from sms_messages where phone = '13700099008'`)).toHaveLength(0);
  });

  it("links a phone that already directs another school with its person's code, texting no password", async () => {
    const phone = demoAccount('director1').phone;
    refused(await call(E.create, admin, newSchool('阳光第六幼儿园', phone)), 'kid-arch-0033', 'director.linkCode');
    expect(await rowsOf(sql`select 1 from institutions where name = '阳光第六幼儿园'`)).toHaveLength(0);
    const linkCode = await receiveLinkCode(t.app, t.db, admin.token, phone);
    const body = newSchool('阳光第六幼儿园', phone, { director: { name: '新园长', phone, linkCode } });
    ok(await call(E.create, admin, body));
    const [sms] = await rowsOf(
      sql`select content from sms_messages where phone = ${demoAccount('director1').phone} order by id desc limit 1`,
    );
    expect(String(sms.content)).toContain('请使用原账号密码登录');
    // the old password still works, and the new school is in the chooser
    const d = await login(t.app, demoAccount('director1').phone, DEMO_PASSWORD);
    const chooser = ok(await call(signInEndpoints.orgs, d));
    expect(JSON.stringify(chooser)).toContain('阳光第六幼儿园');
  });

  it('refuses a name another school of the group has, naming the field, writing nothing', async () => {
    const before = await countOf(t, institutions);
    refused(await call(E.create, admin, newSchool(' 阳光第一幼儿园 ', '13700099002')), 'group-0001');
    expect(await countOf(t, institutions)).toBe(before);
    expect(await rowsOf(sql`select 1 from accounts where phone = '13700099002'`)).toHaveLength(0);
  });

  it('refuses bad input naming the field', async () => {
    for (const [body, field] of [
      [newSchool('好园', '1234'), 'director.phone'],
      [newSchool('', '13700099003'), 'school.name'],
      [{ ...newSchool('好园', '13700099003'), payment: blankPayment({ merchantNo: '商户号' }) }, 'payment.merchantNo'],
    ] as const) {
      const res = await call(E.create, admin, body);
      refused(res, 'common-0400');
      expect(res.message).toContain(field);
    }
    expect(await rowsOf(sql`select 1 from institutions where name = '好园'`)).toHaveLength(0);
  });

  it('is all or nothing: a failure at the last step leaves no school, account or role', async () => {
    const [inst, acc, roleCount, gradeCount] = [
      await countOf(t, institutions),
      await countOf(t, accounts),
      await countOf(t, roles),
      await countOf(t, grades),
    ];
    // the director's role grant fails: everything before it must roll back
    await t.db.execute(sql`create function fail_grant() returns trigger language plpgsql as $$
      begin raise exception 'injected' using errcode = 'unique_violation'; end $$`);
    await t.db.execute(sql`create trigger fail_grant before insert on member_roles for each row execute function fail_grant()`);
    try {
      refused(await call(E.create, admin, newSchool('半途园', '13700099004')), 'group-0001');
    } finally {
      await t.db.execute(sql`drop trigger fail_grant on member_roles; drop function fail_grant()`);
    }
    expect([await countOf(t, institutions), await countOf(t, accounts), await countOf(t, roles), await countOf(t, grades)]).toEqual([
      inst,
      acc,
      roleCount,
      gradeCount,
    ]);
    expect(await rowsOf(sql`select 1 from sms_messages where phone = '13700099004'`)).toHaveLength(0);
  });

  it('refuses a non-group session and a group employee without the code', async () => {
    const director = await loginAs(t.app, 'director1');
    refused(await call(E.create, director, newSchool('越权园', '13700099005')), 'common-0403');
    const phone = await groupEmployee(t, groupId, '13700099006', [G.employeeManage], []);
    const e = await login(t.app, phone, DEMO_PASSWORD);
    refused(await call(E.create, e, newSchool('越权园', '13700099005')), 'common-0403');
    expect(await rowsOf(sql`select 1 from institutions where name = '越权园'`)).toHaveLength(0);
  });
});
