import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { classes, institutions } from '../../db/schema/index.ts';
import { buildExtensions, readMetrics } from '../../platform/extensions/index.ts';
import { gardenContributions } from './contributions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async (q: ReturnType<typeof sql>) => Number(Object.values((await t.db.execute(q)).rows[0])[0]);

describe("garden's dashboard metrics", () => {
  const { dashboardMetrics } = buildExtensions([gardenContributions]);
  const keys = ['garden.children', 'garden.classes', 'garden.staff'] as const;

  it("count a school's children in school, active classes and staff in post, in one statement", async () => {
    const [school] = await t.db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.type, 2))
      .orderBy(asc(institutions.id))
      .limit(1);
    const id = school.id;
    // a child leaves: it no longer counts
    await t.db.execute(
      sql`update students set status = 3 where id = (select min(id) from students where school_id = ${id} and status = 1)`,
    );
    const figures = await readMetrics(t.db, dashboardMetrics, keys, { id: sql`${id}` });
    expect(figures).toEqual({
      'garden.children': await one(sql`select count(*) from students where school_id = ${id} and status = 1`),
      'garden.classes': await one(sql`select count(*) from classes where school_id = ${id} and status = 1`),
      'garden.staff': await one(sql`select count(*) from members where institution_id = ${id} and status = 1`),
    });
    expect(figures['garden.children']).toBeGreaterThan(100);
  });

  it("narrow children and classes to a set of classes (a teacher's range), not staff", async () => {
    const [c] = await t.db
      .select({ id: classes.id, school: classes.schoolId })
      .from(classes)
      .where(eq(classes.status, 1))
      .orderBy(asc(classes.id))
      .limit(1);
    const whole = await readMetrics(t.db, dashboardMetrics, keys, { id: sql`${c.school}` });
    const ranged = await readMetrics(t.db, dashboardMetrics, keys, { id: sql`${c.school}`, classes: sql`select ${c.id}::bigint` });
    expect(ranged).toEqual({
      'garden.children': await one(sql`select count(*) from students where school_id = ${c.school} and class_id = ${c.id} and status = 1`),
      'garden.classes': 1,
      'garden.staff': whole['garden.staff'],
    });
  });
});
