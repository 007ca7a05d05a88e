import { growthStatEndpoints as E } from '@kg/shared/modules/health/growth-stats/growth-statistics';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { examRecords } from '../../../db/schema/index.ts';
import { type Cast, cast, classIds, sheetRows } from '../records/records-test-kit.ts';
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

const r = examRecords;
// the seeded records carry every figure, so the test reads them as numbers
const records = (planId: number) =>
  t.db
    .select({
      studentId: r.studentId,
      classId: r.classId,
      height: sql<number>`${r.heightCm}::float8`,
      weight: sql<number>`${r.weightKg}::float8`,
      haz: sql<number>`${r.haz}`,
      waz: sql<number>`${r.waz}`,
      ageDays: r.ageDays,
    })
    .from(r)
    .where(eq(r.planId, planId));

describe('plans and statistics', () => {
  it('lists the plans latest first with their classes, the teacher’s classes only', async () => {
    const all = ok(await call(E.plans, c.health));
    expect(all.map((p) => p.id)).toEqual([plans.autumn, plans.spring]);
    expect(all[0].classes.map((x) => x.id).sort()).toEqual([classes[0], classes[1]].sort());
    expect(all[0].records).toBe((await records(plans.autumn)).length);
    const mine = ok(await call(E.plans, c.teacher));
    expect(mine[0].classes.map((x) => x.id)).toEqual([classes[0]]);
    expect(mine[0].records).toBe((await records(plans.autumn)).filter((x) => x.classId === classes[0]).length);
    expect(ok(await call(E.plans, c.health, { clazzId: classes[2] }))).toEqual([]);
    refused(await call(E.plans, c.finance), 'common-0403');
  });

  it('figures heights per class as the records give them, with the z distribution and a total', async () => {
    const recs = await records(plans.spring);
    const res = ok(await call(E.height, c.health, { planId: plans.spring, groupBy: 'class' }));
    expect(res).toMatchObject({ planId: plans.spring, planName: '春季体检', groupBy: 'class' });
    for (const cls of [classes[0], classes[1]]) {
      const mine = recs.filter((x) => x.classId === cls);
      const g = res.groups.find((x) => x.key === String(cls))!;
      expect(g).toMatchObject(figures(mine.map((x) => x.height)));
      expect(g.zMean).toBeCloseTo(mine.reduce((a, x) => a + x.haz, 0) / mine.length, 2);
      expect(g.bands.below3).toBe(mine.filter((x) => x.haz < -3).length);
      expect(g.bands.middle).toBe(mine.filter((x) => x.haz >= -1 && x.haz <= 1).length);
      expect(Object.values(g.bands).reduce((a, b) => a + b, 0)).toBe(mine.length);
    }
    expect(res.total).toMatchObject({ key: 'total', ...figures(recs.map((x) => x.height)) });
    const weight = ok(await call(E.weight, c.health, { planId: plans.spring, groupBy: 'grade' }));
    expect(weight.total).toMatchObject(figures(recs.map((x) => x.weight)));
    expect(weight.total.bands.above2).toBe(recs.filter((x) => x.waz > 2 && x.waz <= 3).length);
  });

  it('groups by age band in completed years at measurement', async () => {
    const recs = await records(plans.autumn);
    const res = ok(await call(E.height, c.health, { planId: plans.autumn, groupBy: 'age' }));
    const band = (d: number) => (d < 1096 ? 'y2' : d < 1461 ? 'y3' : d < 1826 ? 'y4' : d < 2192 ? 'y5' : 'over6');
    for (const g of res.groups) expect(g.count).toBe(recs.filter((x) => band(x.ageDays) === g.key).length);
    expect(res.groups.reduce((a, g) => a + g.count, 0)).toBe(recs.length);
  });

  it('keeps the teacher to their classes, refuses another school’s plan and bad input', async () => {
    const recs = (await records(plans.spring)).filter((x) => x.classId === classes[0]);
    const mine = ok(await call(E.height, c.teacher, { planId: plans.spring }));
    expect(mine.groups.map((g) => g.key)).toEqual([String(classes[0])]);
    expect(mine.total.count).toBe(recs.length);
    refused(await call(E.height, c.director1, { planId: foreignPlan }), 'common-0405');
    refused(await call(E.height, c.health, malformed({ planId: plans.spring, groupBy: 'room' })), 'common-0400', 'groupBy');
    refused(await call(E.weight, c.finance, { planId: plans.spring }), 'common-0403');
  });

  it('exports a statistics table with the total last', async () => {
    const res = await call(E.heightExport, c.health, { planId: plans.spring, groupBy: 'class' });
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(ok(res) as Buffer);
    expect(sheet[0].slice(0, 3)).toEqual(['分组', '人数', '均值(cm)']);
    expect(sheet.at(-1)?.slice(0, 2)).toEqual(['合计', String((await records(plans.spring)).length)]);
  });
});
