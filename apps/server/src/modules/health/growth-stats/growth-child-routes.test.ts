import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, post, rows, sheetRows } from '../records/records-test-kit.ts';
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
  [{ id: foreignKid }] = await rows<{ id: number }>(t, sql`select id from students where school_id = ${c.director2.schoolId} limit 1`);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/attendance/v1/exam';
const kidOf = async (classId: number) =>
  (
    await rows<{ id: number }>(
      t,
      sql`select student_id as id from exam_records where plan_id = ${plans.spring} and class_id = ${classId} order by student_id limit 1`,
    )
  )[0].id;

describe('the growth list', () => {
  it('lists the latest plan’s children by default, filtered by status, the teacher’s classes only', async () => {
    const all = (await post(t, `${P}/statistic/student/page`, c.health, { pageSize: 10 })).json().data;
    const [{ n }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from exam_records where plan_id = ${plans.autumn}`);
    expect(all.total).toBe(n);
    const stunted = (
      await post(t, `${P}/statistic/student/page`, c.health, { planId: plans.spring, status: 'stunting', pageSize: 20 })
    ).json().data;
    const [{ s }] = await rows<{ s: number }>(
      t,
      sql`select count(*)::int as s from exam_records where plan_id = ${plans.spring} and 'stunting' = any(statuses)`,
    );
    expect(stunted.total).toBe(s);
    expect(stunted.list.every((r: { statuses: string[] }) => r.statuses.includes('stunting'))).toBe(true);
    const row = stunted.list[0];
    expect(row.bmi).toBeCloseTo(row.weightKg / (row.heightCm / 100) ** 2, 1);
    const mine = (await post(t, `${P}/statistic/student/page`, c.teacher, { pageSize: 20 })).json().data;
    expect(mine.list.every((r: { clazzId: number }) => r.clazzId === classes[0])).toBe(true);
    expect((await post(t, `${P}/statistic/student/page`, c.teacher, { clazzId: classes[1] })).json().data.total).toBe(0);
    expect((await post(t, `${P}/statistic/student/page`, c.health, { status: 'tall' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'status' },
    });
  });

  it('exports the list as a workbook', async () => {
    const res = await post(t, `${P}/statistic/student/export`, c.health, { planId: plans.spring, clazzId: classes[0] });
    const sheet = await sheetRows(res.rawPayload);
    const [{ n }] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from exam_records where plan_id = ${plans.spring} and class_id = ${classes[0]}`,
    );
    expect(sheet[0].slice(0, 2)).toEqual(['班级', '幼儿']);
    expect(sheet.length).toBe(n + 1);
  });
});

describe('a child’s growth curves', () => {
  it('gives the records across plans and the WHO percentile bands for the child’s sex', async () => {
    const kid = await kidOf(classes[0]);
    const d = (await post(t, `${P}/statistic/student/detail`, c.teacher, { studentId: kid })).json().data;
    expect(d.points.map((p: { planId: number }) => p.planId)).toEqual([plans.spring, plans.autumn]);
    const [{ sex }] = await rows<{ sex: string }>(t, sql`select sex from exam_records where student_id = ${kid} limit 1`);
    // at a tabulated day the median is the table's M, P97 lies above P85 and so on
    const p = d.bands.height.find((b: { ageDays: number }) => b.ageDays > 1100 && b.ageDays <= 1856);
    const [lms] = await rows<{ m: number }>(
      t,
      sql`select m from growth_lms where reference = 'who2006' and sex = ${sex} and measure = 'stature' and by = 'age_days' and x = ${p.ageDays}`,
    );
    expect(p.p50).toBeCloseTo(lms.m, 2);
    expect(p.p3 < p.p15 && p.p15 < p.p50 && p.p50 < p.p85 && p.p85 < p.p97).toBe(true);
    const ages = d.points.map((x: { ageDays: number }) => x.ageDays);
    expect(d.bands.weight[0].ageDays).toBeLessThanOrEqual(Math.min(...ages));
    expect(d.bands.bmi.at(-1).ageDays).toBeGreaterThanOrEqual(Math.max(...ages));
  });

  it('refuses another school’s child and a child outside the teacher’s classes', async () => {
    expect((await post(t, `${P}/statistic/student/detail`, c.director1, { studentId: foreignKid })).json().code).toBe('common-0405');
    expect((await post(t, `${P}/statistic/student/detail`, c.teacher, { studentId: await kidOf(classes[1]) })).json().code).toBe(
      'common-0405',
    );
    expect((await post(t, `${P}/statistic/student/detail`, c.health, { studentId: 'x' })).json().data.field).toBe('studentId');
  });
});

describe('the physical report', () => {
  it('judges each item against the school’s normal range, the default one until it sets its own', async () => {
    const first = (await post(t, `${P}/report/student`, c.health, { studentId: await kidOf(classes[0]) })).json().data;
    expect(first.plans[0].items.find((i: { key: string }) => i.key === 'haemoglobin')).toMatchObject({ low: 110, high: null });
    await t.db.execute(sql`insert into exam_standards (school_id, item, low, high) values (${c.director1.schoolId}, 'haemoglobin', 110, 160)
      on conflict (school_id, item) do update set low = 110, high = 160`);
    const kid = await kidOf(classes[1]);
    const r = (await post(t, `${P}/report/student`, c.health, { studentId: kid })).json().data;
    expect(r.plans).toHaveLength(2);
    const [{ hb }] = await rows<{ hb: number }>(
      t,
      sql`select (extra->>'haemoglobin')::int as hb from exam_records where plan_id = ${plans.spring} and student_id = ${kid}`,
    );
    const item = r.plans[0].items.find((i: { key: string }) => i.key === 'haemoglobin');
    expect(item).toEqual({ key: 'haemoglobin', value: hb, low: 110, high: 160, judgement: hb < 110 ? 'low' : 'normal' });
    expect(r.plans[0].items.find((i: { key: string }) => i.key === 'hearing')).toMatchObject({ value: 'pass', judgement: null });
    expect((await post(t, `${P}/report/student`, c.director1, { studentId: foreignKid })).json().code).toBe('common-0405');
  });

  it('reports a class: its children, the prevalence of each status, and refuses a class the plan did not measure', async () => {
    const r = (await post(t, `${P}/report/class`, c.health, { planId: plans.spring, clazzId: classes[1] })).json().data;
    const [{ n, stunted }] = await rows<{ n: number; stunted: number }>(
      t,
      sql`select count(*)::int as n, count(*) filter (where 'stunting' = any(statuses))::int as stunted
        from exam_records where plan_id = ${plans.spring} and class_id = ${classes[1]}`,
    );
    expect(r).toMatchObject({ measured: n, clazzId: classes[1] });
    expect(r.children).toHaveLength(n);
    expect(r.prevalence.find((p: { status: string }) => p.status === 'stunting')).toEqual({
      status: 'stunting',
      count: stunted,
      rate: Math.round((stunted / n) * 1000) / 10,
    });
    expect(r.height.count).toBe(n);
    expect((await post(t, `${P}/report/class`, c.health, { planId: plans.spring, clazzId: classes[2] })).json()).toMatchObject({
      code: 'health-0801',
      data: { field: 'clazzId' },
    });
    expect((await post(t, `${P}/report/class`, c.teacher, { planId: plans.spring, clazzId: classes[1] })).json().code).toBe('common-0405');
    const sheet = await sheetRows(
      (await post(t, `${P}/report/class/export`, c.health, { planId: plans.spring, clazzId: classes[1] })).rawPayload,
    );
    expect(sheet.length).toBe(n + 1);
  });
});
