import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { answer, ENTRY, HOME, institution, R, staffOf } from './regulation-test-kit.ts';

let t: TestApp;
let district: LoginResult;
let staff: LoginResult & { memberId: number };
let unitSchool: number;
const save = (token: string, body: unknown) => call(t.app, `${R}/staff/save-scope`, { token, body }).then((r) => r.json());

beforeAll(async () => {
  t = await createTestApp();
  district = await loginAs(t.app, 'regulator');
  staff = await staffOf(t, district.schoolId, false);
  const unit = (await answer(t, `${R}/unit/add`, district.token, { name: '下属组', regionKeys: '350000,350200,350212' })).data.id;
  unitSchool = await institution(t, 2, '下属组幼儿园', '350000,350200,350212');
  await t.db.execute(sql`insert into regulator_schools (regulator_id, school_id) values (${unit}, ${unitSchool})`);
});
afterAll(() => t.close());

describe("an authority's staff permissions", () => {
  it('lists the staff with what each may see, the administrator first and unlimited', async () => {
    const list = (await answer(t, `${R}/staff/query-list`, district.token)).data;
    expect(list.total).toBe(2);
    expect(list.list[0]).toMatchObject({ isAdmin: true, allowEntry: true, allowReports: true, unitScope: 'units' });
    expect(list.list[1]).toMatchObject({ memberId: staff.memberId, isAdmin: false, allowEntry: true, unitScope: 'units' });
    // phones leave masked; a search by digits matches a whole number or the last ones shown, never a middle part
    expect(list.list[0].phone).toBe('139****0001');
    expect((await answer(t, `${R}/staff/query-list`, district.token, { name: '13900000001' })).data.total).toBe(1);
    expect((await answer(t, `${R}/staff/query-list`, district.token, { name: '13900000' })).data.total).toBe(0);
  });

  it('limits a staff member: no entry, no figures, own schools only, in the list and the entry code', async () => {
    const all = (await answer(t, HOME, staff.token)).data;
    expect(all.total).toBe(5);
    const school = all.list[0];
    expect(school.childCount).toBeGreaterThan(0);
    expect((await answer(t, ENTRY, staff.token, { schoolId: school.id })).code).toBe('common-0001');
    const res = await save(district.token, { memberId: staff.memberId, allowEntry: false, allowReports: false, unitScope: 'own' });
    expect(res.code).toBe('common-0001');
    const limited = (await answer(t, HOME, staff.token)).data;
    expect(limited.total).toBe(4);
    expect(limited.list[0]).toMatchObject({ id: school.id, allowEntry: false, allowReports: false, childCount: null, staffCount: null });
    expect((await answer(t, ENTRY, staff.token, { schoolId: school.id })).code).toBe('common-0405');
    expect((await answer(t, ENTRY, staff.token, { schoolId: unitSchool })).code).toBe('common-0405');
    expect((await answer(t, `${R}/unit/option`, staff.token)).data).toEqual([]);
    // the administrator is untouched
    expect((await answer(t, HOME, district.token)).data.total).toBe(5);
  });

  it("voids an entry code issued before the staff member's entry was taken away", async () => {
    await save(district.token, { memberId: staff.memberId, allowEntry: true, allowReports: true, unitScope: 'units' });
    const code = (await answer(t, ENTRY, staff.token, { schoolId: unitSchool })).data;
    await save(district.token, { memberId: staff.memberId, allowEntry: true, allowReports: true, unitScope: 'own' });
    const late = await call(t.app, '/iam/v1/no-auth/referer-login', { body: { temptoken: code.temptoken, loginId: unitSchool } });
    expect(late.json().code).toBe('iam-0007');
  });

  it("refuses limiting the administrator, another authority's member, bad input and staff without the code", async () => {
    const admin = (await answer(t, `${R}/staff/query-list`, district.token)).data.list[0];
    expect(await save(district.token, { memberId: admin.memberId, allowEntry: false, allowReports: true, unitScope: 'own' })).toMatchObject(
      {
        code: 'regulation-0007',
        data: { field: 'memberId' },
      },
    );
    const other = await staffOf(t, await institution(t, 4, '别区教育局', '350000,350200,350203'), false);
    expect((await save(district.token, { memberId: other.memberId, allowEntry: false, allowReports: false, unitScope: 'own' })).code).toBe(
      'common-0405',
    );
    expect(await save(district.token, { memberId: staff.memberId, allowEntry: true, allowReports: true, unitScope: 'all' })).toMatchObject({
      code: 'common-0400',
      data: { field: 'unitScope' },
    });
    for (const path of ['staff/query-list', 'unit/query-list', 'supervise/query-list']) {
      const res = await call(t.app, `${R}/${path}`, { token: staff.token });
      expect([res.statusCode, res.json().code]).toEqual([403, 'common-0403']);
    }
  });
});
