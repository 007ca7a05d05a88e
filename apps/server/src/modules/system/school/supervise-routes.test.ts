import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let district: number;
let city: number;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'director2'), await loginAs(t.app, 'teacher')];
  district = Number((await t.db.execute<{ id: number }>(sql`select id from institutions where name = '厦门市同安区教育局'`)).rows[0].id);
  const r = await t.db.execute<{ id: number }>(
    sql`insert into institutions (type, name) values (${InstitutionType.regulator}, '测试市教育局') returning id`,
  );
  city = Number(r.rows[0].id);
});
afterAll(() => t.close());

const U = (p: string) => `/kid-arch/v1/teacher/school/supervision/${p}`;
async function request(schoolId: number, regulatorId = city): Promise<number> {
  const r = await t.db.execute<{ id: number }>(sql`insert into supervision_requests (school_id, regulator_id, message)
    values (${schoolId}, ${regulatorId}, '申请对贵园进行监管') returning id`);
  return Number(r.rows[0].id);
}
const linked = async (schoolId: number, regulatorId: number) =>
  (await t.db.execute(sql`select 1 from regulator_schools where school_id = ${schoolId} and regulator_id = ${regulatorId}`)).rows.length;
const statusOf = async (id: number) =>
  Number((await t.db.execute<{ status: number }>(sql`select status from supervision_requests where id = ${id}`)).rows[0].status);

describe('supervision', () => {
  it('names the authorities overseeing the school and its requests, pending first', async () => {
    const id = await request(director.schoolId);
    const state = (await call(t.app, U('current'), { token: director.token })).json().data;
    expect(state.regulated).toBe(true);
    expect(state.authorities).toEqual([expect.objectContaining({ regulatorId: district, allowEntry: true, allowReports: true })]);
    const list = (await call(t.app, U('request/query-list'), { token: director.token, body: { status: 1 } })).json().data;
    expect(list.list).toContainEqual(expect.objectContaining({ id, regulatorName: '测试市教育局', status: 1 }));
    // the demo's pending request from the city bureau waits too
    expect(list.list).toContainEqual(expect.objectContaining({ regulatorName: '厦门市教育局', status: 1 }));
    // another school's requests are not listed
    expect((await call(t.app, U('request/query-list'), { token: director2.token })).json().data.total).toBe(0);
  });

  it('accepting links the authority with the chosen scope; a decided request cannot be decided again', async () => {
    const id = await request(director2.schoolId);
    const res = await call(t.app, U('request/decide'), {
      token: director2.token,
      body: { id, accept: true, allowEntry: false, allowReports: true },
    });
    expect(res.json().code).toBe('common-0001');
    expect(await linked(director2.schoolId, city)).toBe(1);
    const state = (await call(t.app, U('current'), { token: director2.token })).json().data;
    expect(state.authorities).toContainEqual(expect.objectContaining({ regulatorId: city, allowEntry: false, allowReports: true }));
    const again = await call(t.app, U('request/decide'), { token: director2.token, body: { id, accept: false } });
    expect(again.json().code).toBe('system-0302');
  });

  it('declining only answers the request', async () => {
    const pending = (await call(t.app, U('request/query-list'), { token: director.token, body: { status: 1 } })).json().data.list;
    const id = pending.find((r: { regulatorId: number }) => r.regulatorId === city).id;
    expect((await call(t.app, U('request/decide'), { token: director.token, body: { id, accept: false } })).json().code).toBe(
      'common-0001',
    );
    expect(await statusOf(id)).toBe(3);
    expect(await linked(director.schoolId, city)).toBe(0);
  });

  it("keeps the school's figures and entry from the authority as its scope says", async () => {
    const regulator = await loginAs(t.app, 'regulator');
    const mine = async () =>
      (await call(t.app, '/kid-arch/v1/regulator/school/list', { token: regulator.token }))
        .json()
        .data.list.find((r: { id: number }) => r.id === director2.schoolId);
    expect(await mine()).toMatchObject({ allowEntry: true, allowReports: true, childCount: expect.any(Number) });
    const body = { regulatorId: district, allowEntry: false, allowReports: false };
    expect((await call(t.app, U('scope'), { token: director2.token, body })).json().code).toBe('common-0001');
    expect(await mine()).toMatchObject({ allowEntry: false, allowReports: false, childCount: null, classCount: null, staffCount: null });
    const code = await call(t.app, '/iam/v1/web-oauth/common/auth-code', {
      token: regulator.token,
      body: { schoolId: director2.schoolId },
    });
    expect(code.statusCode).toBeGreaterThanOrEqual(400);
    await call(t.app, U('scope'), { token: director2.token, body: { ...body, allowEntry: true, allowReports: true } });
    expect(await mine()).toMatchObject({ allowReports: true, childCount: expect.any(Number) });
  });

  it('changes the scope and ends supervision: the authority no longer oversees the school', async () => {
    const scope = await call(t.app, U('scope'), {
      token: director.token,
      body: { regulatorId: district, allowEntry: true, allowReports: false },
    });
    expect(scope.json().code).toBe('common-0001');
    const state = (await call(t.app, U('current'), { token: director.token })).json().data;
    expect(state.authorities[0]).toMatchObject({ regulatorId: district, allowReports: false });
    expect((await call(t.app, U('end'), { token: director.token, body: { regulatorId: district } })).json().code).toBe('common-0001');
    expect(await linked(director.schoolId, district)).toBe(0);
    expect((await call(t.app, '/kid-arch/v1/teacher/school/is-be-regulated', { token: director.token })).json().data).toBe(false);
    expect((await call(t.app, U('end'), { token: director.token, body: { regulatorId: district } })).json().code).toBe('system-0303');
  });

  it('refuses a teacher (common-0403) and changes nothing', async () => {
    const id = await request(teacher.schoolId, district);
    for (const [path, body] of [
      ['request/decide', { id, accept: true }],
      ['end', { regulatorId: district }],
      ['scope', { regulatorId: district, allowEntry: false }],
    ] as const) {
      const res = await call(t.app, U(path), { token: teacher.token, body });
      expect(res.json().code, path).toBe('common-0403');
    }
    expect(await statusOf(id)).toBe(1);
    expect((await call(t.app, U('current'), { token: teacher.token })).json().code).toBe('common-0403');
  });

  it("refuses another school's request id (404) and a header naming another school", async () => {
    const id = await request(director2.schoolId, district);
    const res = await call(t.app, U('request/decide'), { token: director.token, body: { id, accept: true } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('system-0301');
    expect(await statusOf(id)).toBe(1);
    const header = await call(t.app, U('request/decide'), {
      token: director2.token,
      headers: { schoolId: String(director.schoolId) },
      body: { id, accept: true },
    });
    expect(header.json().code).toBe('gateway-0105');
    expect(await statusOf(id)).toBe(1);
  });

  it('refuses bad input naming the field', async () => {
    for (const [path, body, field] of [
      ['request/decide', { id: 'x', accept: true }, 'id'],
      ['request/decide', { id: 1, accept: 'maybe' }, 'accept'],
      ['end', {}, 'regulatorId'],
      ['request/query-list', { status: 9 }, 'status'],
    ] as const) {
      const res = await call(t.app, U(path), { token: director.token, body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
  });
});
