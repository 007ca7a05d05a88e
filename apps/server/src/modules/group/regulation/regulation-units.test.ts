import type { Payload } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { regulationEndpoints as R } from '@kg/shared/modules/group/regulation';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { eq, count as rowCount, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { institutions, regulatorBodies, regulatorSchools } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS } from '../../../platform/demo/index.ts';
import { institution, newUnit, rows, staffOf } from './regulation-test-kit.ts';

const HOME = regulatorHomeEndpoints.regulatorSchools;
const enter = (who: LoginResult, schoolId: number) => call(signInEndpoints.refererCode, who, { schoolId });

let t: TestApp;
let city: LoginResult;
let district: LoginResult;
const unit = {
  name: '同安区教育局大同督导组',
  regionKeys: '350000,350200,350212',
  address: '同安区大同街道',
  contactName: '王督学',
  contactPhone: '0592-7001234',
};
const count = async () => (await t.db.select({ n: rowCount() }).from(institutions))[0].n;
const home = (who: LoginResult, q: Partial<Payload<typeof HOME>> = {}) => call(HOME, who, q);

beforeAll(async () => {
  t = await createTestApp();
  [city, district] = [await loginAs(t.app, 'cityRegulator'), await loginAs(t.app, 'regulator')];
});
afterAll(() => t.close());

