import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, post, rows, sheetRows } from '../records/records-test-kit.ts';
import { figures, seedPlans } from './growth-stat-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let plans: { spring: number; autumn: number };
let foreignPlan: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  // the teacher's range is classes 0 and 2: the plans measure 0 (theirs) and 1 (not theirs)
  plans = await seedPlans(t, c.director1.schoolId, [classes[0], classes[1]]);
  foreignPlan = (await seedPlans(t, c.director2.schoolId, (await classIds(t, c.director2.schoolId)).slice(0, 1))).spring;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/attendance/v1/exam';
type Rec = { studentId: number; classId: number; height: number; weight: number; haz: number; waz: number; ageDays: number };
const records = (planId: number) =>
  rows<Rec>(
    t,
    sql`select student_id as "studentId", class_id as "classId", height_cm::float8 as height, weight_kg::float8 as weight, haz, waz,
      age_days as "ageDays" from exam_records where plan_id = ${planId}`,
  );

describe('plans and statistics', () => {
  it('lists the plans latest first with their classes, the teacher’s classes only', async () => {
    const all = (await post(t, `${P}/statistic/plan/list`, c.health)).json().data;
    expect(all.map((p: { id: number }) => p.id)).toEqual([plans.autumn, plans.spring]);
    expect(all[0].classes.map((x: { id: number }) => x.id).sort()).toEqual([classes[0], classes[1]].sort());
    expect(all[0].records).toBe((await records(plans.autumn)).length);
    const mine = (await post(t, `${P}/statistic/plan/list`, c.teacher)).json().data;
    expect(mine[0].classes.map((x: { id: number }) => x.id)).toEqual([classes[0]]);
    expect(mine[0].records).toBe((await records(plans.autumn)).filter((r) => r.classId === classes[0]).length);
    expect((await post(t, `${P}/statistic/plan/list`, c.health, { clazzId: classes[2] })).json().data).toEqual([]);
    expect((await post(t, `${P}/statistic/plan/list`, c.finance)).json().code).toBe('common-0403');
  });

  it('figures heights per class as the records give them, with the z distribution and a total', async () => {
    const recs = await records(plans.spring);
    const res = (await post(t, `${P}/statistic/height`, c.health, { planId: plans.spring, groupBy: 'class' })).json().data;
    expect(res).toMatchObject({ planId: plans.spring, planName: '春季体检', groupBy: 'class' });
    for (const cls of [classes[0], classes[1]]) {
      const mine = recs.filter((r) => r.classId === cls);
      const g = res.groups.find((x: { key: string }) => x.key === String(cls));
      expect(g).toMatchObject(figures(mine.map((r) => r.height)));
      expect(g.zMean).toBeCloseTo(mine.reduce((a, r) => a + r.haz, 0) / mine.length, 2);
      expect(g.bands.below3).toBe(mine.filter((r) => r.haz < -3).length);
      expect(g.bands.middle).toBe(mine.filter((r) => r.haz >= -1 && r.haz <= 1).length);
      expect(Object.values(g.bands as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(mine.length);
    }
    expect(res.total).toMatchObject({ key: 'total', ...figures(recs.map((r) => r.height)) });
    const weight = (await post(t, `${P}/statistic/weight`, c.health, { planId: plans.spring, groupBy: 'grade' })).json().data;
    expect(weight.total).toMatchObject(figures(recs.map((r) => r.weight)));
    expect(weight.total.bands.above2).toBe(recs.filter((r) => r.waz > 2 && r.waz <= 3).length);
  });

  it('groups by age band in completed years at measurement', async () => {
    const recs = await records(plans.autumn);
    const res = (await post(t, `${P}/statistic/height`, c.health, { planId: plans.autumn, groupBy: 'age' })).json().data;
    const band = (d: number) => (d < 1096 ? 'y2' : d < 1461 ? 'y3' : d < 1826 ? 'y4' : d < 2192 ? 'y5' : 'over6');
    for (const g of res.groups) expect(g.count).toBe(recs.filter((r) => band(r.ageDays) === g.key).length);
    expect(res.groups.reduce((a: number, g: { count: number }) => a + g.count, 0)).toBe(recs.length);
  });

  it('keeps the teacher to their classes, refuses another school’s plan and bad input', async () => {
    const recs = (await records(plans.spring)).filter((r) => r.classId === classes[0]);
    const mine = (await post(t, `${P}/statistic/height`, c.teacher, { planId: plans.spring })).json().data;
    expect(mine.groups.map((g: { key: string }) => g.key)).toEqual([String(classes[0])]);
    expect(mine.total.count).toBe(recs.length);
    expect((await post(t, `${P}/statistic/height`, c.director1, { planId: foreignPlan })).json().code).toBe('common-0405');
    expect((await post(t, `${P}/statistic/height`, c.health, { planId: plans.spring, groupBy: 'room' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'groupBy' },
    });
    expect((await post(t, `${P}/statistic/weight`, c.finance, { planId: plans.spring })).json().code).toBe('common-0403');
  });

  it('exports a statistics table with the total last', async () => {
    const res = await post(t, `${P}/statistic/height/export`, c.health, { planId: plans.spring, groupBy: 'class' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0].slice(0, 3)).toEqual(['分组', '人数', '均值(cm)']);
    expect(sheet.at(-1)?.slice(0, 2)).toEqual(['合计', String((await records(plans.spring)).length)]);
  });
});
