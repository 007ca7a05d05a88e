import { groupSchoolEndpoints as E } from '@kg/shared/modules/group/schools';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../../../test/harness.ts';
import { classes } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS } from '../../../platform/demo/index.ts';
import { idOf } from './school-test-kit.ts';

let t: TestApp;
let admin: LoginResult;
let schoolId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'groupAdmin');
  schoolId = await idOf(t, DEMO_INSTITUTIONS.schools[0]);
});
afterAll(() => t.close());

const childrenShown = async () => ok(await call(E.list, admin, { name: DEMO_INSTITUTIONS.schools[0] })).list[0].childCount;

describe('the figures of the group home', () => {
  it('are read from the aggregate: a child added shows once the figures job has run, not before', async () => {
    const before = await childrenShown();
    const [cls] = await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .limit(1);
    await t.db.execute(sql`insert into students (school_id, class_id, name, gender) values (${schoolId}, ${cls.id}, '新同学', 1)`);
    // marked dirty by the trigger; the list still answers the stored figure
    expect((await t.db.execute(sql`select school_id from school_figures_dirty`)).rows).toEqual([{ school_id: schoolId }]);
    expect(await childrenShown()).toBe(before);

    await t.ctx.jobs.start({ pollingSeconds: 0.5, cronSeconds: 1 });
    const deadline = Date.now() + 20_000;
    while ((await childrenShown()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect(await childrenShown()).toBe(before + 1);
    expect((await t.db.execute(sql`select 1 from school_figures_dirty`)).rows).toHaveLength(0);
    await t.ctx.jobs.stop();
  }, 30_000);

  it('ignore changes the figures do not count (a renamed child marks nothing)', async () => {
    await t.db.execute(sql`update students set name = name || '一' where school_id = ${schoolId}`);
    expect((await t.db.execute(sql`select 1 from school_figures_dirty`)).rows).toHaveLength(0);
    await t.db.execute(
      sql`update students set status = 3 where id = (select min(id) from students where school_id = ${schoolId} and status = 1)`,
    );
    expect((await t.db.execute(sql`select school_id from school_figures_dirty`)).rows).toEqual([{ school_id: schoolId }]);
  });
});
