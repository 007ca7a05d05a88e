import { HEALTH_CODES } from '@kg/shared/modules/health/codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../../test/harness.ts';
import { A, alertKit, DAY, DC } from './alert-test-kit.ts';
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

const code = async (url: string, who: Parameters<typeof k.post>[1], body: unknown = {}) => (await k.post(url, who, body)).json();

describe('alert calls', () => {
  it('lists, details, acknowledges and closes an alert of the school', async () => {
    const page = await k.ok(`${A}/list`, k.health, { pageNum: 1, pageSize: 10, state: 'open' });
    expect(page.list).toMatchObject([{ id: alertId, kind: 'class', symptomGroup: 'fever', childCount: 3, state: 'open' }]);
    const d = await k.ok(`${A}/detail`, k.director, { id: alertId });
    expect(d.children).toHaveLength(3);
    expect(d.children[0].checks).toMatchObject([{ day: DAY, slot: 1, result: 'abnormal', temperature: 38.2, symptomGroups: ['fever'] }]);
    await k.ok(`${A}/acknowledge`, k.director, { id: alertId });
    await k.ok(`${A}/acknowledge`, k.health, { id: alertId });
    const acked = await k.ok(`${A}/detail`, k.health, { id: alertId });
    expect(acked).toMatchObject({ state: 'acknowledged', acknowledgedBy: expect.any(String) });
    expect(await code(`${A}/close`, k.director, { id: alertId, note: ' ' })).toMatchObject({
      code: 'common-0400',
      data: { field: 'note' },
    });
    await k.ok(`${A}/close`, k.director, { id: alertId, note: '已隔离并消毒' });
    expect((await code(`${A}/close`, k.director, { id: alertId, note: 'again' })).code).toBe('health-0501');
    expect((await code(`${A}/acknowledge`, k.director, { id: alertId })).code).toBe('health-0501');
    expect((await k.ok(`${A}/list`, k.health, { pageNum: 1, pageSize: 10, state: 'closed' })).list[0]).toMatchObject({
      closeNote: '已隔离并消毒',
    });
  });

  it("refuses a caller without the codes, another school's alert and bad input", async () => {
    expect((await code(`${A}/list`, k.teacher, { pageNum: 1, pageSize: 10 })).code).toBe('common-0403');
    expect((await code(`${A}/close`, k.teacher, { id: alertId, note: 'x' })).code).toBe('common-0403');
    for (const url of ['detail', 'acknowledge']) expect((await code(`${A}/${url}`, k.director2, { id: alertId })).code).toBe('common-0405');
    expect((await code(`${A}/close`, k.director2, { id: alertId, note: 'x' })).code).toBe('common-0405');
    expect(await code(`${A}/list`, k.director, { pageNum: 1, pageSize: 10, state: 'gone' })).toMatchObject({ data: { field: 'state' } });
  });

  it('reads and saves the thresholds, refusing bad ones', async () => {
    expect(await k.ok(`${A}/rules`, k.director2)).toMatchObject({ classCount: 3, classDays: 3, schoolCount: 8, absenceFactor: 2 });
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
    await k.ok(`${A}/rules-save`, k.health, rules);
    expect(await k.ok(`${A}/rules`, k.director)).toEqual(rules);
    expect(await code(`${A}/rules-save`, k.director, { ...rules, classCount: 1 })).toMatchObject({
      code: 'common-0400',
      data: { field: 'classCount' },
    });
    expect(await code(`${A}/rules-save`, k.director, { ...rules, absenceFactor: 2.55 })).toMatchObject({
      data: { field: 'absenceFactor' },
    });
    expect(await code(`${A}/rules-save`, k.director, { ...rules, schoolCount: 3 })).toMatchObject({
      code: 'health-0502',
      data: { field: 'schoolCount' },
    });
    expect((await code(`${A}/rules-save`, k.teacher, rules)).code).toBe('common-0403');
    expect(await k.ok(`${A}/rules`, k.director2)).toMatchObject({ classCount: 3 });
  });
});

