import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { groupSchoolEndpoints as E } from '@kg/shared/modules/group/schools';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { accounts, members } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS, DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { SECOND_GROUP } from './group-school-demo.ts';
import { blankPayment, groupEmployee, idOf, schoolProfile } from './school-test-kit.ts';

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

const profile = (name: string) => schoolProfile(name, { shortName: '一幼', address: '同安区 1 号', capacity: 400 });
const groupProfile = {
  name: '阳光幼教集团',
  regionKeys: '350000,350200,350212',
  address: '同安区集团路 1 号',
  contactName: '林主任',
  contactPhone: '0592-7000000',
};

describe('the group home list', () => {
  it("answers the group's schools with director and figures, each group its own", async () => {
    const page = ok(await call(E.list, admin));
    expect(page.total).toBe(3);
    expect(page.list.map((r) => r.name).sort()).toEqual([S[0], S[1], S[2]].sort());
    const one = page.list.find((r) => r.id === ids[0])!;
    expect(one.childCount).toBeGreaterThan(100);
    expect(one).toMatchObject({ classCount: 6, directorPhone: '139****0011' });
    expect(one.staffCount).toBeGreaterThan(15);
    const second = ok(await call(E.list, other));
    expect(second.list.map((r) => r.name).sort()).toEqual(SECOND_GROUP.schools.map((s) => s.name).sort());
    // the demo's second group shows real figures from the start (the seed fills the aggregate)
    for (const r of second.list) expect(r.childCount * r.classCount * r.staffCount).toBeGreaterThan(0);
  });

  it('searches by name (wildcards literal), sorts by a figure, pages on the server', async () => {
    expect(ok(await call(E.list, admin, { name: '第二' })).list.map((r) => r.id)).toEqual([ids[1]]);
    expect(ok(await call(E.list, admin, { name: '%' })).total).toBe(0);
    await t.db.execute(sql`update school_figures set child_count = 999 where school_id = ${ids[2]}`);
    const byChildren = ok(await call(E.list, admin, { sort: 'children', desc: true, pageSize: 10 }));
    expect(byChildren.list[0]).toMatchObject({ id: ids[2], childCount: 999 });
    const byName = ok(await call(E.list, admin, { sort: 'name', desc: false, pageSize: 10, pageNum: 2 }));
    expect(byName).toMatchObject({ list: [], total: 3, pageNum: 2 });
    const age = await call(E.list, admin, malformed({ sort: 'age' }));
    refused(age, 'common-0400');
    expect(age.message).toContain('sort');
  });

  it('keeps an employee to their scope and refuses sessions outside a group', async () => {
    expect(ok(await call(E.list, scoped)).list.map((r) => r.id)).toEqual([ids[1]]);
    expect(ok(await call(E.scopeTree, scoped)).children.map((c) => c.id)).toEqual([ids[1]]);
    const tree = ok(await call(E.gardenTree, scoped));
    expect(tree.children).toHaveLength(3);
    const director = await loginAs(t.app, 'director1');
    refused(await call(E.list, director), 'common-0403');
    for (const e of [E.gardenTree, E.scopeTree, E.authorities, E.groupDetail]) refused(await call(e, director), 'common-0403');
  });
});

describe('a school of the group', () => {
  it('answers its detail with the director phone and the payment parameters masked, the key never', async () => {
    await t.db.execute(sql`update school_pay_params set merchant_no = '1600000001', settlement_account = '6222020200112233445',
      api_secret = 'top-secret' where school_id = ${ids[0]}`);
    const d = ok(await call(E.detail, admin, { schoolId: ids[0] }));
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
    refused(await call(E.detail, admin, { schoolId: otherSchool }), 'common-0405');
    refused(await call(E.detail, scoped, { schoolId: ids[0] }), 'common-0405');
    refused(await call(E.update, admin, { schoolId: otherSchool, school: profile('夺园'), payment: blankPayment() }), 'common-0405');
    expect((await t.db.execute(sql`select 1 from institutions where name = '夺园'`)).rows).toHaveLength(0);
    // a header naming another institution than the session's
    refused(await call(E.list, admin, {}, { headers: { schoolid: String(otherSchool) } }), 'gateway-0105');
  });

  it('edits profile, renames the director, keeps the key on a blank one; an employee without the code is refused', async () => {
    const body = {
      schoolId: ids[0],
      school: profile(`${S[0]}（本部）`),
      director: { name: '王园长', phone: '13900000011' },
      payment: blankPayment({ merchantNo: '1600000002' }),
    };
    ok(await call(E.update, admin, body));
    const d = ok(await call(E.detail, admin, { schoolId: ids[0] }));
    expect(d).toMatchObject({
      name: `${S[0]}（本部）`,
      capacity: 400,
      director: { name: '王园长' },
      payment: { merchantNo: '1600000002', apiKeySet: true },
    });
    refused(await call(E.update, scoped, { ...body, schoolId: ids[1] }), 'common-0403');
    refused(await call(E.update, admin, { ...body, school: profile(S[1]) }), 'group-0001');
  });

  it('changes the director to another phone: the new one is appointed and texted, the former relieved', async () => {
    const director = { name: '新园长', phone: '13700098002' };
    ok(await call(E.update, admin, { schoolId: ids[2], school: profile(S[2]), director, payment: blankPayment() }));
    const d = ok(await call(E.detail, admin, { schoolId: ids[2] }));
    expect(d.director).toEqual({ name: '新园长', phone: '137****8002' });
    const [former] = await t.db
      .select({ isAdmin: members.isAdmin })
      .from(members)
      .innerJoin(accounts, eq(accounts.id, members.accountId))
      .where(and(eq(members.institutionId, ids[2]), eq(accounts.phone, '13900000013')));
    expect(former.isAdmin).toBe(false);
    const sms = await t.db.execute(sql`select 1 from sms_messages where phone = '13700098002'`);
    expect(sms.rows).toHaveLength(1);
  });
});

describe("the group's own profile, trees and authorities", () => {
  it('saves and answers the profile; the authorities are those supervising its schools', async () => {
    ok(await call(E.groupUpdate, admin, groupProfile));
    expect(ok(await call(E.groupDetail, admin))).toMatchObject({ ...groupProfile, schoolCount: 3, logo: null });
    const bad = await call(E.groupUpdate, admin, { ...groupProfile, contactPhone: 'abc' });
    refused(bad, 'common-0400');
    expect(bad.message).toContain('contactPhone');
    const authorities = ok(await call(E.authorities, admin));
    expect(authorities.map((a) => a.name)).toContain(DEMO_INSTITUTIONS.regulator);
    expect(ok(await call(E.authorities, other))).toEqual([]);
    const tree = ok(await call(E.gardenTree, other));
    expect(tree).toMatchObject({ name: SECOND_GROUP.name, type: 1 });
    expect(tree.children.map((c) => c.name).sort()).toEqual(SECOND_GROUP.schools.map((s) => s.name).sort());
  });

  it('refuses the profile edit to an employee without the code', async () => {
    const e = await login(
      t.app,
      await groupEmployee(t, await idOf(t, DEMO_INSTITUTIONS.group), '13700098003', [G.employeeManage], []),
      DEMO_PASSWORD,
    );
    refused(await call(E.groupUpdate, e, { ...groupProfile, name: '改名集团' }), 'common-0403');
  });
});
