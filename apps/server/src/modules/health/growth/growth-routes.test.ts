import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, post, rows, sheetRows } from '../records/records-test-kit.ts';
import { evaluatePlan } from './assess.ts';

const N = '/attendance/v1/nutrition/status/statistic/web';
const S = '/attendance/v1/exam/standard';

let t: TestApp;
let who: Cast;
let school: number;
let p0: number;
let p1: number;
/** a–d in the teacher's first class, e–f in a class outside the teacher's range */
const kid: Record<string, number> = {};

async function plan(name: string, startsOn: string, classes: number[]) {
  const [p] = await rows<{ id: number }>(
    t,
    sql`insert into exam_plans (school_id, name, starts_on, ends_on, items)
    values (${school}, ${name}, ${startsOn}::date, ${startsOn}::date + 20, '{height,weight}') returning id::int as id`,
  );
  for (const c of classes) await t.db.execute(sql`insert into exam_plan_classes values (${school}, ${p.id}, ${c})`);
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
    rows<{ id: number }>(
      t,
      sql`select id::int as id from students where school_id = ${school} and class_id = ${c} and status = 1 order by id limit ${n}`,
    );
  const inRange = await pick(c0, 4);
  const outside = await pick(c1, 2);
  const classOf: Record<string, number> = {};
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
    const got = await rows<{ id: number; statuses: string[]; haz: number | null; reference: string | null }>(
      t,
      sql`select student_id::int as id, statuses, haz, reference from exam_records where school_id = ${school} and plan_id = ${p1}`,
    );
    const of = (k: string) => got.find((r) => r.id === kid[k])!;
    expect(of('a').statuses).toEqual([]);
    expect(of('b').statuses).toEqual(['stunting']);
    expect(of('c').statuses).toEqual(['obesity']);
    expect(of('d')).toMatchObject({ statuses: [], haz: null });
    expect(of('f').statuses).toContain('severeWasting');
    expect(of('a').reference).toBe('who');
    await t.db.execute(sql`update exam_records set statuses = '{}', haz = null where school_id = ${school} and plan_id = ${p1}`);
    expect(await evaluatePlan(t.db, school, p1, [kid.b])).toBe(1);
    const again = await rows<{ id: number; statuses: string[] }>(
      t,
      sql`select student_id::int as id, statuses from exam_records
      where school_id = ${school} and plan_id = ${p1} and student_id in (${kid.b}, ${kid.c})`,
    );
    expect(again.find((r) => r.id === kid.b)!.statuses).toEqual(['stunting']);
    expect(again.find((r) => r.id === kid.c)!.statuses).toEqual([]);
    expect(await evaluatePlan(t.db, school, p1)).toBe(6);
  });
});

