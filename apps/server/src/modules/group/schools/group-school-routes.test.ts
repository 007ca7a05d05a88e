import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, type TestApp } from '../../../../test/harness.ts';
import { DEMO_INSTITUTIONS, DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { SECOND_GROUP } from './group-school-demo.ts';
import { groupEmployee, idOf } from './school-test-kit.ts';

const P = '/kid-arch/v1/group';
const LIST = `${P}/groupSchool/listSchoolAndAdminInfoById`;
const DETAIL = `${P}/school/detail-school`;
const UPDATE = `${P}/school/updateSchoolAndAdminAndPayParam`;
const S = DEMO_INSTITUTIONS.schools;

let t: TestApp;
let admin: LoginResult;
let other: LoginResult;
let scoped: LoginResult;
let ids: number[];
let otherSchool: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await loginAs(t.app, 'groupAdmin'), await loginAs(t.app, 'groupAdmin2')];
  ids = [await idOf(t, S[0]), await idOf(t, S[1]), await idOf(t, S[2])];
  otherSchool = await idOf(t, SECOND_GROUP.schools[0].name);
  // an employee reaching school 2 only, holding no console code
  scoped = await login(t.app, await groupEmployee(t, await idOf(t, DEMO_INSTITUTIONS.group), '13700098001', [], [ids[1]]), DEMO_PASSWORD);
});
afterAll(() => t.close());

const data = async (url: string, token: string, body: unknown = {}) => (await call(t.app, url, { token, body })).json().data;
const profile = (name: string) => ({
  name,
  shortName: '一幼',
  schoolType: 1,
  regionKeys: '350000,350200,350212',
  address: '同安区 1 号',
  capacity: 400,
});

describe('the group home list', () => {
  it("answers the group's schools with director and figures, each group its own", async () => {
    const page = await data(LIST, admin.token);
    expect(page.total).toBe(3);
    expect(page.list.map((r: { name: string }) => r.name).sort()).toEqual([S[0], S[1], S[2]].sort());
    const one = page.list.find((r: { id: number }) => r.id === ids[0]);
    expect(one.childCount).toBeGreaterThan(100);
    expect(one).toMatchObject({ classCount: 6, directorPhone: '139****0011' });
    expect(one.staffCount).toBeGreaterThan(15);
    const second = await data(LIST, other.token);
    expect(second.list.map((r: { name: string }) => r.name).sort()).toEqual(SECOND_GROUP.schools.map((s) => s.name).sort());
    // the demo's second group shows real figures from the start (the seed fills the aggregate)
    for (const r of second.list) expect(r.childCount * r.classCount * r.staffCount).toBeGreaterThan(0);
  });

  it('searches by name (wildcards literal), sorts by a figure, pages on the server', async () => {
    expect((await data(LIST, admin.token, { name: '第二' })).list.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await data(LIST, admin.token, { name: '%' })).total).toBe(0);
    await t.db.execute(sql`update school_figures set child_count = 999 where school_id = ${ids[2]}`);
    const byChildren = await data(LIST, admin.token, { sort: 'children', desc: true, pageSize: 10 });
    expect(byChildren.list[0]).toMatchObject({ id: ids[2], childCount: 999 });
    const byName = await data(LIST, admin.token, { sort: 'name', desc: false, pageSize: 10, pageNum: 2 });
    expect(byName).toMatchObject({ list: [], total: 3, pageNum: 2 });
    expect((await call(t.app, LIST, { token: admin.token, body: { sort: 'age' } })).json().message).toContain('sort');
  });

  it('keeps an employee to their scope and refuses sessions outside a group', async () => {
    expect((await data(LIST, scoped.token)).list.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await data(`${P}/school/get-auth-node-tree`, scoped.token)).children.map((c: { id: number }) => c.id)).toEqual([ids[1]]);
    const tree = await data(`${P}/school/garden-tree`, scoped.token);
    expect(tree.children).toHaveLength(3);
    const director = await loginAs(t.app, 'director1');
    for (const url of [
      LIST,
      `${P}/school/garden-tree`,
      `${P}/school/get-auth-node-tree`,
      `${P}/school/regulation-list`,
      `${P}/school/detail-group-school`,
    ]) {
      expect((await call(t.app, url, { token: director.token, body: {} })).json().code).toBe('common-0403');
    }
  });
});

