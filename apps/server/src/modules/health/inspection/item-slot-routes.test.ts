import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { DEFAULT_ITEMS } from './inspect-defaults.ts';

let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const I = '/attendance/v1/school/inspectItemTemplate';
const F = '/attendance/v1/school/inspectConf';
const post = async (url: string, who: LoginResult, body: unknown = {}, headers?: Record<string, string>) =>
  (await call(t.app, url, { token: who.token, body, headers })).json();

describe('check items', () => {
  it('every demo school starts with the default items; add, rename, disable and list them', async () => {
    const page = (await post(`${I}/listData`, health, { pageSize: 20 })).data;
    expect(page.total).toBe(DEFAULT_ITEMS.length);
    expect(page.list[0]).toMatchObject({ name: '体温', kind: 'temperature', enabled: true, findings: [] });

    const added = await post(`${I}/addOrUpdate`, health, {
      name: '耳朵',
      kind: 'choice',
      findings: [{ name: '耳部流脓', group: 'other' }],
      sort: 20,
    });
    expect(added.code).toBe('common-0001');
    const id = added.data.id;
    expect(
      (await post(`${I}/addOrUpdate`, health, { id, name: '耳部', kind: 'choice', findings: [{ name: '流脓', group: 'other' }] })).code,
    ).toBe('common-0001');
    expect((await post(`${I}/enabledOrDisable`, health, { id, enabled: false })).code).toBe('common-0001');
    const off = (await post(`${I}/listData`, health, { enabled: false })).data.list;
    expect(off.map((x: { name: string }) => x.name)).toEqual(['耳部']);
    const options = (await post(`${I}/listOption`, teacher)).data;
    expect(options.some((x: { id: number }) => x.id === id)).toBe(false);
    expect(options).toHaveLength(DEFAULT_ITEMS.length);
    // another school has its own items and cannot touch this one
    expect((await post(`${I}/enabledOrDisable`, director2, { id, enabled: true })).code).toBe('common-0405');
    expect((await post(`${I}/listData`, health, {}, { schoolId: String(director2.schoolId) })).code).toBe('gateway-0105');
  });

  it('a school its group creates starts with the default items and three slots', async () => {
    const admin = await loginAs(t.app, 'groupAdmin');
    const res = await call(t.app, '/kid-arch/v1/group/groupSchool/create-school', {
      token: admin.token,
      body: {
        school: {
          name: '阳光第九幼儿园',
          shortName: '九园',
          schoolType: 1,
          regionKeys: '350000,350200,350212',
          address: '同安区新城路 9 号',
          capacity: 300,
        },
        director: { name: '新园长', phone: '13700099009' },
        payment: {
          merchantName: '厦门新园教育',
          merchantNo: '1600012345',
          appId: 'wx1234567890abcdef',
          settlementAccount: '6222020200112233445',
          apiKey: 'k3y-Secret-0001',
        },
      },
    });
    const id = res.json().data.id as number;
    const items = await t.db.execute(sql`select name from inspect_items where school_id = ${id} and enabled order by sort`);
    expect(items.rows.map((r) => r.name)).toEqual(DEFAULT_ITEMS.map((i) => i.name));
    const slots = await t.db.execute(sql`select slot, cardinality(item_ids) as n from inspect_slots where school_id = ${id} order by slot`);
    expect(slots.rows.map((r) => [r.slot, Number(r.n) > 0])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });

  it('refuses a teacher, a repeated name, a changed kind and a choice without findings, naming the field', async () => {
    expect((await call(t.app, `${I}/addOrUpdate`, { token: teacher.token, body: { name: 'x', kind: 'choice' } })).statusCode).toBe(403);
    const dup = await post(`${I}/addOrUpdate`, health, { name: '体温', kind: 'temperature' });
    expect([dup.code, dup.data?.field]).toEqual(['health-0001', 'name']);
    const first = (await post(`${I}/listData`, health, { name: '体温' })).data.list[0];
    const kind = await post(`${I}/addOrUpdate`, health, {
      id: first.id,
      name: '体温',
      kind: 'choice',
      findings: [{ name: '高', group: 'fever' }],
    });
    expect([kind.code, kind.data?.field]).toEqual(['health-0002', 'kind']);
    const bare = await post(`${I}/addOrUpdate`, health, { name: '头发', kind: 'choice', findings: [] });
    expect([bare.code, bare.data?.field]).toEqual(['common-0400', 'findings']);
    const group = await post(`${I}/addOrUpdate`, health, { name: '头发', kind: 'choice', findings: [{ name: '虱子', group: 'lice' }] });
    expect(group.code).toBe('common-0400');
  });
});

describe('check slots', () => {
  it('lists the three slots with their items in order, saves one and reads it back', async () => {
    const slots = (await post(`${F}/listConf`, teacher)).data;
    expect(slots.map((s: { slot: number }) => s.slot)).toEqual([1, 2, 3]);
    expect(slots[0]).toMatchObject({ enabled: true, starts: '07:00', ends: '09:30' });
    expect(slots[0].items[0].name).toBe('体温');
    const ids = slots[1].itemIds.slice().reverse();
    const saved = await post(`${F}/confSubmit`, health, { slot: 2, enabled: true, starts: '11:00', ends: '12:30', itemIds: ids });
    expect(saved.code).toBe('common-0001');
    const info = (await post(`${F}/confInfo`, health, { slot: 2 })).data;
    expect(info).toMatchObject({ starts: '11:00', ends: '12:30', itemIds: ids });
    expect(info.items.map((x: { id: number }) => x.id)).toEqual(ids);
  });

  it('refuses start after end, overlaps, an enabled slot without items and another school’s items', async () => {
    const base = { slot: 3, enabled: true, starts: '14:30', ends: '17:00', itemIds: [] as number[] };
    const items = (await post(`${F}/confInfo`, health, { slot: 3 })).data.itemIds;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, itemIds: items, starts: '17:00', ends: '14:00' }, 'health-0003', 'ends'],
      [{ ...base, itemIds: items, starts: '09:00', ends: '10:00' }, 'health-0004', 'starts'],
      [base, 'health-0005', 'itemIds'],
      [{ ...base, itemIds: [999999] }, 'health-0006', 'itemIds'],
      [{ ...base, itemIds: items, ends: '24:00' }, 'common-0400', 'ends'],
    ];
    for (const [body, code, field] of cases) {
      const r = await post(`${F}/confSubmit`, health, body);
      expect([r.code, r.data?.field], JSON.stringify(body)).toEqual([code, field]);
    }
    const theirs = (await post(`${F}/confInfo`, director2, { slot: 1 })).data.itemIds;
    expect((await post(`${F}/confSubmit`, health, { ...base, itemIds: theirs })).code).toBe('health-0006');
    // a disabled slot may overlap and hold no items
    expect((await post(`${F}/confSubmit`, health, { ...base, enabled: false, starts: '08:00', ends: '09:00' })).code).toBe('common-0001');
    expect((await call(t.app, `${F}/confSubmit`, { token: teacher.token, body: base })).statusCode).toBe(403);
  });
});

