import { alertEndpoints as A } from '@kg/shared/modules/health/alerts/alerts';
import { dataCentreEndpoints as DC } from '@kg/shared/modules/health/alerts/data-centre';
import { HEALTH_CODES } from '@kg/shared/modules/health/codes';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, malformed, ok, refused } from '../../../../test/harness.ts';
import { classes, healthAlerts, memberClassRanges, studentAllergies, students } from '../../../db/schema/index.ts';
import { alertKit, DAY } from './alert-test-kit.ts';
import { afterAbnormalCheck } from './check-hook.ts';

let k: Awaited<ReturnType<typeof alertKit>>;
let alertId: number;
beforeAll(async () => {
  k = await alertKit();
  const [a] = k.cls;
  await k.check(a.students.slice(0, 3).map((studentId) => ({ classId: a.id, studentId, temperature: 38.2 })));
  await k.classDay(a.id, DAY, { roster: a.students.length, checked: a.students.length, abnormal: 3, fever: 3 });
  await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, DAY);
  alertId = (await k.alerts())[0].id;
}, 60_000);
afterAll(() => k.t.close());

describe('alert calls', () => {
  const page = { pageNum: 1, pageSize: 10 };
  it('lists, details, acknowledges and closes an alert of the school', async () => {
    const open = ok(await call(A.list, k.health, { ...page, state: 'open' }));
    expect(open.list).toMatchObject([{ id: alertId, kind: 'class', symptomGroup: 'fever', childCount: 3, state: 'open' }]);
    const d = ok(await call(A.detail, k.director, { id: alertId }));
    expect(d.children).toHaveLength(3);
    expect(d.children[0].checks).toMatchObject([{ day: DAY, slot: 1, result: 'abnormal', temperature: 38.2, symptomGroups: ['fever'] }]);
    ok(await call(A.acknowledge, k.director, { id: alertId }));
    ok(await call(A.acknowledge, k.health, { id: alertId }));
    const acked = ok(await call(A.detail, k.health, { id: alertId }));
    expect(acked).toMatchObject({ state: 'acknowledged', acknowledgedBy: expect.any(String) });
    refused(await call(A.close, k.director, { id: alertId, note: ' ' }), 'common-0400', 'note');
    ok(await call(A.close, k.director, { id: alertId, note: '已隔离并消毒' }));
    refused(await call(A.close, k.director, { id: alertId, note: 'again' }), 'health-0501');
    refused(await call(A.acknowledge, k.director, { id: alertId }), 'health-0501');
    expect(ok(await call(A.list, k.health, { ...page, state: 'closed' })).list[0]).toMatchObject({ closeNote: '已隔离并消毒' });
  });

  it("refuses a caller without the codes, another school's alert and bad input", async () => {
    refused(await call(A.list, k.teacher, page), 'common-0403');
    refused(await call(A.close, k.teacher, { id: alertId, note: 'x' }), 'common-0403');
    for (const e of [A.detail, A.acknowledge]) refused(await call(e, k.director2, { id: alertId }), 'common-0405');
    refused(await call(A.close, k.director2, { id: alertId, note: 'x' }), 'common-0405');
    refused(await call(A.list, k.director, malformed({ ...page, state: 'gone' })), 'common-0400', 'state');
  });

  it('reads and saves the thresholds, refusing bad ones', async () => {
    expect(ok(await call(A.rules, k.director2))).toMatchObject({ classCount: 3, classDays: 3, schoolCount: 8, absenceFactor: 2 });
    const rules = {
      classCount: 4,
      classDays: 2,
      acrossClasses: true,
      schoolCount: 6,
      schoolDays: 3,
      absenceFactor: 2.5,
      absenceWindow: 20,
      absenceMin: 3,
    };
    ok(await call(A.rulesSave, k.health, rules));
    expect(ok(await call(A.rules, k.director))).toEqual(rules);
    refused(await call(A.rulesSave, k.director, { ...rules, classCount: 1 }), 'common-0400', 'classCount');
    refused(await call(A.rulesSave, k.director, { ...rules, absenceFactor: 2.55 }), 'common-0400', 'absenceFactor');
    refused(await call(A.rulesSave, k.director, { ...rules, schoolCount: 3 }), 'health-0502', 'schoolCount');
    refused(await call(A.rulesSave, k.teacher, rules), 'common-0403');
    expect(ok(await call(A.rules, k.director2))).toMatchObject({ classCount: 3 });
  });
});