describe('units and superiors of an authority', () => {
  it('shows the city the district as its unit, the district the city as its superior, and the city the district’s schools', async () => {
    const units = ok(await call(R.units, city, {}));
    expect(units).toMatchObject({
      total: 1,
      list: [{ id: district.schoolId, name: DEMO_INSTITUTIONS.regulator, schoolCount: 4, disabled: false }],
    });
    const chain = ok(await call(R.superiors, district));
    expect(chain).toEqual([
      expect.objectContaining({ id: city.schoolId, level: 1, name: DEMO_INSTITUTIONS.cityRegulator, contactName: '郑晓梅' }),
    ]);
    expect(ok(await call(R.superiors, city))).toEqual([]);
    const schools = ok(await home(city));
    expect(schools.list.map((s) => s.name)).toEqual([...DEMO_INSTITUTIONS.schools]);
    expect(schools.list[0]).toMatchObject({ unitId: district.schoolId, unitName: DEMO_INSTITUTIONS.regulator, allowEntry: true });
    ok(await enter(city, schools.list[0].id));
  });

  it('adds, reads and edits a unit within its region; a duplicate name or a region outside is refused naming the field, nothing written', async () => {
    const before = await count();
    const id = ok(await call(R.addUnit, district, newUnit(unit.name, unit))).id;
    const [body] = await t.db
      .select({ type: institutions.type, superiorId: regulatorBodies.superiorId, phone: regulatorBodies.contactPhone })
      .from(institutions)
      .innerJoin(regulatorBodies, eq(regulatorBodies.institutionId, institutions.id))
      .where(eq(institutions.id, id));
    expect(body).toMatchObject({ type: 4, superiorId: district.schoolId, phone: unit.contactPhone });
    expect(ok(await call(R.unit, district, { id }))).toMatchObject({ ...unit, id, disabled: false });
    refused(await call(R.addUnit, district, newUnit(unit.name, unit)), 'regulation-0001', 'name');
    const outside = newUnit('思明督导组', { ...unit, name: '思明督导组', regionKeys: '350000,350200,350203' });
    refused(await call(R.addUnit, district, outside), 'regulation-0002', 'regionKeys');
    const blank = await call(R.addUnit, district, newUnit(' ', { ...unit, name: ' ' }));
    refused(blank, 'common-0400', 'name');
    expect(blank.status).toBe(400);
    expect(await count()).toBe(before + 1);
    ok(await call(R.updateUnit, district, { ...unit, id, name: '大同督导组', contactName: null }));
    expect(ok(await call(R.unit, district, { id }))).toMatchObject({ name: '大同督导组', contactName: null });
  });

  it('appoints the administrator of a new unit, who signs in with the texted password and sees the chain above', async () => {
    const added = ok(
      await call(
        R.addUnit,
        district,
        newUnit('新民督导组', { ...unit, name: '新民督导组', adminPhone: '13712345678', adminName: '林督学' }),
      ),
    );
    const [sms] = await rows(t, sql`select content from sms_messages where phone = '13712345678' order by id desc limit 1`);
    const password = /初始密码 (\S+)，/.exec(String(sms.content))?.[1];
    const admin = await login(t.app, '13712345678', password ?? '');
    expect(admin.schoolId).toBe(added.id);
    // the texted password must be changed before anything else (as the guide page does)
    refused(await call(R.superiors, admin), 'iam-0015');
    await t.db.execute(sql`update accounts set need_update_password = false where phone = '13712345678'`);
    const chain = ok(await call(R.superiors, admin));
    expect(chain.map((c) => c.name)).toEqual([DEMO_INSTITUTIONS.regulator, DEMO_INSTITUTIONS.cityRegulator]);
    const bad = newUnit('坏号码组', { ...unit, name: '坏号码组', adminPhone: '1234' });
    refused(await call(R.addUnit, district, bad), 'common-0400', 'adminPhone');
    expect(await rows(t, sql`select 1 from institutions where name = '坏号码组'`)).toEqual([]);
  });

  it("shows a unit's school to its superiors, never to a sibling, and drops it when the unit is disabled", async () => {
    const a = ok(await call(R.addUnit, district, newUnit('甲组', { ...unit, name: '甲组' }))).id;
    const b = ok(await call(R.addUnit, district, newUnit('乙组', { ...unit, name: '乙组' }))).id;
    const school = await institution(t, 2, '甲组幼儿园', '350000,350200,350212');
    await t.db.insert(regulatorSchools).values({ regulatorId: a, schoolId: school });
    const sibling = await staffOf(t, b, true);
    const names = async (who: LoginResult, q: Partial<Payload<typeof HOME>> = {}) => ok(await home(who, q)).list.map((s) => s.name);
    expect(await names(district)).toContain('甲组幼儿园');
    expect(await names(city)).toContain('甲组幼儿园');
    expect(await names(district, { unitId: a })).toEqual(['甲组幼儿园']);
    expect(await names(sibling)).toEqual([]);
    refused(await enter(sibling, school), 'common-0405');
    ok(await enter(city, school));
    expect(ok(await call(R.unitOptions, district)).map((u) => u.id)).toEqual(expect.arrayContaining([a, b]));
    ok(await call(R.unitStatus, district, { id: a, disabled: true }));
    expect(await names(district)).not.toContain('甲组幼儿园');
    refused(await enter(district, school), 'common-0405');
    ok(await call(R.unitStatus, district, { id: a, disabled: false }));
    expect(await names(city)).toContain('甲组幼儿园');
  });

  it("refuses another authority's units by id (404, nothing written) and a school or group session (403)", async () => {
    const other = await institution(t, 4, '别市教育局', '350000,350100');
    const foreign = await institution(t, 4, '别市某区教育局', '350000,350100,350102');
    await t.db.insert(regulatorBodies).values({ institutionId: foreign, superiorId: other });
    refused(await call(R.unit, city, { id: foreign }), 'common-0405');
    refused(await call(R.updateUnit, city, { ...unit, id: foreign }), 'common-0405');
    refused(await call(R.unitStatus, city, { id: foreign, disabled: true }), 'common-0405');
    // a header naming another institution than the session's is refused before anything runs
    const headers = { schoolid: String(city.schoolId) };
    refused(await call(R.unitStatus, district, { id: district.schoolId, disabled: true }, { headers }), 'gateway-0105');
    const [f] = await rows(t, sql`select name, disabled from institutions where id = ${foreign}`);
    expect(f).toMatchObject({ name: '别市某区教育局', disabled: false });
    for (const key of ['director1', 'groupAdmin'] as const) {
      const s = await loginAs(t.app, key);
      const res = await call(R.units, s, {});
      refused(res, 'common-0403');
      expect(res.status).toBe(403);
    }
  });
});
