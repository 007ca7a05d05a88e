import { standardEndpoints as S } from '@kg/shared/modules/health/growth/growth-standards';
import { nutritionEndpoints as N } from '@kg/shared/modules/health/growth/nutrition';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { examPlanClasses, examPlans, examRecords, students } from '../../../db/schema/index.ts';
import { type Cast, cast, classIds, sheetRows } from '../records/records-test-kit.ts';
import { evaluatePlan } from './assess.ts';

let t: TestApp;
let who: Cast;
let school: number;
let p0: number;
let p1: number;
/** a–d in the teacher's first class, e–f in a class outside the teacher's range */
const kid: Record<string, number> = {};
const classOf: Record<string, number> = {};

async function plan(name: string, startsOn: string, classes: number[]) {
  const [p] = await t.db
    .insert(examPlans)
    .values({ schoolId: school, name, startsOn, endsOn: sql`${startsOn}::date + 20`, items: ['height', 'weight'] })
    .returning({ id: examPlans.id });
  for (const classId of classes) await t.db.insert(examPlanClasses).values({ schoolId: school, planId: p.id, classId });
  return p.id;
}

type Rec = [child: string, sex: 'M' | 'F', ageDays: number, heightCm: number | null, weightKg: number | null];
async function record(planId: number, classOf: Record<string, number>, [child, sex, age, h, w]: Rec) {
  await t.db.execute(sql`insert into exam_records (school_id, plan_id, student_id, class_id, sex, measured_on, age_days, height_cm, weight_kg)
    select ${school}, ${planId}, ${kid[child]}, ${classOf[child]}, ${sex}, starts_on, ${age}, ${h}, ${w} from exam_plans where school_id = ${school} and id = ${planId}`);
}

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  school = who.director1.schoolId;
  const [c0, c1] = await classIds(t, school);
  const pick = (c: number, n: number) =>
    t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, school), eq(students.classId, c), eq(students.status, 1)))
      .orderBy(students.id)
      .limit(n);
  const inRange = await pick(c0, 4);
  const outside = await pick(c1, 2);
  ['a', 'b', 'c', 'd'].forEach((k, n) => {
    kid[k] = inRange[n].id;
    classOf[k] = c0;
  });
  ['e', 'f'].forEach((k, n) => {
    kid[k] = outside[n].id;
    classOf[k] = c1;
  });
  // long before the demo's plans, so p0 is the plan before p1
  p0 = await plan('2015 spring', '2015-03-02', [c0, c1]);
  p1 = await plan('2015 autumn', '2015-10-08', [c0, c1]);
  const earlier: Rec[] = [
    ['a', 'M', 1250, 99, 15.2],
    ['b', 'M', 1250, 99.5, 15],
    ['e', 'M', 1610, 106, 17.5],
  ];
  const later: Rec[] = [
    ['a', 'M', 1461, 103.3, 16.7], // normal
    ['b', 'M', 1461, 92, 13.8], // stunting (height-for-age about −2.7)
    ['c', 'F', 2192, 115, 28], // 6 years, BMI 21.2: obesity by BMI-for-age
    ['d', 'F', 1200, null, null], // not measured yet
    ['e', 'M', 1826, 110, 18.5], // normal
    ['f', 'F', 1100, 95, 9.5], // far too light for 95 cm: severe wasting
  ];
  for (const r of earlier) await record(p0, classOf, r);
  for (const r of later) await record(p1, classOf, r);
  await evaluatePlan(t.db, school, p0);
  await evaluatePlan(t.db, school, p1);
});
afterAll(() => t.close());

describe('evaluatePlan', () => {
  it('stores z-scores and statuses computed from the measurements, all or the named children', async () => {
    const e = examRecords;
    const got = await t.db
      .select({ id: e.studentId, statuses: e.statuses, haz: e.haz, reference: e.reference })
      .from(e)
      .where(and(eq(e.schoolId, school), eq(e.planId, p1)));
    const of = (k: string) => got.find((r) => r.id === kid[k])!;
    expect(of('a').statuses).toEqual([]);
    expect(of('b').statuses).toEqual(['stunting']);
    expect(of('c').statuses).toEqual(['obesity']);
    expect(of('d')).toMatchObject({ statuses: [], haz: null });
    expect(of('f').statuses).toContain('severeWasting');
    expect(of('a').reference).toBe('who');
    await t.db.execute(sql`update exam_records set statuses = '{}', haz = null where school_id = ${school} and plan_id = ${p1}`);
    expect(await evaluatePlan(t.db, school, p1, [kid.b])).toBe(1);
    const again = await t.db
      .select({ id: e.studentId, statuses: e.statuses })
      .from(e)
      .where(and(eq(e.schoolId, school), eq(e.planId, p1), inArray(e.studentId, [kid.b, kid.c])));
    expect(again.find((r) => r.id === kid.b)!.statuses).toEqual(['stunting']);
    expect(again.find((r) => r.id === kid.c)!.statuses).toEqual([]);
    expect(await evaluatePlan(t.db, school, p1)).toBe(6);
  });
});

