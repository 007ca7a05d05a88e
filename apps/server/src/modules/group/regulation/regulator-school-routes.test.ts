import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  createTestApp,
  type LoginResult,
  loginAs,
  ok,
  refused,
  signedTo,
  type TestApp,
} from '../../../../test/harness.ts';
import { classes, members, students } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS } from '../../../platform/demo/index.ts';

const E = regulatorHomeEndpoints.regulatorSchools;
let t: TestApp;
let regulator: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  regulator = await loginAs(t.app, 'regulator');
});
afterAll(async () => {
  await t?.close();
});

describe('regulator school list', () => {
  it('lists the supervised schools with their counts from the database', async () => {
    const data = ok(await call(E, regulator, {}));
    expect(data).toMatchObject({ total: 4, pageNum: 1, pageSize: 20 });
    expect(data.list.map((s) => s.name)).toEqual([...DEMO_INSTITUTIONS.schools]);
    const first = data.list[0];
    const active = async (table: typeof students | typeof classes, school: typeof students.schoolId | typeof classes.schoolId) =>
      (
        await t.db
          .select({ n: count() })
          .from(table)
          .where(and(eq(school, first.id), eq(table.status, 1)))
      )[0].n;
    const [staff] = await t.db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.institutionId, first.id), eq(members.status, 1)));
    const counts = {
      childCount: await active(students, students.schoolId),
      classCount: await active(classes, classes.schoolId),
      staffCount: staff.n,
    };
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
    const before = ok(await call(E, regulator, {})).list[1];
    await t.db.execute(
      sql`update students set status = 2 where school_id = ${before.id} and id = (select min(id) from students where school_id = ${before.id})`,
    );
    await t.db.execute(
      sql`update members set status = 2 where institution_id = ${before.id} and id = (select max(id) from members where institution_id = ${before.id})`,
    );
    const after = ok(await call(E, regulator, {})).list[1];
    expect(after).toMatchObject({ childCount: before.childCount! - 1, staffCount: before.staffCount! - 1, classCount: before.classCount });
  });

  it('pages and filters by name, taking % and _ literally', async () => {
    await t.db.execute(sql`with s as (insert into institutions (type, name) select 2, '新区幼儿园' || g from generate_series(1, 8) g returning id)
      insert into regulator_schools (regulator_id, school_id) select ${regulator.schoolId}, id from s`);
    // a form body, as the client sends it: the numbers travel as text
    const p2 = ok(await call(E, regulator, { pageNum: 2, pageSize: 10 }));
    expect(p2).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    expect(p2.list).toHaveLength(2);
    expect(p2.list[0]).toMatchObject({ childCount: 0, classCount: 0, staffCount: 0 });
    const p3 = ok(await call(E, regulator, { pageNum: 3, pageSize: 10 }));
    expect(p3).toMatchObject({ list: [], total: 12, pageNum: 3 });
    const named = ok(await call(E, regulator, { name: '第一' }));
    expect(named.total).toBe(1);
    expect(named.list[0].name).toBe(DEMO_INSTITUTIONS.schools[0]);
    expect(ok(await call(E, regulator, { name: '%' })).total).toBe(0);
    const byGet = ok(await call(E, regulator, { name: '新区', pageSize: 10 }, { method: 'GET' }));
    expect(byGet).toMatchObject({ total: 8, pageSize: 10 });
  });

  it("never shows another regulator's schools", async () => {
    await t.db.execute(sql`with r as (insert into institutions (type, name) values (4, '别区教育局') returning id),
      s as (insert into institutions (type, name) values (2, '别区幼儿园') returning id)
      insert into regulator_schools (regulator_id, school_id) select r.id, s.id from r, s`);
    const res = ok(await call(E, regulator, { name: '别区' }));
    expect(res).toMatchObject({ list: [], total: 0 });
  });

  it('refuses a director and the regulator inside a school', async () => {
    const director = await loginAs(t.app, 'director1');
    const res = await call(E, director, {});
    refused(res, 'common-0403');
    expect(res.status).toBe(403);
    const school1 = ok(await call(E, regulator, {})).list[0].id;
    const { temptoken } = ok(await call(signInEndpoints.refererCode, regulator, { schoolId: school1 }));
    const inside = ok(await call(signInEndpoints.refererLogin, anonymous(t.app), { temptoken, loginId: school1 }));
    refused(await call(E, signedTo(t.app, inside as LoginResult), {}), 'common-0403');
  });

  it('refuses a page size other than 10 or 20 and a page below 1, naming the field', async () => {
    const size = await call(E, regulator, { pageSize: 15 });
    refused(size, 'common-0400', 'pageSize');
    expect(size.status).toBe(400);
    refused(await call(E, regulator, { pageNum: 0 }), 'common-0400', 'pageNum');
  });
});
