import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';
import { DEMO_INSTITUTIONS } from '../../seed/demo-accounts.ts';

const URL = '/kid-arch/v1/group/school/list';
let t: TestApp;
let group: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  group = await loginAs(t.app, 'groupAdmin');
});
afterAll(async () => {
  await t?.close();
});

describe('group school list', () => {
  it("lists the group's schools with counts from the database", async () => {
    const res = await call(t.app, URL, { token: group.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(data.list.map((s: { name: string }) => s.name)).toEqual(DEMO_INSTITUTIONS.schools.slice(0, 3));
    const first = data.list[0];
    const c = (
      await t.db.execute(sql`select
      (select count(*)::int from students where school_id = ${first.id} and status = 1) as "childCount",
      (select count(*)::int from members where institution_id = ${first.id} and status = 1) as "staffCount"`)
    ).rows[0];
    expect(first).toMatchObject({ ...c, classCount: 6, disabled: false, address: expect.any(String) });
  });

  it('pages and searches by name, taking % literally', async () => {
    await t.db.execute(
      sql`insert into institutions (type, name, group_id) select 2, '阳光分园' || g, ${group.schoolId} from generate_series(1, 9) g`,
    );
    const p2 = (await call(t.app, URL, { token: group.token, body: { pageNum: '2', pageSize: '10' }, form: true })).json().data;
    expect(p2).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    expect(p2.list).toHaveLength(2);
    expect(p2.list[0]).toMatchObject({ childCount: 0, classCount: 0, staffCount: 0 });
    expect((await call(t.app, URL, { token: group.token, body: { pageNum: 5, pageSize: 10 } })).json().data).toMatchObject({
      list: [],
      total: 12,
    });
    const named = (await call(t.app, URL, { token: group.token, body: { name: '分园' } })).json().data;
    expect(named.total).toBe(9);
    expect((await call(t.app, URL, { token: group.token, body: { name: '%' } })).json().data.total).toBe(0);
    const byGet = (await call(t.app, `${URL}?name=${encodeURIComponent('第二')}`, { token: group.token, method: 'GET' })).json().data;
    expect(byGet.list.map((s: { name: string }) => s.name)).toEqual([DEMO_INSTITUTIONS.schools[1]]);
  });

  it("never shows another group's schools nor independent ones", async () => {
    await t.db.execute(sql`with g as (insert into institutions (type, name) values (1, '别家集团') returning id)
      insert into institutions (type, name, group_id) select 2, '别家幼儿园', id from g`);
    const res = (await call(t.app, URL, { token: group.token, body: { name: '幼儿园' } })).json().data;
    const names = res.list.map((s: { name: string }) => s.name);
    expect(names).not.toContain('别家幼儿园');
    expect(names).not.toContain(DEMO_INSTITUTIONS.schools[3]);
  });

  it('refuses a school director and the regulator, and a header naming another institution', async () => {
    for (const key of ['director1', 'regulator'] as const) {
      const res = await call(t.app, URL, { token: (await loginAs(t.app, key)).token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('common-0403');
    }
    const school = (await call(t.app, URL, { token: group.token })).json().data.list[0].id;
    const res = await call(t.app, URL, { token: group.token, headers: { schoolId: String(school) } });
    expect(res.json().code).toBe('gateway-0105');
  });

  it('refuses a page size other than 10 or 20 and a page below 1, naming the field', async () => {
    const size = await call(t.app, URL, { token: group.token, body: { pageSize: 15 } });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toMatchObject({ code: 'common-0400', data: { field: 'pageSize' } });
    expect((await call(t.app, URL, { token: group.token, body: { pageNum: 0 } })).json()).toMatchObject({ data: { field: 'pageNum' } });
  });
});
