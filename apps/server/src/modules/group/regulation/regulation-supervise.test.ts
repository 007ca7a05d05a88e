import { regulationEndpoints as R } from '@kg/shared/modules/group/regulation';
import { superviseEndpoints } from '@kg/shared/modules/system/supervise';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { institution, rows, staffOf } from './regulation-test-kit.ts';

let t: TestApp;
let district: LoginResult;
let director2: LoginResult;
let fresh: number;
let outside: number;
let group: number;
const TONGAN = '350000,350200,350212';
const requests = async (schoolId: number) =>
  rows(t, sql`select status, message from supervision_requests where school_id = ${schoolId} and regulator_id = ${district.schoolId}`);

beforeAll(async () => {
  t = await createTestApp();
  [district, director2] = [await loginAs(t.app, 'regulator'), await loginAs(t.app, 'director2')];
  fresh = await institution(t, 2, '新开幼儿园', TONGAN);
  outside = await institution(t, 2, '思明幼儿园', '350000,350200,350203');
  group = await institution(t, 1, '远航幼教集团', TONGAN);
  await institution(t, 2, '远航一园', TONGAN, group);
  await institution(t, 2, '远航二园', TONGAN, group);
  await institution(t, 2, '远航三园', '350000,350200,350203', group);
  // the second demo school leaves the district, so it can be asked again
  await t.db.execute(sql`delete from regulator_schools where regulator_id = ${district.schoolId} and school_id = ${director2.schoolId}`);
  await t.db.execute(sql`delete from supervision_requests where regulator_id = ${district.schoolId}`);
});
afterAll(() => t.close());

describe('schools and groups an authority supervises', () => {
  it('searches the schools and groups of its region it does not supervise yet', async () => {
    const schools = ok(await call(R.candidates, district, { kind: 'school' }));
    const names = schools.list.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['阳光第二幼儿园', '新开幼儿园', '远航一园', '远航二园']));
    expect(names).not.toContain('思明幼儿园');
    expect(names).not.toContain('阳光第一幼儿园');
    const groups = ok(await call(R.candidates, district, { kind: 'group', name: '远航' }));
    expect(groups.list).toEqual([expect.objectContaining({ id: group, openCount: 2, pendingCount: 0 })]);
    const supervised = ok(await call(R.supervised, district, {}));
    expect(supervised.total).toBe(3);
    const supervisedGroups = ok(await call(R.supervisedGroups, district, {}));
    expect(supervisedGroups.list).toEqual([expect.objectContaining({ name: '阳光幼教集团', supervisedCount: 2, schoolCount: 3 })]);
  });

  it('files a request the director sees and accepts; a second one is refused naming the school', async () => {
    expect(ok(await call(R.request, district, { schoolId: director2.schoolId, message: '申请监管' }))).toMatchObject({ count: 1 });
    refused(await call(R.request, district, { schoolId: director2.schoolId }), 'regulation-0003', 'schoolId');
    const seen = ok(await call(superviseEndpoints.requests, director2, {})).list;
    const mine = seen.find((r) => r.regulatorId === district.schoolId)!;
    expect(mine).toMatchObject({ status: 1, message: '申请监管' });
    const bell = await rows(
      t,
      sql`select count(*)::int as n from notices where institution_id = ${director2.schoolId} and account_id = ${director2.accountId} and link = '/system/system/supervise'`,
    );
    expect(bell[0].n).toBeGreaterThan(0);
    ok(await call(superviseEndpoints.decide, director2, { id: mine.id, accept: true, allowEntry: true, allowReports: false }));
    const mineNow = ok(await call(R.requests, district, { status: 2 })).list;
    expect(mineNow).toEqual([expect.objectContaining({ schoolId: director2.schoolId, status: 2 })]);
    const supervised = ok(await call(R.supervised, district, { name: '第二' })).list;
    expect(supervised).toEqual([expect.objectContaining({ id: director2.schoolId, allowEntry: true, allowReports: false })]);
    refused(await call(R.request, district, { schoolId: director2.schoolId }), 'regulation-0004', 'schoolId');
    refused(await call(R.withdraw, district, { id: mine.id }), 'regulation-0006');
  });

  it("files one request per open school of a group, then none; withdraws a pending one, which leaves the director's list", async () => {
    expect(ok(await call(R.request, district, { groupId: group, message: '集团整体纳入监管' }))).toMatchObject({ count: 2 });
    refused(await call(R.request, district, { groupId: group }), 'regulation-0005', 'groupId');
    const pending = ok(await call(R.requests, district, { status: 1 }));
    expect(pending.total).toBe(2);
    const first = pending.list[0];
    ok(await call(R.withdraw, district, { id: first.id }));
    expect(await requests(first.schoolId)).toEqual([]);
    expect(ok(await call(R.candidates, district, { kind: 'group', name: '远航' })).list[0]).toMatchObject({
      openCount: 1,
      pendingCount: 1,
    });
  });

  it('refuses a school outside its region (404), bad input naming the field, and other sessions; nothing written', async () => {
    refused(await call(R.request, district, { schoolId: outside }), 'common-0405');
    expect(await requests(outside)).toEqual([]);
    refused(await call(R.request, district, { schoolId: fresh, groupId: group }), 'regulation-0008');
    refused(await call(R.request, district, {}), 'regulation-0008', 'schoolId');
    refused(await call(R.request, district, { schoolId: fresh, message: 'x'.repeat(201) }), 'common-0400', 'message');
    refused(await call(R.request, district, { schoolId: '1x' }), 'common-0400', 'schoolId');
    expect(await requests(fresh)).toEqual([]);
    const other = await staffOf(t, await institution(t, 4, '翔安区教育局', '350000,350200,350213'), true);
    ok(await call(R.request, district, { schoolId: fresh }));
    const [req] = await rows(t, sql`select id from supervision_requests where school_id = ${fresh}`);
    refused(await call(R.withdraw, other, { id: Number(req.id) }), 'common-0405');
    expect(await requests(fresh)).toHaveLength(1);
    refused(await call(R.request, other, { schoolId: fresh }), 'common-0405');
    for (const who of [director2, await staffOf(t, district.schoolId, false)]) {
      const res = await call(R.candidates, who, {});
      refused(res, 'common-0403');
      expect(res.status).toBe(403);
    }
  });
});
