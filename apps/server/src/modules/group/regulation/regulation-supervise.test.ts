import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { answer, institution, R, rows, staffOf } from './regulation-test-kit.ts';

let t: TestApp;
let district: LoginResult;
let director2: LoginResult;
let fresh: number;
let outside: number;
let group: number;
const TONGAN = '350000,350200,350212';
const requests = async (schoolId: number) =>
  rows(t, sql`select status, message from supervision_requests where school_id = ${schoolId} and regulator_id = ${district.schoolId}`);
const file = (body: unknown, token = district.token) => answer(t, `${R}/supervise/request/add`, token, body);

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
    const schools = (await answer(t, `${R}/supervise/candidate-list`, district.token, { kind: 'school' })).data;
    const names = schools.list.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['阳光第二幼儿园', '新开幼儿园', '远航一园', '远航二园']));
    expect(names).not.toContain('思明幼儿园');
    expect(names).not.toContain('阳光第一幼儿园');
    const groups = (await answer(t, `${R}/supervise/candidate-list`, district.token, { kind: 'group', name: '远航' })).data;
    expect(groups.list).toEqual([expect.objectContaining({ id: group, openCount: 2, pendingCount: 0 })]);
    const supervised = (await answer(t, `${R}/supervise/query-list`, district.token)).data;
    expect(supervised.total).toBe(3);
    const supervisedGroups = (await answer(t, `${R}/supervise/group-list`, district.token)).data;
    expect(supervisedGroups.list).toEqual([expect.objectContaining({ name: '阳光幼教集团', supervisedCount: 2, schoolCount: 3 })]);
  });

  it('files a request the director sees and accepts; a second one is refused naming the school', async () => {
    const res = await file({ schoolId: director2.schoolId, message: '申请监管' });
    expect(res).toMatchObject({ code: 'common-0001', data: { count: 1 } });
    expect(await file({ schoolId: director2.schoolId })).toMatchObject({ code: 'regulation-0003', data: { field: 'schoolId' } });
    const seen = (await answer(t, '/kid-arch/v1/teacher/school/supervision/request/query-list', director2.token)).data.list;
    const mine = seen.find((r: { regulatorId: number }) => r.regulatorId === district.schoolId);
    expect(mine).toMatchObject({ status: 1, message: '申请监管' });
    const bell = await rows(
      t,
      sql`select count(*)::int as n from notices where institution_id = ${director2.schoolId} and account_id = ${director2.accountId} and link = '/system/system/supervise'`,
    );
    expect(bell[0].n).toBeGreaterThan(0);
    const ok = await answer(t, '/kid-arch/v1/teacher/school/supervision/request/decide', director2.token, {
      id: mine.id,
      accept: true,
      allowEntry: true,
      allowReports: false,
    });
    expect(ok.code).toBe('common-0001');
    const mineNow = (await answer(t, `${R}/supervise/request/query-list`, district.token, { status: 2 })).data.list;
    expect(mineNow).toEqual([expect.objectContaining({ schoolId: director2.schoolId, status: 2 })]);
    const supervised = (await answer(t, `${R}/supervise/query-list`, district.token, { name: '第二' })).data.list;
    expect(supervised).toEqual([expect.objectContaining({ id: director2.schoolId, allowEntry: true, allowReports: false })]);
    expect(await file({ schoolId: director2.schoolId })).toMatchObject({ code: 'regulation-0004', data: { field: 'schoolId' } });
    expect((await answer(t, `${R}/supervise/request/withdraw`, district.token, { id: mine.id })).code).toBe('regulation-0006');
  });

  it("files one request per open school of a group, then none; withdraws a pending one, which leaves the director's list", async () => {
    expect(await file({ groupId: group, message: '集团整体纳入监管' })).toMatchObject({ code: 'common-0001', data: { count: 2 } });
    expect(await file({ groupId: group })).toMatchObject({ code: 'regulation-0005', data: { field: 'groupId' } });
    const pending = (await answer(t, `${R}/supervise/request/query-list`, district.token, { status: 1 })).data;
    expect(pending.total).toBe(2);
    const first = pending.list[0];
    expect((await answer(t, `${R}/supervise/request/withdraw`, district.token, { id: first.id })).code).toBe('common-0001');
    expect(await requests(first.schoolId)).toEqual([]);
    expect((await answer(t, `${R}/supervise/candidate-list`, district.token, { kind: 'group', name: '远航' })).data.list[0]).toMatchObject({
      openCount: 1,
      pendingCount: 1,
    });
  });

  it('refuses a school outside its region (404), bad input naming the field, and other sessions; nothing written', async () => {
    expect((await file({ schoolId: outside })).code).toBe('common-0405');
    expect(await requests(outside)).toEqual([]);
    expect(await file({ schoolId: fresh, groupId: group })).toMatchObject({ code: 'regulation-0008' });
    expect(await file({})).toMatchObject({ code: 'regulation-0008', data: { field: 'schoolId' } });
    expect(await file({ schoolId: fresh, message: 'x'.repeat(201) })).toMatchObject({ code: 'common-0400', data: { field: 'message' } });
    expect(await file({ schoolId: '1x' })).toMatchObject({ code: 'common-0400', data: { field: 'schoolId' } });
    expect(await requests(fresh)).toEqual([]);
    const other = await staffOf(t, await institution(t, 4, '翔安区教育局', '350000,350200,350213'), true);
    const theirs = await file({ schoolId: fresh }, district.token);
    expect(theirs.code).toBe('common-0001');
    const [req] = await rows(t, sql`select id from supervision_requests where school_id = ${fresh}`);
    expect((await answer(t, `${R}/supervise/request/withdraw`, other.token, { id: Number(req.id) })).code).toBe('common-0405');
    expect(await requests(fresh)).toHaveLength(1);
    expect((await file({ schoolId: fresh }, other.token)).code).toBe('common-0405');
    for (const token of [director2.token, (await staffOf(t, district.schoolId, false)).token]) {
      const res = await call(t.app, `${R}/supervise/candidate-list`, { token });
      expect([res.statusCode, res.json().code]).toEqual([403, 'common-0403']);
    }
  });
});
