import { InstitutionType } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { superviseEndpoints as E } from '@kg/shared/modules/system/supervise';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { institutions, supervisionRequests } from '../../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let district: number;
let city: number;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'director2'), await loginAs(t.app, 'teacher')];
  [{ id: district }] = await t.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, '厦门市同安区教育局'));
  [{ id: city }] = await t.db
    .insert(institutions)
    .values({ type: InstitutionType.regulator, name: '测试市教育局' })
    .returning({ id: institutions.id });
});
afterAll(() => t.close());

async function request(schoolId: number, regulatorId = city): Promise<number> {
  const [row] = await t.db
    .insert(supervisionRequests)
    .values({ schoolId, regulatorId, message: '申请对贵园进行监管' })
    .returning({ id: supervisionRequests.id });
  return row.id;
}
const linked = async (schoolId: number, regulatorId: number) =>
  (await t.db.execute(sql`select 1 from regulator_schools where school_id = ${schoolId} and regulator_id = ${regulatorId}`)).rows.length;
const statusOf = async (id: number) =>
  (await t.db.select({ status: supervisionRequests.status }).from(supervisionRequests).where(eq(supervisionRequests.id, id)))[0].status;

// a decision that leaves the scope out (allowEntry, allowReports): the authority may enter and read reports, as before a scope existed

describe('supervision', () => {
  it('names the authorities overseeing the school and its requests, pending first', async () => {
    const id = await request(director.schoolId);
    const state = ok(await call(E.state, director));
    expect(state.regulated).toBe(true);
    expect(state.authorities).toEqual([expect.objectContaining({ regulatorId: district, allowEntry: true, allowReports: true })]);
    const list = ok(await call(E.requests, director, { status: 1 }));
    expect(list.list).toContainEqual(expect.objectContaining({ id, regulatorName: '测试市教育局', status: 1 }));
    // the demo's pending request from the city bureau waits too
    expect(list.list).toContainEqual(expect.objectContaining({ regulatorName: '厦门市教育局', status: 1 }));
    // another school's requests are not listed
    expect(ok(await call(E.requests, director2)).total).toBe(0);
  });

  it('accepting links the authority with the chosen scope; a decided request cannot be decided again', async () => {
    const id = await request(director2.schoolId);
    const res = await call(E.decide, director2, { id, accept: true, allowEntry: false, allowReports: true });
    ok(res);
    expect(await linked(director2.schoolId, city)).toBe(1);
    const state = ok(await call(E.state, director2));
    expect(state.authorities).toContainEqual(expect.objectContaining({ regulatorId: city, allowEntry: false, allowReports: true }));
    const again = await call(E.decide, director2, { id, accept: false });
    refused(again, 'system-0302');
  });

  it('declining only answers the request', async () => {
    const pending = ok(await call(E.requests, director, { status: 1 })).list;
    const id = pending.find((r) => r.regulatorId === city)!.id;
    ok(await call(E.decide, director, { id, accept: false }));
    expect(await statusOf(id)).toBe(3);
    expect(await linked(director.schoolId, city)).toBe(0);
  });

  it("keeps the school's figures and entry from the authority as its scope says", async () => {
    const regulator = await loginAs(t.app, 'regulator');
    const mine = async () =>
      ok(await call(regulatorHomeEndpoints.regulatorSchools, regulator)).list.find((r) => r.id === director2.schoolId);
    expect(await mine()).toMatchObject({ allowEntry: true, allowReports: true, childCount: expect.any(Number) });
    const body = { regulatorId: district, allowEntry: false, allowReports: false };
    ok(await call(E.scope, director2, body));
    expect(await mine()).toMatchObject({ allowEntry: false, allowReports: false, childCount: null, classCount: null, staffCount: null });
    const code = await call(signInEndpoints.refererCode, regulator, { schoolId: director2.schoolId });
    expect(code.status).toBeGreaterThanOrEqual(400);
    await call(E.scope, director2, { ...body, allowEntry: true, allowReports: true });
    expect(await mine()).toMatchObject({ allowReports: true, childCount: expect.any(Number) });
  });

  it('changes the scope and ends supervision: the authority no longer oversees the school', async () => {
    const scope = await call(E.scope, director, { regulatorId: district, allowEntry: true, allowReports: false });
    ok(scope);
    const state = ok(await call(E.state, director));
    expect(state.authorities[0]).toMatchObject({ regulatorId: district, allowReports: false });
    ok(await call(E.end, director, { regulatorId: district }));
    expect(await linked(director.schoolId, district)).toBe(0);
    expect(ok(await call(regulatorHomeEndpoints.regulated, director))).toBe(false);
    refused(await call(E.end, director, { regulatorId: district }), 'system-0303');
  });

  it('refuses a teacher (common-0403) and changes nothing', async () => {
    const id = await request(teacher.schoolId, district);
    for (const res of [
      await call(E.decide, teacher, { id, accept: true }),
      await call(E.end, teacher, { regulatorId: district }),
      await call(E.scope, teacher, malformed({ regulatorId: district, allowEntry: false })),
    ]) {
      refused(res, 'common-0403');
    }
    expect(await statusOf(id)).toBe(1);
    refused(await call(E.state, teacher), 'common-0403');
  });

  it("refuses another school's request id (404) and a header naming another school", async () => {
    const id = await request(director2.schoolId, district);
    const res = await call(E.decide, director, { id, accept: true });
    expect(res.status).toBe(404);
    refused(res, 'system-0301');
    expect(await statusOf(id)).toBe(1);
    const header = await call(E.decide, director2, { id, accept: true }, { headers: { schoolId: String(director.schoolId) } });
    refused(header, 'gateway-0105');
    expect(await statusOf(id)).toBe(1);
  });

  it('refuses bad input naming the field', async () => {
    for (const [res, field] of [
      [await call(E.decide, director, malformed({ id: 'x', accept: true })), 'id'],
      [await call(E.decide, director, malformed({ id: 1, accept: 'maybe' })), 'accept'],
      [await call(E.end, director, malformed({})), 'regulatorId'],
      [await call(E.requests, director, { status: 9 }), 'status'],
    ] as const) {
      expect(res.status, field).toBe(400);
      expect(res.message, field).toContain(field);
    }
  });
});