describe('a class teacher given the alert code', () => {
  it('sees the alerts of their classes and the school-wide ones, not another class', async () => {
    const ranges = await k.t.db.execute<{ classId: number }>(
      sql`select class_id as "classId" from member_class_ranges where school_id = ${k.schoolId} and member_id = ${k.teacher.teacherId}`,
    );
    const mine = ranges.rows.map((r) => Number(r.classId));
    const [other] = (
      await k.t.db.execute<{ id: number }>(
        sql`select id from classes where school_id = ${k.schoolId} and id <> all(${sql.param(mine)}::bigint[]) order by id limit 1`,
      )
    ).rows;
    await k.t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
      select mr.institution_id, mr.role_id, ${HEALTH_CODES.alertView} from member_roles mr
      where mr.institution_id = ${k.schoolId} and mr.member_id = ${k.teacher.teacherId} on conflict do nothing`);
    const raise = async (classId: number | null) =>
      Number(
        (
          await k.t.db.execute<{ id: number }>(sql`insert into health_alerts (school_id, kind, class_id, symptom_group, first_day, last_day)
            values (${k.schoolId}, ${classId ? 'class' : 'school'}, ${classId}, 'rash', '2020-09-01', '2020-09-01') returning id`)
        ).rows[0].id,
      );
    const [inMine, elsewhere, wide] = [await raise(mine[0]), await raise(Number(other.id)), await raise(null)];
    const teacher = await loginAs(k.t.app, 'teacher');
    const ids = (await k.ok(`${A}/list`, teacher, { pageNum: 1, pageSize: 20 })).list.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([inMine, wide]));
    expect(ids).not.toContain(elsewhere);
    expect((await code(`${A}/detail`, teacher, { id: elsewhere })).code).toBe('common-0405');
  });
});

describe('data centre calls', () => {
  it("answers a day's figures per class, the month's trend and a class's abnormal children", async () => {
    const [a] = k.cls;
    const d = await k.ok(`${DC}/daily`, k.health, { day: DAY });
    const row = d.classes.find((c: { classId: number }) => c.classId === a.id);
    expect(row).toMatchObject({ roster: a.students.length, checked: a.students.length, abnormal: 3, fever: 3, completionRate: 100 });
    expect(row.abnormalRate).toBeCloseTo(Math.round(3000 / a.students.length) / 10, 5);
    expect(d.school).toMatchObject({ abnormal: 3, fever: 3 });
    // a class nobody checked that day still has its children due
    const [, b] = k.cls;
    expect(d.classes.find((c: { classId: number }) => c.classId === b.id)).toMatchObject({
      roster: b.students.length,
      checked: 0,
      completionRate: 0,
    });
    const m = await k.ok(`${DC}/monthly`, k.director, { month: DAY.slice(0, 7) });
    expect(m.days).toMatchObject([{ day: DAY, abnormal: 3 }]);
    const drill = await k.ok(`${DC}/drill`, k.director, { classId: a.id, day: DAY });
    expect(drill.children.map((c: { temperature: number }) => c.temperature)).toEqual([38.2, 38.2, 38.2]);
  });

  it('lists the children with an allergen, most severe first, within the school only', async () => {
    const top = await k.t.db.execute<{ id: number; n: number }>(sql`select sa.allergen_id as id, count(*)::int as n
      from student_allergies sa join students s on s.school_id = sa.school_id and s.id = sa.student_id and s.status = 1
      where sa.school_id = ${k.schoolId} group by 1 order by 2 desc limit 1`);
    const { id, n } = top.rows[0];
    const page = await k.ok(`${DC}/allergen-children`, k.health, { allergenId: id, pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(n);
    const sev = page.list.map((c: { severity: number }) => c.severity);
    expect(sev).toEqual([...sev].sort((a, b) => b - a));
    expect((await code(`${DC}/allergen-children`, k.director2, { allergenId: id, pageNum: 1, pageSize: 10 })).code).toBe('common-0405');
    expect((await code(`${DC}/allergen-children`, k.teacher, { allergenId: id, pageNum: 1, pageSize: 10 })).code).toBe('common-0403');
    expect(await code(`${DC}/allergen-children`, k.director, { allergenId: 'x', pageNum: 1, pageSize: 10 })).toMatchObject({
      data: { field: 'allergenId' },
    });
  });

  it("refuses a caller without the code, another school's class and bad input", async () => {
    expect((await code(`${DC}/daily`, k.teacher, { day: DAY })).code).toBe('common-0403');
    expect((await code(`${DC}/drill`, k.director2, { classId: k.cls[0].id, day: DAY })).code).toBe('common-0405');
    expect(await code(`${DC}/daily`, k.director, { day: '2020-02-30' })).toMatchObject({ code: 'common-0400', data: { field: 'day' } });
    expect(await code(`${DC}/monthly`, k.director, { month: '2020-13' })).toMatchObject({ data: { field: 'month' } });
    expect(await code(`${DC}/daily`, k.director, { day: DAY, slot: 4 })).toMatchObject({ data: { field: 'slot' } });
  });
});
