import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, post, rows } from '../records/records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/attendance/v1/exam';
const plan = (over: object = {}) => ({
  name: '测试体检',
  startDay: '2026-03-01',
  endDay: '2026-03-31',
  clazzIds: [classes[0], classes[1]],
  items: ['height', 'weight', 'haemoglobin'],
  ...over,
});
const planCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from exam_plans`))[0].n;
const childOf = async (classId: number) =>
  (
    await rows<{ id: number }>(
      t,
      sql`select id::int from students where class_id = ${classId} and status = 1 and birthday is not null limit 1`,
    )
  )[0].id;

describe('the demo plans', () => {
  it('measure every active child twice with realistic z-scores and a few stunted and overweight children', async () => {
    const page = (await post(t, `${P}/planManagerPage`, c.health, { pageSize: 10 })).json().data;
    expect(page.total).toBe(2);
    for (const p of page.list) {
      expect(p.measured).toBeGreaterThan(0);
      expect(p.measured).toBe(p.expected);
      expect(p.items).toEqual(['height', 'weight', 'head', 'visionLeft', 'visionRight', 'caries', 'haemoglobin']);
    }
    const [s] = await rows<{ haz: number; whz: number; n: number; stunted: number; over: number; missing: number }>(
      t,
      sql`select avg(haz) as haz, avg(coalesce(whz, baz)) as whz, count(*)::int as n,
        count(*) filter (where 'stunting' = any(statuses) or 'severeStunting' = any(statuses))::int as stunted,
        count(*) filter (where 'overweight' = any(statuses) or 'obesity' = any(statuses))::int as over,
        count(*) filter (where haz is null or waz is null)::int as missing from exam_records`,
    );
    expect(s.n).toBeGreaterThan(100);
    expect(s.missing).toBe(0);
    expect(s.haz).toBeGreaterThan(-0.1);
    expect(s.haz).toBeLessThan(0.5);
    expect(s.whz).toBeGreaterThan(0);
    expect(s.whz).toBeLessThan(0.7);
    expect(s.stunted).toBeGreaterThan(0);
    expect(s.over).toBeGreaterThan(0);
  });
});

describe('a plan', () => {
  it('is created, read, grown, kept with its recorded class and item, and deleted with its records', async () => {
    const items = (await post(t, `${P}/get-all-exam-item`, c.teacher)).json().data;
    expect(items.find((i: { key: string }) => i.key === 'height')).toMatchObject({ label: '身高', unit: 'cm', min: 45, max: 150 });
    const { id } = (await post(t, `${P}/plan/create`, c.health, plan())).json().data;
    const got = (await post(t, `${P}/plan/get`, c.health, { id })).json().data;
    expect(got).toMatchObject({ name: '测试体检', startDay: '2026-03-01', measured: 0, recordedClasses: [], recordedItems: [] });
    expect(got.classes.map((k: { id: number }) => k.id).sort()).toEqual([classes[0], classes[1]].sort());
    expect(got.expected).toBeGreaterThan(0);
    const kid = await childOf(classes[0]);
    const saved = await post(t, `${P}/record/update`, c.health, {
      planId: id,
      studentId: kid,
      measuredDay: '2026-03-05',
      values: { height: 104.2 },
    });
    expect(saved.json().data.haz).toBeTypeOf('number');
    const grow = (
      await post(t, `${P}/plan/update`, c.health, { id, ...plan({ clazzIds: [classes[1], classes[2]], items: ['height'] }) })
    ).json();
    expect(grow).toMatchObject({ code: 'health-0604', data: { field: 'clazzIds' } });
    expect((await post(t, `${P}/plan/update`, c.health, { id, ...plan({ items: ['weight'] }) })).json()).toMatchObject({
      code: 'health-0605',
      data: { field: 'items' },
    });
    expect((await post(t, `${P}/plan/update`, c.health, { id, ...plan({ startDay: '2026-03-10' }) })).json().code).toBe('health-0606');
    const ok = await post(t, `${P}/plan/update`, c.health, {
      id,
      ...plan({ name: '改名', clazzIds: [...classes.slice(0, 3)], items: ['height', 'head'] }),
    });
    expect(ok.json().code).toBe('common-0001');
    const after = (await post(t, `${P}/plan/get`, c.health, { id })).json().data;
    expect(after).toMatchObject({ name: '改名', items: ['height', 'head'], measured: 1, recordedItems: ['height'] });
    expect(after.classes).toHaveLength(3);
    expect((await post(t, `${P}/plan/del`, c.health, { id })).json().data).toEqual({ records: 1 });
    expect((await rows(t, sql`select 1 from exam_records where plan_id = ${id}`)).length).toBe(0);
    expect((await post(t, `${P}/plan/get`, c.health, { id })).json().code).toBe('common-0405');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await planCount();
    const [foreign] = await rows<{ id: number }>(t, sql`select id::int from classes where school_id = ${c.director2.schoolId} limit 1`);
    const send = (over: object) => post(t, `${P}/plan/create`, c.health, plan(over)).then((r) => r.json());
    expect(await send({ endDay: '2026-02-01' })).toMatchObject({ code: 'health-0601', data: { field: 'endDay' } });
    expect(await send({ clazzIds: [foreign.id] })).toMatchObject({ code: 'health-0602', data: { field: 'clazzIds' } });
    expect(await send({ items: ['height', 'iq'] })).toMatchObject({ code: 'common-0400', data: { field: 'items.1' } });
    expect(await send({ items: [] })).toMatchObject({ code: 'common-0400', data: { field: 'items' } });
    expect(await send({ termId: 999_999 })).toMatchObject({ code: 'health-0603', data: { field: 'termId' } });
    expect(await send({ name: '' })).toMatchObject({ code: 'common-0400', data: { field: 'name' } });
    expect(await planCount()).toBe(before);
  });

  it('keeps schools apart, refuses those without the code and a header naming another school', async () => {
    const { id } = (await post(t, `${P}/plan/create`, c.health, plan())).json().data;
    for (const path of ['plan/get', 'plan/del'])
      expect((await post(t, `${P}/${path}`, c.director2, { id })).json().code, path).toBe('common-0405');
    expect((await post(t, `${P}/plan/update`, c.director2, { id, ...plan() })).json().code).toBe('common-0405');
    const theirs = (await post(t, `${P}/all/plan/list`, c.director2)).json().data;
    expect(theirs.some((p: { id: number }) => p.id === id)).toBe(false);
    expect((await post(t, `${P}/plan/create`, c.teacher, plan())).json().code).toBe('common-0403');
    expect((await post(t, `${P}/planManagerPage`, c.finance)).json().code).toBe('common-0403');
    expect((await post(t, `${P}/planManagerPage`, c.health, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe(
      'gateway-0105',
    );
  });

  it('is an option for a teacher only when it measures one of their classes', async () => {
    const [, rangeB] = [classes[0], classes[1]];
    const { id } = (await post(t, `${P}/plan/create`, c.health, plan({ clazzIds: [rangeB], name: '仅中班' }))).json().data;
    const mine = (await post(t, `${P}/all/plan/list`, c.teacher)).json().data.map((p: { id: number }) => p.id);
    expect(mine).not.toContain(id);
    expect((await post(t, `${P}/plan/get`, c.teacher, { id })).json().code).toBe('common-0405');
    const byClass = (await post(t, `${P}/plan/page`, c.health, { clazzId: rangeB })).json().data.map((p: { id: number }) => p.id);
    expect(byClass).toContain(id);
    expect((await post(t, `${P}/plan/page`, c.health, { clazzId: classes[3] })).json().data.map((p: { id: number }) => p.id)).not.toContain(
      id,
    );
  });
});