describe('a school of the group', () => {
  it('answers its detail with the director phone and the payment parameters masked, the key never', async () => {
    await t.db.execute(sql`update school_pay_params set merchant_no = '1600000001', settlement_account = '6222020200112233445',
      api_secret = 'top-secret' where school_id = ${ids[0]}`);
    const d = await data(DETAIL, admin.token, { schoolId: ids[0] });
    expect(d).toMatchObject({
      id: ids[0],
      name: S[0],
      director: { phone: '139****0011' },
      payment: { merchantNo: '1600000001', apiKeySet: true },
    });
    expect(d.payment.settlementAccount).toBe('***************3445');
    expect(JSON.stringify(d)).not.toContain('top-secret');
    expect(d.figures.classCount).toBe(6);
  });

  it("refuses another group's school and a school outside the employee's scope as not found, writing nothing", async () => {
    expect((await call(t.app, DETAIL, { token: admin.token, body: { schoolId: otherSchool } })).json().code).toBe('common-0405');
    expect((await call(t.app, DETAIL, { token: scoped.token, body: { schoolId: ids[0] } })).json().code).toBe('common-0405');
    const res = await call(t.app, UPDATE, { token: admin.token, body: { schoolId: otherSchool, school: profile('夺园'), payment: {} } });
    expect(res.json().code).toBe('common-0405');
    expect((await t.db.execute(sql`select 1 from institutions where name = '夺园'`)).rows).toHaveLength(0);
    // a header naming another institution than the session's
    const h = await call(t.app, LIST, { token: admin.token, body: {}, headers: { schoolid: String(otherSchool) } });
    expect(h.json().code).toBe('gateway-0105');
  });

  it('edits profile, renames the director, keeps the key on a blank one; an employee without the code is refused', async () => {
    const body = {
      schoolId: ids[0],
      school: profile(`${S[0]}（本部）`),
      director: { name: '王园长', phone: '13900000011' },
      payment: { merchantNo: '1600000002' },
    };
    expect((await call(t.app, UPDATE, { token: admin.token, body })).json().code).toBe('common-0001');
    const d = await data(DETAIL, admin.token, { schoolId: ids[0] });
    expect(d).toMatchObject({
      name: `${S[0]}（本部）`,
      capacity: 400,
      director: { name: '王园长' },
      payment: { merchantNo: '1600000002', apiKeySet: true },
    });
    expect((await call(t.app, UPDATE, { token: scoped.token, body: { ...body, schoolId: ids[1] } })).json().code).toBe('common-0403');
    const dup = await call(t.app, UPDATE, { token: admin.token, body: { ...body, school: profile(S[1]) } });
    expect(dup.json()).toMatchObject({ code: 'group-0001' });
  });

  it('changes the director to another phone: the new one is appointed and texted, the former relieved', async () => {
    const body = { schoolId: ids[2], school: profile(S[2]), director: { name: '新园长', phone: '13700098002' }, payment: {} };
    expect((await call(t.app, UPDATE, { token: admin.token, body })).json().code).toBe('common-0001');
    const d = await data(DETAIL, admin.token, { schoolId: ids[2] });
    expect(d.director).toEqual({ name: '新园长', phone: '137****8002' });
    const former = await t.db.execute<{ is_admin: boolean }>(sql`select m.is_admin from members m join accounts a on a.id = m.account_id
      where m.institution_id = ${ids[2]} and a.phone = '13900000013'`);
    expect(former.rows[0].is_admin).toBe(false);
    const sms = await t.db.execute(sql`select 1 from sms_messages where phone = '13700098002'`);
    expect(sms.rows).toHaveLength(1);
  });
});

describe("the group's own profile, trees and authorities", () => {
  it('saves and answers the profile; the authorities are those supervising its schools', async () => {
    const body = {
      name: '阳光幼教集团',
      regionKeys: '350000,350200,350212',
      address: '同安区集团路 1 号',
      contactName: '林主任',
      contactPhone: '0592-7000000',
    };
    expect((await call(t.app, `${P}/school/update`, { token: admin.token, body })).json().code).toBe('common-0001');
    expect(await data(`${P}/school/detail-group-school`, admin.token)).toMatchObject({ ...body, schoolCount: 3, logo: null });
    const bad = await call(t.app, `${P}/school/update`, { token: admin.token, body: { ...body, contactPhone: 'abc' } });
    expect(bad.json().message).toContain('contactPhone');
    const authorities = await data(`${P}/school/regulation-list`, admin.token);
    expect(authorities.map((a: { name: string }) => a.name)).toContain(DEMO_INSTITUTIONS.regulator);
    expect(await data(`${P}/school/regulation-list`, other.token)).toEqual([]);
    const tree = await data(`${P}/school/garden-tree`, other.token);
    expect(tree).toMatchObject({ name: SECOND_GROUP.name, type: 1 });
    expect(tree.children.map((c: { name: string }) => c.name).sort()).toEqual(SECOND_GROUP.schools.map((s) => s.name).sort());
  });

  it('refuses the profile edit to an employee without the code', async () => {
    const e = await login(
      t.app,
      await groupEmployee(t, await idOf(t, DEMO_INSTITUTIONS.group), '13700098003', [G.employeeManage], []),
      DEMO_PASSWORD,
    );
    const res = await call(t.app, `${P}/school/update`, { token: e.token, body: { name: '改名集团' } });
    expect(res.json().code).toBe('common-0403');
  });
});
