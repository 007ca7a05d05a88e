import { growthStatEndpoints as E } from '@kg/shared/modules/health/growth-stats/growth-statistics';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { examRecords, examStandards, growthLms, students } from '../../../db/schema/index.ts';
import { type Cast, cast, classIds, sheetRows } from '../records/records-test-kit.ts';
import { seedPlans } from './growth-stat-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let plans: { spring: number; autumn: number };
let foreignKid: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  plans = await seedPlans(t, c.director1.schoolId, [classes[0], classes[1]]);
  [{ id: foreignKid }] = await t.db.select({ id: students.id }).from(students).where(eq(students.schoolId, c.director2.schoolId)).limit(1);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const r = examRecords;
const kidOf = async (classId: number) =>
  (
    await t.db
      .select({ id: r.studentId })
      .from(r)
      .where(and(eq(r.planId, plans.spring), eq(r.classId, classId)))
      .orderBy(asc(r.studentId))
      .limit(1)
  )[0].id;
/** How many records of a plan match: the figure each list and report must give. */
const recordCount = async (...where: Parameters<typeof and>) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(and(...where))
  )[0].n;

describe('the growth list', () => {
  it('lists the latest plan’s children by default, filtered by status, the teacher’s classes only', async () => {
    const all = ok(await call(E.students, c.health, { pageSize: 10 }));
    expect(all.total).toBe(await recordCount(eq(r.planId, plans.autumn)));
    const stunted = ok(await call(E.students, c.health, { planId: plans.spring, status: 'stunting', pageSize: 20 }));
    expect(stunted.total).toBe(await recordCount(eq(r.planId, plans.spring), arrayContains(r.statuses, ['stunting'])));
    expect(stunted.list.every((x) => x.statuses.includes('stunting'))).toBe(true);
    const row = stunted.list[0];
    expect(row.bmi).toBeCloseTo(row.weightKg! / (row.heightCm! / 100) ** 2, 1);
    const mine = ok(await call(E.students, c.teacher, { pageSize: 20 }));
    expect(mine.list.every((x) => x.clazzId === classes[0])).toBe(true);
    expect(ok(await call(E.students, c.teacher, { clazzId: classes[1] })).total).toBe(0);
    refused(await call(E.students, c.health, malformed({ status: 'tall' })), 'common-0400', 'status');
  });

  it('exports the list as a workbook', async () => {
    const sheet = await sheetRows(ok(await call(E.studentsExport, c.health, { planId: plans.spring, clazzId: classes[0] })) as Buffer);
    const n = await recordCount(eq(r.planId, plans.spring), eq(r.classId, classes[0]));
    expect(sheet[0].slice(0, 2)).toEqual(['班级', '幼儿']);
    expect(sheet.length).toBe(n + 1);
  });
});

describe('a child’s growth curves', () => {
  it('gives the records across plans and the WHO percentile bands for the child’s sex', async () => {
    const kid = await kidOf(classes[0]);
    const d = ok(await call(E.studentDetail, c.teacher, { studentId: kid }));
    expect(d.points.map((p) => p.planId)).toEqual([plans.spring, plans.autumn]);
    const [{ sex }] = await t.db.select({ sex: r.sex }).from(r).where(eq(r.studentId, kid)).limit(1);
    // at a tabulated day the median is the table's M, P97 lies above P85 and so on
    const p = d.bands.height.find((b) => b.ageDays > 1100 && b.ageDays <= 1856)!;
    const g = growthLms;
    const [lms] = await t.db
      .select({ m: g.m })
      .from(g)
      .where(and(eq(g.reference, 'who2006'), eq(g.sex, sex), eq(g.measure, 'stature'), eq(g.by, 'age_days'), eq(g.x, p.ageDays)));
    expect(p.p50).toBeCloseTo(lms.m, 2);
    expect(p.p3 < p.p15 && p.p15 < p.p50 && p.p50 < p.p85 && p.p85 < p.p97).toBe(true);
    const ages = d.points.map((x) => x.ageDays);
    expect(d.bands.weight[0].ageDays).toBeLessThanOrEqual(Math.min(...ages));
    expect(d.bands.bmi.at(-1)!.ageDays).toBeGreaterThanOrEqual(Math.max(...ages));
  });

  it('refuses another school’s child and a child outside the teacher’s classes', async () => {
    refused(await call(E.studentDetail, c.director1, { studentId: foreignKid }), 'common-0405');
    refused(await call(E.studentDetail, c.teacher, { studentId: await kidOf(classes[1]) }), 'common-0405');
    refused(await call(E.studentDetail, c.health, malformed({ studentId: 'x' })), 'common-0400', 'studentId');
  });
});

describe('the physical report', () => {
  it('judges each item against the school’s normal range, the default one until it sets its own', async () => {
    const first = ok(await call(E.studentReport, c.health, { studentId: await kidOf(classes[0]) }));
    expect(first.plans[0].items.find((i) => i.key === 'haemoglobin')).toMatchObject({ low: 110, high: null });
    await t.db
      .insert(examStandards)
      .values({ schoolId: c.director1.schoolId, item: 'haemoglobin', low: 110, high: 160 })
      .onConflictDoUpdate({ target: [examStandards.schoolId, examStandards.item], set: { low: 110, high: 160 } });
    const kid = await kidOf(classes[1]);
    const report = ok(await call(E.studentReport, c.health, { studentId: kid }));
    expect(report.plans).toHaveLength(2);
    const [{ hb }] = await t.db
      .select({ hb: sql<number>`(${r.extra}->>'haemoglobin')::int` })
      .from(r)
      .where(and(eq(r.planId, plans.spring), eq(r.studentId, kid)));
    const item = report.plans[0].items.find((i) => i.key === 'haemoglobin');
    expect(item).toEqual({ key: 'haemoglobin', value: hb, low: 110, high: 160, judgement: hb < 110 ? 'low' : 'normal' });
    expect(report.plans[0].items.find((i) => i.key === 'hearing')).toMatchObject({ value: 'pass', judgement: null });
    refused(await call(E.studentReport, c.director1, { studentId: foreignKid }), 'common-0405');
  });

  it('reports a class: its children, the prevalence of each status, and refuses a class the plan did not measure', async () => {
    const report = ok(await call(E.classReport, c.health, { planId: plans.spring, clazzId: classes[1] }));
    const n = await recordCount(eq(r.planId, plans.spring), eq(r.classId, classes[1]));
    const stunted = await recordCount(eq(r.planId, plans.spring), eq(r.classId, classes[1]), arrayContains(r.statuses, ['stunting']));
    expect(report).toMatchObject({ measured: n, clazzId: classes[1] });
    expect(report.children).toHaveLength(n);
    expect(report.prevalence.find((p) => p.status === 'stunting')).toEqual({
      status: 'stunting',
      count: stunted,
      rate: Math.round((stunted / n) * 1000) / 10,
    });
    expect(report.height.count).toBe(n);
    refused(await call(E.classReport, c.health, { planId: plans.spring, clazzId: classes[2] }), 'health-0801', 'clazzId');
    refused(await call(E.classReport, c.teacher, { planId: plans.spring, clazzId: classes[1] }), 'common-0405');
    const sheet = await sheetRows(ok(await call(E.classReportExport, c.health, { planId: plans.spring, clazzId: classes[1] })) as Buffer);
    expect(sheet.length).toBe(n + 1);
  });
});