// last: it takes a code from the health teacher's role and the regulator from her school
describe('three-inspect management', () => {
  it('needs view-manage besides config-manage, unless a regulator supervises the school', async () => {
    const listItems = async () => (await call(t.app, `${I}/listData`, { token: health.token, body: {} })).statusCode;
    await t.db.execute(sql`delete from role_permissions where code = 'health-inspect-view-manage' and role_id in
      (select role_id from member_roles where institution_id = ${health.schoolId} and member_id = ${health.teacherId})`);
    // the demo schools are all supervised: config-manage alone suffices
    expect(await listItems()).toBe(200);
    const supervisors = await t.db.execute<{ regulator_id: string }>(
      sql`delete from regulator_schools where school_id = ${health.schoolId} returning regulator_id`,
    );
    expect(supervisors.rows.length).toBeGreaterThan(0);
    expect(await listItems()).toBe(403);
    const info = (await call(t.app, '/user/v1/tenantry/account/user-info', { token: health.token })).json();
    expect(info.data.permission).toContain('health-inspect-config-manage');
    expect(info.data.permission).not.toContain('health-inspect-view-manage');
    // recording checks is not management: it stays open
    expect((await call(t.app, `${I}/listOption`, { token: health.token, body: {} })).statusCode).toBe(200);
  });
});
