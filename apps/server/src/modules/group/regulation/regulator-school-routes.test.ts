import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { DEMO_INSTITUTIONS } from '../../../platform/demo/index.ts';

const URL = '/kid-arch/v1/regulator/school/list';
let t: TestApp;
let regulator: LoginResult;

const one = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  regulator = await loginAs(t.app, 'regulator');
});
afterAll(async () => {
  await t?.close();
});

describe('regulator school list', () => {
  it('lists the supervised schools with their counts from the database', async () => {
    const res = await call(t.app, URL, { token: regulator.token });
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, pageNum: 1, pageSize: 20 });
    expect(data.list.map((s: { name: string }) => s.name)).toEqual([...DEMO_INSTITUTIONS.schools]);
    const first = data.list[0];
    const counts = await one(sql`select
      (select count(*)::int from students where school_id = ${first.id} and status = 1) as "childCount",
      (select count(*)::int from classes where school_id = ${first.id} and status = 1) as "classCount",
      (select count(*)::int from members where institution_id = ${first.id} and status = 1) as "staffCount"`);
    expect(first).toMatchObject({
      ...counts,
      groupName: DEMO_INSTITUTIONS.group,
      regionKeys: expect.any(String),
      address: expect.any(String),
    });
    expect(first.childCount).toBeGreaterThan(100);
    expect(first.classCount).toBe(6);
    expect(data.list[3].groupName).toBeNull();
  });

  it('leaves out departed staff, left children and closed classes from the counts', async () => {
    const before = (await call(t.app, URL, { token: regulator.token })).json().data.list[1];
    await t.db.execute(
      sql`update students set status = 2 where school_id = ${before.id} and id = (select min(id) from students where school_id = ${before.id})`,
    );
    await t.db.execute(
      sql`update members set status = 2 where institution_id = ${before.id} and id = (select max(id) from members where institution_id = ${before.id})`,
    );
    const after = (await call(t.app, URL, { token: regulator.token })).json().data.list[1];
    expect(after).toMatchObject({ childCount: before.childCount - 1, staffCount: before.staffCount - 1, classCount: before.classCount });
  });

  it('pages and filters by name, taking % and _ literally', async () => {
    await t.db.execute(sql`with s as (insert into institutions (type, name) select 2, '新区幼儿园' || g from generate_series(1, 8) g returning id)
      insert into regulator_schools (regulator_id, school_id) select ${regulator.schoolId}, id from s`);
    const p2 = (await call(t.app, URL, { token: regulator.token, body: { pageNum: '2', pageSize: '10' }, form: true })).json().data;
    expect(p2).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    expect(p2.list).toHaveLength(2);
    expect(p2.list[0]).toMatchObject({ childCount: 0, classCount: 0, staffCount: 0 });
    const p3 = (await call(t.app, URL, { token: regulator.token, body: { pageNum: 3, pageSize: 10 } })).json().data;
    expect(p3).toMatchObject({ list: [], total: 12, pageNum: 3 });
    const named = (await call(t.app, URL, { token: regulator.token, body: { name: '第一' } })).json().data;
    expect(named.total).toBe(1);
    expect(named.list[0].name).toBe(DEMO_INSTITUTIONS.schools[0]);
    expect((await call(t.app, URL, { token: regulator.token, body: { name: '%' } })).json().data.total).toBe(0);
    const byGet = (
      await call(t.app, `${URL}?name=${encodeURIComponent('新区')}&pageSize=10`, { token: regulator.token, method: 'GET' })
    ).json().data;
    expect(byGet).toMatchObject({ total: 8, pageSize: 10 });
  });

  it("never shows another regulator's schools", async () => {
    await t.db.execute(sql`with r as (insert into institutions (type, name) values (4, '别区教育局') returning id),
      s as (insert into institutions (type, name) values (2, '别区幼儿园') returning id)
      insert into regulator_schools (regulator_id, school_id) select r.id, s.id from r, s`);
    const res = (await call(t.app, URL, { token: regulator.token, body: { name: '别区' } })).json().data;
    expect(res).toMatchObject({ list: [], total: 0 });
  });

  it('refuses a director and the regulator inside a school', async () => {
    const director = await loginAs(t.app, 'director1');
    const res = await call(t.app, URL, { token: director.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('common-0403');
    const school1 = (await call(t.app, URL, { token: regulator.token })).json().data.list[0].id;
    const { temptoken } = (
      await call(t.app, '/iam/v1/web-oauth/common/auth-code', { token: regulator.token, body: { schoolId: school1 } })
    ).json().data;
    const inside = (await call(t.app, '/iam/v1/no-auth/referer-login', { body: { temptoken, loginId: school1 } })).json().data;
    expect((await call(t.app, URL, { token: inside.token })).json().code).toBe('common-0403');
  });

  it('refuses a page size other than 10 or 20 and a page below 1, naming the field', async () => {
    const size = await call(t.app, URL, { token: regulator.token, body: { pageSize: 15 } });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toMatchObject({ code: 'common-0400', data: { field: 'pageSize' } });
    const num = await call(t.app, URL, { token: regulator.token, body: { pageNum: 0 } });
    expect(num.json()).toMatchObject({ code: 'common-0400', data: { field: 'pageNum' } });
  });
});