describe('nutrition assessment', () => {
  it('pages a plan’s children with their status, filtered by status and within a teacher’s classes', async () => {
    const all = (await post(t, `${N}/pageEvaluate`, who.health, { planId: p1, pageNum: 1, pageSize: 20 })).json();
    expect(all.data.total).toBe(6);
    const stunted = (await post(t, `${N}/pageEvaluate`, who.health, { planId: p1, status: 'stunting', pageNum: 1, pageSize: 20 })).json();
    expect(stunted.data.list.map((r: { studentId: number }) => r.studentId)).toEqual([kid.b]);
    const normal = (await post(t, `${N}/pageEvaluate`, who.health, { planId: p1, status: 'normal', pageNum: 1, pageSize: 20 })).json();
    expect(normal.data.total).toBe(2);
    const mine = (await post(t, `${N}/pageEvaluate`, who.teacher, { planId: p1, pageNum: 1, pageSize: 20 })).json();
    expect(mine.data.list.map((r: { studentId: number }) => r.studentId).sort()).toEqual([kid.a, kid.b, kid.c, kid.d].sort());
  });

  it('refuses another school’s plan, a bad status and a child outside a teacher’s classes', async () => {
    const other = (await post(t, `${N}/pageEvaluate`, who.director2, { planId: p1, pageNum: 1, pageSize: 20 })).json();
    expect(other.code).toBe('common-0405');
    const bad = await post(t, `${N}/pageEvaluate`, who.health, { planId: p1, status: 'tall', pageNum: 1, pageSize: 20 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('status');
    expect((await post(t, `${N}/listStuHealthExamInfo`, who.teacher, { studentId: kid.e })).json().code).toBe('common-0405');
    const own = (await post(t, `${N}/listStuHealthExamInfo`, who.teacher, { studentId: kid.b })).json();
    const ours = own.data.filter((r: { planId: number }) => r.planId === p0 || r.planId === p1);
    expect(ours.map((r: { planId: number; statuses: string[] }) => [r.planId, r.statuses])).toEqual([
      [p0, []],
      [p1, ['stunting']],
    ]);
  });

  it('counts statuses per age band and sex, and compares a plan with the one before it', async () => {
    const bands = (await post(t, `${N}/listAgeStatistic`, who.health, { planId: p1 })).json().data;
    const boys4 = bands.find((b: { band: string; sex: string }) => b.band === '4-5' && b.sex === 'M');
    expect(boys4.assessed).toBe(3); // a and b at 1,461 days, e at 1,826 (still under five years)
    expect(boys4.statuses.find((s: { status: string }) => s.status === 'stunting')).toEqual({ status: 'stunting', count: 1, rate: 33.3 });
    const cmp = (await post(t, `${N}/listPlanCompare`, who.health, { planId: p1 })).json().data;
    expect(cmp.compare.planId).toBe(p0);
    const rate = (side: { statuses: { status: string; rate: number }[] }, s: string) => side.statuses.find((x) => x.status === s)!.rate;
    expect([rate(cmp.compare, 'stunting'), rate(cmp.plan, 'stunting')]).toEqual([0, 20]);
    expect(cmp.classes).toHaveLength(2);
    const self = (await post(t, `${N}/listPlanCompare`, who.health, { planId: p1, comparePlanId: p1 })).json();
    expect(self).toMatchObject({ code: 'health-0701', data: { field: 'comparePlanId' } });
    const years = (await post(t, `${N}/listYearStatistic`, who.health, {})).json().data;
    expect(years.find((y: { year: number }) => y.year === 2014).plans.map((p: { planId: number }) => p.planId)).toEqual([p0]);
  });

  it('writes the state list and the per-class count as workbooks', async () => {
    const list = await post(t, `${N}/stateEvaluation`, who.health, { planId: p1, status: 'stunting' });
    expect(list.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(list.rawPayload);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toContain('生长迟缓');
    const perClass = await sheetRows((await post(t, `${N}/endTermCount`, who.teacher, { planId: p1 })).rawPayload);
    expect(perClass).toHaveLength(2); // the teacher's one class
    expect(perClass[0].slice(0, 2)).toEqual(['班级', '评价人数']);
  });
});

describe('assessment standard', () => {
  it('lists WHO with its cut-offs and default ranges, saves a school’s range, and names a bad one', async () => {
    const list = (await post(t, `${S}/list`, who.health)).json().data;
    expect(list.reference).toBe('who');
    expect(list.items.find((i: { item: string }) => i.item === 'haemoglobin')).toMatchObject({ low: 110, isDefault: true });
    const saved = await post(t, `${S}/update`, who.health, { reference: 'who', items: [{ item: 'haemoglobin', low: 115, high: null }] });
    expect(saved.json()).toMatchObject({ code: 'common-0001', data: { reevaluated: null, jobId: null } });
    const after = (await post(t, `${S}/list`, who.health)).json().data;
    expect(after.items.find((i: { item: string }) => i.item === 'haemoglobin')).toMatchObject({ low: 115, isDefault: false });
    const bad = await post(t, `${S}/update`, who.health, { reference: 'who', items: [{ item: 'bloodLead', low: 50, high: 10 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('items.0.high');
    expect((await post(t, `${S}/update`, who.teacher, { reference: 'who', items: [] })).statusCode).toBe(403);
  });

  it('re-evaluates every plan of the school when the reference changes', async () => {
    // a school still on another reference (only 'who' can be chosen today): stale figures everywhere
    await t.db.execute(sql`insert into growth_settings (school_id, reference) values (${school}, 'older')
      on conflict (school_id) do update set reference = 'older'`);
    await t.db.execute(sql`update exam_records set statuses = '{}', reference = 'older' where school_id = ${school}`);
    const [{ n }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from exam_records where school_id = ${school}`);
    const r = (await post(t, `${S}/update`, who.health, { reference: 'who' })).json();
    expect(r.data).toEqual({ reevaluated: n, jobId: null });
    const [b] = await rows<{ statuses: string[]; reference: string }>(
      t,
      sql`select statuses, reference from exam_records
      where school_id = ${school} and plan_id = ${p1} and student_id = ${kid.b}`,
    );
    expect(b).toEqual({ statuses: ['stunting'], reference: 'who' });
  });
});
