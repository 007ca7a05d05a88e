import type { ErrorCode } from '@kg/shared';
import type { PlanInput } from '@kg/shared/modules/health/exams/exam-schemas';
import { examPlanEndpoints as E, examRecordEndpoints as R } from '@kg/shared/modules/health/exams/exams';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { classes as classTable, examPlans, examRecords, students } from '../../../db/schema/index.ts';
import { type Cast, cast, classIds } from '../records/records-test-kit.ts';

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

const plan = (over: Partial<PlanInput> = {}): PlanInput => ({
  name: '测试体检',
  startDay: '2026-03-01',
  endDay: '2026-03-31',
  clazzIds: [classes[0], classes[1]],
  items: ['height', 'weight', 'haemoglobin'],
  ...over,
});
const planCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(examPlans))[0].n;
const childOf = async (classId: number) =>
  (
    await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classId, classId), eq(students.status, 1), isNotNull(students.birthday)))
      .limit(1)
  )[0].id;

describe('the demo plans', () => {
  it('measure every active child twice with realistic z-scores and a few stunted and overweight children', async () => {
    const page = ok(await call(E.page, c.health, { pageSize: 10 }));
    expect(page.total).toBe(2);
    for (const p of page.list) {
      expect(p.measured).toBeGreaterThan(0);
      expect(p.measured).toBe(p.expected);
      expect(p.items).toEqual(['height', 'weight', 'head', 'visionLeft', 'visionRight', 'caries', 'haemoglobin']);
    }
    const r = examRecords;
    const [s] = await t.db
      .select({
        haz: sql<number>`avg(${r.haz})`,
        whz: sql<number>`avg(coalesce(${r.whz}, ${r.baz}))`,
        n: sql<number>`count(*)::int`,
        stunted: sql<number>`count(*) filter (where 'stunting' = any(${r.statuses}) or 'severeStunting' = any(${r.statuses}))::int`,
        over: sql<number>`count(*) filter (where 'overweight' = any(${r.statuses}) or 'obesity' = any(${r.statuses}))::int`,
        missing: sql<number>`count(*) filter (where ${r.haz} is null or ${r.waz} is null)::int`,
      })
      .from(r);
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
    const items = ok(await call(E.items, c.teacher));
    expect(items.find((i) => i.key === 'height')).toMatchObject({ label: '身高', unit: 'cm', min: 45, max: 150 });
    const { id } = ok(await call(E.create, c.health, plan()));
    const got = ok(await call(E.get, c.health, { id }));
    expect(got).toMatchObject({ name: '测试体检', startDay: '2026-03-01', measured: 0, recordedClasses: [], recordedItems: [] });
    expect(got.classes.map((k) => k.id).sort()).toEqual([classes[0], classes[1]].sort());
    expect(got.expected).toBeGreaterThan(0);
    const kid = await childOf(classes[0]);
    const saved = ok(await call(R.update, c.health, { planId: id, studentId: kid, measuredDay: '2026-03-05', values: { height: 104.2 } }));
    expect(saved.haz).toBeTypeOf('number');
    const grow = await call(E.update, c.health, { id, ...plan({ clazzIds: [classes[1], classes[2]], items: ['height'] }) });
    refused(grow, 'health-0604', 'clazzIds');
    refused(await call(E.update, c.health, { id, ...plan({ items: ['weight'] }) }), 'health-0605', 'items');
    refused(await call(E.update, c.health, { id, ...plan({ startDay: '2026-03-10' }) }), 'health-0606');
    ok(await call(E.update, c.health, { id, ...plan({ name: '改名', clazzIds: [...classes.slice(0, 3)], items: ['height', 'head'] }) }));
    const after = ok(await call(E.get, c.health, { id }));
    expect(after).toMatchObject({ name: '改名', items: ['height', 'head'], measured: 1, recordedItems: ['height'] });
    expect(after.classes).toHaveLength(3);
    expect(ok(await call(E.remove, c.health, { id }))).toEqual({ records: 1 });
    expect(await t.db.select({ id: examRecords.studentId }).from(examRecords).where(eq(examRecords.planId, id))).toEqual([]);
    refused(await call(E.get, c.health, { id }), 'common-0405');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await planCount();
    const [foreign] = await t.db
      .select({ id: classTable.id })
      .from(classTable)
      .where(eq(classTable.schoolId, c.director2.schoolId))
      .limit(1);
    const refusedFor = async (over: Record<string, unknown>, code: ErrorCode, field: string) =>
      refused(await call(E.create, c.health, malformed(plan(over))), code, field);
    await refusedFor({ endDay: '2026-02-01' }, 'health-0601', 'endDay');
    await refusedFor({ clazzIds: [foreign.id] }, 'health-0602', 'clazzIds');
    await refusedFor({ items: ['height', 'iq'] }, 'common-0400', 'items.1');
    await refusedFor({ items: [] }, 'common-0400', 'items');
    await refusedFor({ termId: 999_999 }, 'health-0603', 'termId');
    await refusedFor({ name: '' }, 'common-0400', 'name');
    expect(await planCount()).toBe(before);
  });

  it('keeps schools apart, refuses those without the code and a header naming another school', async () => {
    const { id } = ok(await call(E.create, c.health, plan()));
    refused(await call(E.get, c.director2, { id }), 'common-0405');
    refused(await call(E.remove, c.director2, { id }), 'common-0405');
    refused(await call(E.update, c.director2, { id, ...plan() }), 'common-0405');
    const theirs = ok(await call(E.all, c.director2));
    expect(theirs.some((p) => p.id === id)).toBe(false);
    refused(await call(E.create, c.teacher, plan()), 'common-0403');
    refused(await call(E.page, c.finance), 'common-0403');
    refused(await call(E.page, c.health, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
  });

  it('is an option for a teacher only when it measures one of their classes', async () => {
    const [, rangeB] = [classes[0], classes[1]];
    const { id } = ok(await call(E.create, c.health, plan({ clazzIds: [rangeB], name: '仅中班' })));
    const mine = ok(await call(E.all, c.teacher)).map((p) => p.id);
    expect(mine).not.toContain(id);
    refused(await call(E.get, c.teacher, { id }), 'common-0405');
    const byClass = ok(await call(E.options, c.health, { clazzId: rangeB })).map((p) => p.id);
    expect(byClass).toContain(id);
    expect(ok(await call(E.options, c.health, { clazzId: classes[3] })).map((p) => p.id)).not.toContain(id);
  });
});
