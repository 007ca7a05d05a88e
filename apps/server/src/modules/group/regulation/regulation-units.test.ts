import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, type TestApp } from '../../../../test/harness.ts';
import { DEMO_INSTITUTIONS } from '../../../platform/demo/index.ts';
import { answer, ENTRY, HOME, institution, R, rows, staffOf } from './regulation-test-kit.ts';

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
const count = async () => Number((await rows(t, sql`select count(*)::int as n from institutions`))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  [city, district] = [await loginAs(t.app, 'cityRegulator'), await loginAs(t.app, 'regulator')];
});
afterAll(() => t.close());

describe('units and superiors of an authority', () => {
  it('shows the city the district as its unit, the district the city as its superior, and the city the district’s schools', async () => {
    const units = (await answer(t, `${R}/unit/query-list`, city.token)).data;
    expect(units).toMatchObject({
      total: 1,
      list: [{ id: district.schoolId, name: DEMO_INSTITUTIONS.regulator, schoolCount: 4, disabled: false }],
    });
    const chain = (await answer(t, `${R}/superior/list`, district.token)).data;
    expect(chain).toEqual([
      expect.objectContaining({ id: city.schoolId, level: 1, name: DEMO_INSTITUTIONS.cityRegulator, contactName: '郑晓梅' }),
    ]);
    expect((await answer(t, `${R}/superior/list`, city.token)).data).toEqual([]);
    const home = (await answer(t, HOME, city.token)).data;
    expect(home.list.map((s: { name: string }) => s.name)).toEqual([...DEMO_INSTITUTIONS.schools]);
    expect(home.list[0]).toMatchObject({ unitId: district.schoolId, unitName: DEMO_INSTITUTIONS.regulator, allowEntry: true });
    expect((await answer(t, ENTRY, city.token, { schoolId: home.list[0].id })).code).toBe('common-0001');
  });

  it('adds, reads and edits a unit within its region; a duplicate name or a region outside is refused naming the field, nothing written', async () => {
    const before = await count();
    const added = await answer(t, `${R}/unit/add`, district.token, unit);
    expect(added.code).toBe('common-0001');
    const id = added.data.id;
    const [body] = await rows(
      t,
      sql`select i.type, b.superior_id as "superiorId", b.contact_phone as phone from institutions i
      join regulator_bodies b on b.institution_id = i.id where i.id = ${id}`,
    );
    expect(body).toMatchObject({ type: 4, superiorId: district.schoolId, phone: unit.contactPhone });
    expect((await answer(t, `${R}/unit/get`, district.token, { id })).data).toMatchObject({ ...unit, id, disabled: false });
    const dup = await answer(t, `${R}/unit/add`, district.token, unit);
    expect(dup).toMatchObject({ code: 'regulation-0001', data: { field: 'name' } });
    const outside = await answer(t, `${R}/unit/add`, district.token, { ...unit, name: '思明督导组', regionKeys: '350000,350200,350203' });
    expect(outside).toMatchObject({ code: 'regulation-0002', data: { field: 'regionKeys' } });
    const blank = await call(t.app, `${R}/unit/add`, { token: district.token, body: { ...unit, name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.field).toBe('name');
    expect(await count()).toBe(before + 1);
    const upd = await answer(t, `${R}/unit/update`, district.token, { ...unit, id, name: '大同督导组', contactName: null });
    expect(upd.code).toBe('common-0001');
    expect((await answer(t, `${R}/unit/get`, district.token, { id })).data).toMatchObject({ name: '大同督导组', contactName: null });
  });

  it('appoints the administrator of a new unit, who signs in with the texted password and sees the chain above', async () => {
    const added = await answer(t, `${R}/unit/add`, district.token, {
      ...unit,
      name: '新民督导组',
      adminPhone: '13712345678',
      adminName: '林督学',
    });
    expect(added.code).toBe('common-0001');
    const [sms] = await rows(t, sql`select content from sms_messages where phone = '13712345678' order by id desc limit 1`);
    const password = /初始密码 (\S+)，/.exec(String(sms.content))?.[1];
    const admin = await login(t.app, '13712345678', password ?? '');
    expect(admin.schoolId).toBe(added.data.id);
    // the texted password must be changed before anything else (as the guide page does)
    expect((await answer(t, `${R}/superior/list`, admin.token)).code).toBe('iam-0015');
    await t.db.execute(sql`update accounts set need_update_password = false where phone = '13712345678'`);
    const chain = (await answer(t, `${R}/superior/list`, admin.token)).data;
    expect(chain.map((c: { name: string }) => c.name)).toEqual([DEMO_INSTITUTIONS.regulator, DEMO_INSTITUTIONS.cityRegulator]);
    const bad = await answer(t, `${R}/unit/add`, district.token, { ...unit, name: '坏号码组', adminPhone: '1234' });
    expect(bad).toMatchObject({ code: 'common-0400', data: { field: 'adminPhone' } });
    expect(await rows(t, sql`select 1 from institutions where name = '坏号码组'`)).toEqual([]);
  });

  it("shows a unit's school to its superiors, never to a sibling, and drops it when the unit is disabled", async () => {
    const a = (await answer(t, `${R}/unit/add`, district.token, { ...unit, name: '甲组' })).data.id;
    const b = (await answer(t, `${R}/unit/add`, district.token, { ...unit, name: '乙组' })).data.id;
    const school = await institution(t, 2, '甲组幼儿园', '350000,350200,350212');
    await t.db.execute(sql`insert into regulator_schools (regulator_id, school_id) values (${a}, ${school})`);
    const sibling = await staffOf(t, b, true);
    const names = async (token: string, body?: unknown) =>
      (await answer(t, HOME, token, body)).data.list.map((s: { name: string }) => s.name);
    expect(await names(district.token)).toContain('甲组幼儿园');
    expect(await names(city.token)).toContain('甲组幼儿园');
    expect(await names(district.token, { unitId: a })).toEqual(['甲组幼儿园']);
    expect(await names(sibling.token)).toEqual([]);
    expect((await answer(t, ENTRY, sibling.token, { schoolId: school })).code).toBe('common-0405');
    expect((await answer(t, ENTRY, city.token, { schoolId: school })).code).toBe('common-0001');
    expect((await answer(t, `${R}/unit/option`, district.token)).data.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect((await answer(t, `${R}/unit/status`, district.token, { id: a, disabled: true })).code).toBe('common-0001');
    expect(await names(district.token)).not.toContain('甲组幼儿园');
    expect((await answer(t, ENTRY, district.token, { schoolId: school })).code).toBe('common-0405');
    expect((await answer(t, `${R}/unit/status`, district.token, { id: a, disabled: false })).code).toBe('common-0001');
    expect(await names(city.token)).toContain('甲组幼儿园');
  });

  it("refuses another authority's units by id (404, nothing written) and a school or group session (403)", async () => {
    const other = await institution(t, 4, '别市教育局', '350000,350100');
    const foreign = await institution(t, 4, '别市某区教育局', '350000,350100,350102');
    await t.db.execute(sql`insert into regulator_bodies (institution_id, superior_id) values (${foreign}, ${other})`);
    for (const [path, body] of [
      ['unit/get', { id: foreign }],
      ['unit/update', { ...unit, id: foreign }],
      ['unit/status', { id: foreign, disabled: true }],
    ] as const)
      expect((await answer(t, `${R}/${path}`, city.token, body)).code).toBe('common-0405');
    // a header naming another institution than the session's is refused before anything runs
    const named = await call(t.app, `${R}/unit/status`, {
      token: district.token,
      body: { id: district.schoolId, disabled: true },
      headers: { schoolid: String(city.schoolId) },
    });
    expect(named.json().code).toBe('gateway-0105');
    const [f] = await rows(t, sql`select name, disabled from institutions where id = ${foreign}`);
    expect(f).toMatchObject({ name: '别市某区教育局', disabled: false });
    for (const key of ['director1', 'groupAdmin'] as const) {
      const s = await loginAs(t.app, key);
      const res = await call(t.app, `${R}/unit/query-list`, { token: s.token });
      expect([res.statusCode, res.json().code]).toEqual([403, 'common-0403']);
    }
  });
});
