import { alertEndpoints as A } from '@kg/shared/modules/health/alerts/alerts';
import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from '../../../../test/harness.ts';
import { accounts, notices } from '../../../db/schema/index.ts';
import { demoAccount } from '../../../platform/demo/index.ts';
import { runScan } from './alert-scan.ts';
import { alertKit, DAY, dayBefore } from './alert-test-kit.ts';
import { afterAbnormalCheck, appTell } from './check-hook.ts';

let k: Awaited<ReturnType<typeof alertKit>>;
beforeAll(async () => {
  k = await alertKit();
}, 60_000);
afterAll(() => k.t.close());

const n = notices;
const noticesOf = async (phone: string) => {
  const [row] = await k.t.db
    .select({ n: count() })
    .from(n)
    .innerJoin(accounts, eq(accounts.id, n.accountId))
    .where(and(eq(accounts.phone, phone), eq(n.source, 'health'), like(n.titleEn, 'Outbreak alert%')));
  return row.n;
};

const WHO = ['director1', 'health', 'groupAdmin', 'regulator'] as const;
/** Each recipient's outbreak notices so far. */
const told = () => Promise.all(WHO.map((x) => noticesOf(demoAccount(x).phone)));
const since = (before: number[], after: number[]) => after.map((n, i) => n - before[i]);
const lastBody = async (phone: string) => {
  const [row] = await k.t.db
    .select({ body: n.bodyEn })
    .from(n)
    .innerJoin(accounts, eq(accounts.id, n.accountId))
    .where(and(eq(accounts.phone, phone), eq(n.source, 'health')))
    .orderBy(desc(n.id))
    .limit(1);
  return row?.body;
};