describe('nutrition assessment', () => {
  const page = { pageNum: 1, pageSize: 20 };
  it('pages a plan’s children with their status, filtered by status and within a teacher’s classes', async () => {
    const all = ok(await call(N.evaluate, who.health, { planId: p1, ...page }));
    expect(all.total).toBe(6);
    const stunted = ok(await call(N.evaluate, who.health, { planId: p1, status: 'stunting', ...page }));
    expect(stunted.list.map((r) => r.studentId)).toEqual([kid.b]);
    const normal = ok(await call(N.evaluate, who.health, { planId: p1, status: 'normal', ...page }));
    expect(normal.total).toBe(2);
    const mine = ok(await call(N.evaluate, who.teacher, { planId: p1, ...page }));
    expect(mine.list.map((r) => r.studentId).sort()).toEqual([kid.a, kid.b, kid.c, kid.d].sort());
  });

  it('offers the plans holding one of the caller’s classes, the caller’s classes and the statuses', async () => {
    const mine = ok(await call(N.options, who.teacher));
    expect(mine.plans.map((p) => p.id)).toEqual(expect.arrayContaining([p1, p0]));
    expect(mine.plans.find((p) => p.id === p1)).toMatchObject({ name: '2015 autumn', startsOn: '2015-10-08', endsOn: '2015-10-28' });
    expect(mine.classes.map((c) => c.id)).toContain(classOf.a);
    expect(mine.classes.map((c) => c.id)).not.toContain(classOf.e);
    expect(mine.statuses).toContain('normal');
    const theirs = ok(await call(N.options, who.director2));
    expect(theirs.plans.map((p) => p.id)).not.toContain(p1);
  });

  it('refuses another school’s plan, a bad status and a child outside a teacher’s classes', async () => {
    refused(await call(N.evaluate, who.director2, { planId: p1, ...page }), 'common-0405');
    const bad = await call(N.evaluate, who.health, malformed({ planId: p1, status: 'tall', ...page }));
    expect(bad.status).toBe(400);
    refused(bad, 'common-0400', 'status');
    refused(await call(N.childExams, who.teacher, { studentId: kid.e }), 'common-0405');
    const own = ok(await call(N.childExams, who.teacher, { studentId: kid.b }));
    const ours = own.filter((r) => r.planId === p0 || r.planId === p1);
    expect(ours.map((r) => [r.planId, r.statuses])).toEqual([
      [p0, []],
      [p1, ['stunting']],
    ]);
  });

  it('counts statuses per age band and sex, and compares a plan with the one before it', async () => {
    const bands = ok(await call(N.ageStatistic, who.health, { planId: p1 }));
    const boys4 = bands.find((b) => b.band === '4-5' && b.sex === 'M')!;
    expect(boys4.assessed).toBe(3); // a and b at 1,461 days, e at 1,826 (still under five years)
    expect(boys4.statuses.find((s) => s.status === 'stunting')).toEqual({ status: 'stunting', count: 1, rate: 33.3 });
    const cmp = ok(await call(N.compare, who.health, { planId: p1 }));
    expect(cmp.compare?.planId).toBe(p0);
    const rate = (side: { statuses: { status: string; rate: number }[] }, s: string) => side.statuses.find((x) => x.status === s)!.rate;
    expect([rate(cmp.compare!, 'stunting'), rate(cmp.plan, 'stunting')]).toEqual([0, 20]);
    expect(cmp.classes).toHaveLength(2);
    refused(await call(N.compare, who.health, { planId: p1, comparePlanId: p1 }), 'health-0701', 'comparePlanId');
    const years = ok(await call(N.yearStatistic, who.health, {}));
    expect(years.find((y) => y.year === 2014)!.plans.map((p) => p.planId)).toEqual([p0]);
  });

  it('writes the state list and the per-class count as workbooks', async () => {
    const list = await call(N.stateEvaluation, who.health, { planId: p1, status: 'stunting' });
    expect(list.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(ok(list) as unknown as Buffer);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toContain('生长迟缓');
    const perClass = await sheetRows(ok(await call(N.classExport, who.teacher, { planId: p1 })) as unknown as Buffer);
    expect(perClass).toHaveLength(2); // the teacher's one class
    expect(perClass[0].slice(0, 2)).toEqual(['班级', '评价人数']);
  });
});

describe('assessment standard', () => {
  it('lists WHO with its cut-offs and default ranges, saves a school’s range, and names a bad one', async () => {
    const list = ok(await call(S.list, who.health));
    expect(list.reference).toBe('who');
    expect(list.items.find((i) => i.item === 'haemoglobin')).toMatchObject({ low: 110, isDefault: true });
    const saved = ok(await call(S.update, who.health, { reference: 'who', items: [{ item: 'haemoglobin', low: 115, high: null }] }));
    expect(saved).toEqual({ reevaluated: null, jobId: null });
    const after = ok(await call(S.list, who.health));
    expect(after.items.find((i) => i.item === 'haemoglobin')).toMatchObject({ low: 115, isDefault: false });
    const bad = await call(S.update, who.health, { reference: 'who', items: [{ item: 'bloodLead', low: 50, high: 10 }] });
    expect(bad.status).toBe(400);
    refused(bad, 'common-0400', 'items.0.high');
    const denied = await call(S.update, who.teacher, { reference: 'who', items: [] });
    expect(denied.status).toBe(403);
    refused(denied, 'common-0403');
  });

  it('re-evaluates every plan of the school when the reference changes', async () => {
    // a school still on another reference (only 'who' can be chosen today): stale figures everywhere
    await t.db.execute(sql`insert into growth_settings (school_id, reference) values (${school}, 'older')
      on conflict (school_id) do update set reference = 'older'`);
    await t.db.execute(sql`update exam_records set statuses = '{}', reference = 'older' where school_id = ${school}`);
    const e = examRecords;
    const [{ n }] = await t.db.select({ n: count() }).from(e).where(eq(e.schoolId, school));
    const r = ok(await call(S.update, who.health, { reference: 'who' }));
    expect(r).toEqual({ reevaluated: n, jobId: null });
    const [b] = await t.db
      .select({ statuses: e.statuses, reference: e.reference })
      .from(e)
      .where(and(eq(e.schoolId, school), eq(e.planId, p1), eq(e.studentId, kid.b)));
    expect(b).toEqual({ statuses: ['stunting'], reference: 'who' });
  });
});