describe('a class teacher given the alert code', () => {
  it('sees the alerts of their classes and the school-wide ones, not another class', async () => {
    const r = memberClassRanges;
    const ranges = await k.t.db
      .select({ classId: r.classId })
      .from(r)
      .where(and(eq(r.schoolId, k.schoolId), eq(r.memberId, k.teacher.teacherId)));
    const mine = ranges.map((x) => x.classId);
    const [other] = await k.t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, k.schoolId), notInArray(classes.id, mine)))
      .orderBy(classes.id)
      .limit(1);
    await k.t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
      select mr.institution_id, mr.role_id, ${HEALTH_CODES.alertView} from member_roles mr
      where mr.institution_id = ${k.schoolId} and mr.member_id = ${k.teacher.teacherId} on conflict do nothing`);
    const raise = async (classId: number | null) => {
      const [a] = await k.t.db
        .insert(healthAlerts)
        .values({
          schoolId: k.schoolId,
          kind: classId ? 'class' : 'school',
          classId,
          symptomGroup: 'rash',
          firstDay: '2020-09-01',
          lastDay: '2020-09-01',
        })
        .returning({ id: healthAlerts.id });
      return a.id;
    };
    const [inMine, elsewhere, wide] = [await raise(mine[0]), await raise(other.id), await raise(null)];
    const teacher = await loginAs(k.t.app, 'teacher');
    const ids = ok(await call(A.list, teacher, { pageNum: 1, pageSize: 20 })).list.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([inMine, wide]));
    expect(ids).not.toContain(elsewhere);
    refused(await call(A.detail, teacher, { id: elsewhere }), 'common-0405');
  });
});

describe('data centre calls', () => {
  // no slot: the figures are of the morning check, what an absent slot means
  it("answers a day's figures per class, the month's trend and a class's abnormal children", async () => {
    const [a] = k.cls;
    const d = ok(await call(DC.daily, k.health, { day: DAY }));
    const row = d.classes.find((c) => c.classId === a.id)!;
    expect(row).toMatchObject({ roster: a.students.length, checked: a.students.length, abnormal: 3, fever: 3, completionRate: 100 });
    expect(row.abnormalRate).toBeCloseTo(Math.round(3000 / a.students.length) / 10, 5);
    expect(d.school).toMatchObject({ abnormal: 3, fever: 3 });
    // a class nobody checked that day still has its children due
    const [, b] = k.cls;
    expect(d.classes.find((c) => c.classId === b.id)).toMatchObject({
      roster: b.students.length,
      checked: 0,
      completionRate: 0,
    });
    const m = ok(await call(DC.monthly, k.director, { month: DAY.slice(0, 7) }));
    expect(m.days).toMatchObject([{ day: DAY, abnormal: 3 }]);
    const drill = ok(await call(DC.drill, k.director, { classId: a.id, day: DAY }));
    expect(drill.children.map((c) => c.temperature)).toEqual([38.2, 38.2, 38.2]);
  });

  it('lists the children with an allergen, most severe first, within the school only', async () => {
    const sa = studentAllergies;
    const s = students;
    const [top] = await k.t.db
      .select({ id: sa.allergenId, n: count() })
      .from(sa)
      .innerJoin(s, and(eq(s.schoolId, sa.schoolId), eq(s.id, sa.studentId), eq(s.status, 1)))
      .where(eq(sa.schoolId, k.schoolId))
      .groupBy(sa.allergenId)
      .orderBy(desc(count()))
      .limit(1);
    const { id, n } = top;
    const page = { allergenId: id, pageNum: 1, pageSize: 10 };
    const found = ok(await call(DC.allergenChildren, k.health, page));
    expect(found.total).toBe(n);
    const sev = found.list.map((c) => c.severity);
    expect(sev).toEqual([...sev].sort((a, b) => b - a));
    refused(await call(DC.allergenChildren, k.director2, page), 'common-0405');
    refused(await call(DC.allergenChildren, k.teacher, page), 'common-0403');
    refused(await call(DC.allergenChildren, k.director, malformed({ ...page, allergenId: 'x' })), 'common-0400', 'allergenId');
  });

  it("refuses a caller without the code, another school's class and bad input", async () => {
    refused(await call(DC.daily, k.teacher, { day: DAY }), 'common-0403');
    refused(await call(DC.drill, k.director2, { classId: k.cls[0].id, day: DAY }), 'common-0405');
    refused(await call(DC.daily, k.director, { day: '2020-02-30' }), 'common-0400', 'day');
    refused(await call(DC.monthly, k.director, { month: '2020-13' }), 'common-0400', 'month');
    refused(await call(DC.daily, k.director, malformed({ day: DAY, slot: 4 })), 'common-0400', 'slot');
  });
});