describe('the outbreak scan', () => {
  it('raises one alert for three fevers in a class within three days and tells the school, group and authority once', async () => {
    const [a] = k.cls;
    const before = await told();
    await k.check([
      { classId: a.id, studentId: a.students[0], day: dayBefore(2) },
      { classId: a.id, studentId: a.students[1], day: dayBefore(1) },
    ]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, dayBefore(1));
    expect(await k.alerts()).toEqual([]);
    await k.check([{ classId: a.id, studentId: a.students[2] }]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, DAY);
    expect(await k.alerts()).toMatchObject([{ kind: 'class', classId: a.id, grp: 'fever', state: 'open', kids: 3 }]);
    expect(since(before, await told())).toEqual([1, 1, 1, 1]);
    // a scan that finds the same cluster again tells nobody
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, DAY);
    expect(since(before, await told())).toEqual([1, 1, 1, 1]);
  });

  it('tells the same people once when the alert grows by children or by days, and not for a scan adding nothing', async () => {
    const [a] = k.cls;
    const before = await told();
    await k.check([{ classId: a.id, studentId: a.students[3] }]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, DAY);
    expect(await k.alerts()).toMatchObject([{ kind: 'class', kids: 4 }]);
    expect(since(before, await told())).toEqual([1, 1, 1, 1]);
    expect(await lastBody(demoAccount('health').phone)).toMatch(/^(.+): 1 more child with fever, 4 in all$/);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, DAY);
    expect(since(before, await told())).toEqual([1, 1, 1, 1]);
    // a child of the alert ill again the next day: the same children, one more day
    const next = dayBefore(-1);
    await k.check([{ classId: a.id, studentId: a.students[0], day: next }]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, next);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, next);
    expect(await k.alerts(next)).toMatchObject([{ kind: 'class', kids: 4 }]);
    expect(since(before, await told())).toEqual([2, 2, 2, 2]);
    expect(await lastBody(demoAccount('director1').phone)).toMatch(`4 children with fever, continuing to ${next}`);
  });

  it("does not count another symptom group, a check older than the window, nor 'other' findings as one illness", async () => {
    const day = '2020-04-10';
    const [a] = k.cls;
    await k.check([
      { classId: a.id, studentId: a.students[0], day, groups: ['rash'] },
      { classId: a.id, studentId: a.students[1], day, groups: ['rash'] },
      { classId: a.id, studentId: a.students[2], day, groups: ['gastro'] },
      { classId: a.id, studentId: a.students[3], day: '2020-04-07', groups: ['rash'] },
      ...a.students.slice(3, 6).map((studentId) => ({ classId: a.id, studentId, day, groups: ['other'] })),
    ]);
    await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, day);
    expect(await k.alerts(day)).toEqual([]);
  });

  it('counts children of different classes together only when the school says so', async () => {
    const day = '2020-05-10';
    const [a, b] = k.cls;
    await k.check([
      { classId: a.id, studentId: a.students[0], day, groups: ['cough'] },
      { classId: a.id, studentId: a.students[1], day, groups: ['cough'] },
      { classId: b.id, studentId: b.students[0], day, groups: ['cough'] },
      { classId: b.id, studentId: b.students[1], day, groups: ['cough'] },
    ]);
    const rules = { classCount: 3, classDays: 3, schoolCount: 4, schoolDays: 3, absenceFactor: 2, absenceWindow: 20, absenceMin: 3 };
    ok(await call(A.rulesSave, k.director, { ...rules, acrossClasses: false }));
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, day);
    expect(await k.alerts(day)).toEqual([]);
    ok(await call(A.rulesSave, k.director, { ...rules, acrossClasses: true }));
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, day);
    expect(await k.alerts(day)).toMatchObject([{ kind: 'school', classId: null, grp: 'cough', kids: 4 }]);
  });

  it("raises an absence alert for a class's illness absences above twice its usual rate, from the scheduled scan", async () => {
    const day = '2020-06-30';
    const [a, b] = k.cls;
    // twenty earlier school days: class a one child ill in twenty, class b three
    await k.t.db.execute(sql`insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, absent_sick)
      select ${k.schoolId}, c.id, d::date, 1, 20, 19, c.sick from generate_series(${day}::date - 28, ${day}::date - 1, '1 day') d,
        (values (${a.id}::bigint, 1), (${b.id}::bigint, 3)) c(id, sick) where extract(isodow from d) < 6`);
    await k.classDay(a.id, day, { roster: 20, checked: 16, sick: 4 });
    await k.classDay(b.id, day, { roster: 20, checked: 17, sick: 3 });
    await k.check([
      ...a.students.slice(0, 4).map((studentId) => ({ classId: a.id, studentId, day, result: 'absent-sick' })),
      ...b.students.slice(0, 3).map((studentId) => ({ classId: b.id, studentId, day, result: 'absent-sick' })),
    ]);
    await runScan(k.t.db, appTell(k.t.ctx), { day });
    expect(await k.alerts(day)).toMatchObject([{ kind: 'absence', classId: a.id, grp: null, kids: 4 }]);
  });

  it('does not raise a closed cluster again, and raises a new one after it', async () => {
    const day = '2020-08-12';
    const [, b] = k.cls;
    await k.check(b.students.slice(0, 3).map((studentId) => ({ classId: b.id, studentId, day, groups: ['gastro'] })));
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, day);
    const [raised] = await k.alerts(day);
    ok(await call(A.close, k.director, { id: raised.id, note: '已消毒' }));
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, day);
    expect((await k.alerts(day)).map((x) => x.state)).toEqual(['closed']);
    const next = '2020-08-13';
    await k.check(b.students.slice(3, 6).map((studentId) => ({ classId: b.id, studentId, day: next, groups: ['gastro'] })));
    await afterAbnormalCheck(k.t.ctx, k.schoolId, b.id, next);
    // (the six children also make a school-wide cluster under the rules saved above)
    expect((await k.alerts(next)).filter((x) => x.kind === 'class')).toMatchObject([{ state: 'closed' }, { state: 'open', kids: 3 }]);
  });
});
