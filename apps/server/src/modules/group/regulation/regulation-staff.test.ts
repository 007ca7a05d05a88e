import type { Payload } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { regulationEndpoints as R } from '@kg/shared/modules/group/regulation';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  createTestApp,
  type LoginResult,
  loginAs,
  malformed,
  ok,
  refused,
  type TestApp,
} from '../../../../test/harness.ts';
import { regulatorSchools } from '../../../db/schema/index.ts';
import { institution, newUnit, staffOf } from './regulation-test-kit.ts';

let t: TestApp;
let district: LoginResult;
let staff: LoginResult & { memberId: number };
let unitSchool: number;
const HOME = regulatorHomeEndpoints.regulatorSchools;
const scope = (memberId: number, over: Partial<Payload<typeof R.saveStaff>> = {}): Payload<typeof R.saveStaff> => ({
  memberId,
  allowEntry: true,
  allowReports: true,
  unitScope: 'units',
  ...over,
});
const enter = (who: LoginResult, schoolId: number) => call(signInEndpoints.refererCode, who, { schoolId });

beforeAll(async () => {
  t = await createTestApp();
  district = await loginAs(t.app, 'regulator');
  staff = await staffOf(t, district.schoolId, false);
  const unit = ok(await call(R.addUnit, district, newUnit('下属组'))).id;
  unitSchool = await institution(t, 2, '下属组幼儿园', '350000,350200,350212');
  await t.db.insert(regulatorSchools).values({ regulatorId: unit, schoolId: unitSchool });
});
afterAll(() => t.close());

describe("an authority's staff permissions", () => {
  it('lists the staff with what each may see, the administrator first and unlimited', async () => {
    const list = ok(await call(R.staff, district, {}));
    expect(list.total).toBe(2);
    expect(list.list[0]).toMatchObject({ isAdmin: true, allowEntry: true, allowReports: true, unitScope: 'units' });
    expect(list.list[1]).toMatchObject({ memberId: staff.memberId, isAdmin: false, allowEntry: true, unitScope: 'units' });
    // phones leave masked; a search by digits matches a whole number or the last ones shown, never a middle part
    expect(list.list[0].phone).toBe('139****0001');
    expect(ok(await call(R.staff, district, { name: '13900000001' })).total).toBe(1);
    expect(ok(await call(R.staff, district, { name: '13900000' })).total).toBe(0);
  });

  it('limits a staff member: no entry, no figures, own schools only, in the list and the entry code', async () => {
    const all = ok(await call(HOME, staff, {}));
    expect(all.total).toBe(5);
    const school = all.list[0];
    expect(school.childCount).toBeGreaterThan(0);
    ok(await enter(staff, school.id));
    ok(await call(R.saveStaff, district, scope(staff.memberId, { allowEntry: false, allowReports: false, unitScope: 'own' })));
    const limited = ok(await call(HOME, staff, {}));
    expect(limited.total).toBe(4);
    expect(limited.list[0]).toMatchObject({ id: school.id, allowEntry: false, allowReports: false, childCount: null, staffCount: null });
    refused(await enter(staff, school.id), 'common-0405');
    refused(await enter(staff, unitSchool), 'common-0405');
    expect(ok(await call(R.unitOptions, staff))).toEqual([]);
    // the administrator is untouched
    expect(ok(await call(HOME, district, {})).total).toBe(5);
  });

  it("voids an entry code issued before the staff member's entry was taken away", async () => {
    ok(await call(R.saveStaff, district, scope(staff.memberId)));
    const code = ok(await enter(staff, unitSchool));
    ok(await call(R.saveStaff, district, scope(staff.memberId, { unitScope: 'own' })));
    refused(await call(signInEndpoints.refererLogin, anonymous(t.app), { temptoken: code.temptoken, loginId: unitSchool }), 'iam-0007');
  });

  it("refuses limiting the administrator, another authority's member, bad input and staff without the code", async () => {
    const admin = ok(await call(R.staff, district, {})).list[0];
    refused(
      await call(R.saveStaff, district, scope(admin.memberId, { allowEntry: false, unitScope: 'own' })),
      'regulation-0007',
      'memberId',
    );
    const other = await staffOf(t, await institution(t, 4, '别区教育局', '350000,350200,350203'), false);
    refused(
      await call(R.saveStaff, district, scope(other.memberId, { allowEntry: false, allowReports: false, unitScope: 'own' })),
      'common-0405',
    );
    refused(await call(R.saveStaff, district, malformed({ ...scope(staff.memberId), unitScope: 'all' })), 'common-0400', 'unitScope');
    for (const e of [R.staff, R.units, R.supervised]) {
      const res = await call(e, staff, {});
      refused(res, 'common-0403');
      expect(res.status).toBe(403);
    }
  });
});
