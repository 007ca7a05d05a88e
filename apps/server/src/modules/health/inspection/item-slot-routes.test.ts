import type { ErrorCode } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { groupSchoolEndpoints } from '@kg/shared/modules/group/schools';
import { confEndpoints as F, itemEndpoints as I } from '@kg/shared/modules/health/inspection/inspection';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { inspectItems, inspectSlots, memberRoles, regulatorSchools, rolePermissions } from '../../../db/schema/index.ts';
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

/** An item or slot save as the test gives it (some on purpose outside what the declaration allows). */
const saveItem = (who: LoginResult, body: Record<string, unknown>) => call(I.addOrUpdate, who, malformed(body));
const saveSlot = (who: LoginResult, body: Record<string, unknown>) => call(F.confSubmit, who, malformed(body));

describe('check items', () => {
  it('every demo school starts with the default items; add, rename, disable and list them', async () => {
    const page = ok(await call(I.listData, health, { pageSize: 20 }));
    expect(page.total).toBe(DEFAULT_ITEMS.length);
    expect(page.list[0]).toMatchObject({ name: '体温', kind: 'temperature', enabled: true, findings: [] });

    const { id } = ok(await saveItem(health, { name: '耳朵', kind: 'choice', findings: [{ name: '耳部流脓', group: 'other' }], sort: 20 }));
    ok(await saveItem(health, { id, name: '耳部', kind: 'choice', findings: [{ name: '流脓', group: 'other' }] }));
    ok(await call(I.enabledOrDisable, health, { id, enabled: false }));
    const off = ok(await call(I.listData, health, { enabled: false })).list;
    expect(off.map((x) => x.name)).toEqual(['耳部']);
    const options = ok(await call(I.listOption, teacher));
    expect(options.some((x) => x.id === id)).toBe(false);
    expect(options).toHaveLength(DEFAULT_ITEMS.length);
    // another school has its own items and cannot touch this one
    refused(await call(I.enabledOrDisable, director2, { id, enabled: true }), 'common-0405');
    refused(await call(I.listData, health, {}, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
  });

  it('a school its group creates starts with the default items and three slots', async () => {
    const admin = await loginAs(t.app, 'groupAdmin');
    const created = ok(
      await call(groupSchoolEndpoints.create, admin, {
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
      }),
    );
    const id = created.id;
    const items = await t.db
      .select({ name: inspectItems.name })
      .from(inspectItems)
      .where(and(eq(inspectItems.schoolId, id), eq(inspectItems.enabled, true)))
      .orderBy(asc(inspectItems.sort));
    expect(items.map((r) => r.name)).toEqual(DEFAULT_ITEMS.map((i) => i.name));
    const slots = await t.db
      .select({ slot: inspectSlots.slot, itemIds: inspectSlots.itemIds })
      .from(inspectSlots)
      .where(eq(inspectSlots.schoolId, id))
      .orderBy(asc(inspectSlots.slot));
    expect(slots.map((r) => [r.slot, r.itemIds.length > 0])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });

  it('refuses a teacher, a repeated name, a changed kind and a choice without findings, naming the field', async () => {
    expect((await saveItem(teacher, { name: 'x', kind: 'choice' })).status).toBe(403);
    refused(await saveItem(health, { name: '体温', kind: 'temperature' }), 'health-0001', 'name');
    const first = ok(await call(I.listData, health, { name: '体温' })).list[0];
    const kind = await saveItem(health, { id: first.id, name: '体温', kind: 'choice', findings: [{ name: '高', group: 'fever' }] });
    refused(kind, 'health-0002', 'kind');
    refused(await saveItem(health, { name: '头发', kind: 'choice', findings: [] }), 'common-0400', 'findings');
    refused(await saveItem(health, { name: '头发', kind: 'choice', findings: [{ name: '虱子', group: 'lice' }] }), 'common-0400');
  });
});

describe('check slots', () => {
  it('lists the three slots with their items in order, saves one and reads it back', async () => {
    const slots = ok(await call(F.listConf, teacher));
    expect(slots.map((s) => s.slot)).toEqual([1, 2, 3]);
    expect(slots[0]).toMatchObject({ enabled: true, starts: '07:00', ends: '09:30' });
    expect(slots[0].items[0].name).toBe('体温');
    const ids = slots[1].itemIds.slice().reverse();
    ok(await saveSlot(health, { slot: 2, enabled: true, starts: '11:00', ends: '12:30', itemIds: ids }));
    const info = ok(await call(F.confInfo, health, { slot: 2 }));
    expect(info).toMatchObject({ starts: '11:00', ends: '12:30', itemIds: ids });
    expect(info.items.map((x) => x.id)).toEqual(ids);
  });

  it('refuses start after end, overlaps, an enabled slot without items and another school’s items', async () => {
    const base = { slot: 3, enabled: true, starts: '14:30', ends: '17:00', itemIds: [] as number[] };
    const items = ok(await call(F.confInfo, health, { slot: 3 })).itemIds;
    const cases: [Record<string, unknown>, ErrorCode, string][] = [
      [{ ...base, itemIds: items, starts: '17:00', ends: '14:00' }, 'health-0003', 'ends'],
      [{ ...base, itemIds: items, starts: '09:00', ends: '10:00' }, 'health-0004', 'starts'],
      [base, 'health-0005', 'itemIds'],
      [{ ...base, itemIds: [999999] }, 'health-0006', 'itemIds'],
      [{ ...base, itemIds: items, ends: '24:00' }, 'common-0400', 'ends'],
    ];
    for (const [body, code, field] of cases) refused(await saveSlot(health, body), code, field);
    const theirs = ok(await call(F.confInfo, director2, { slot: 1 })).itemIds;
    refused(await saveSlot(health, { ...base, itemIds: theirs }), 'health-0006');
    // a disabled slot may overlap and hold no items
    ok(await saveSlot(health, { ...base, enabled: false, starts: '08:00', ends: '09:00' }));
    expect((await saveSlot(teacher, base)).status).toBe(403);
  });
});

// last: it takes a code from the health teacher's role and the regulator from her school
describe('three-inspect management', () => {
  it('needs view-manage besides config-manage, unless a regulator supervises the school', async () => {
    const listItems = async () => (await call(I.listData, health)).status;
    const mr = memberRoles;
    const hers = t.db
      .select({ roleId: mr.roleId })
      .from(mr)
      .where(and(eq(mr.institutionId, health.schoolId), eq(mr.memberId, health.teacherId)));
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.code, 'health-inspect-view-manage'), sql`${rolePermissions.roleId} in ${hers}`));
    // the demo schools are all supervised: config-manage alone suffices
    expect(await listItems()).toBe(200);
    const supervisors = await t.db
      .delete(regulatorSchools)
      .where(eq(regulatorSchools.schoolId, health.schoolId))
      .returning({ regulatorId: regulatorSchools.regulatorId });
    expect(supervisors.length).toBeGreaterThan(0);
    expect(await listItems()).toBe(403);
    const info = ok(await call(signInEndpoints.userInfo, health));
    expect(info.permission).toContain('health-inspect-config-manage');
    expect(info.permission).not.toContain('health-inspect-view-manage');
    // recording checks is not management: it stays open
    expect((await call(I.listOption, health)).status).toBe(200);
  });
});
