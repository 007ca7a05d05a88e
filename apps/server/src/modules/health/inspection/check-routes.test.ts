import type { ErrorCode } from '@kg/shared';
import { checkEndpoints as E } from '@kg/shared/modules/health/inspection/inspection';
import { todayChina } from '@kg/shared/time/china';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { anyId } from '../../../core/scope.ts';
import {
  accounts,
  classes,
  guardians,
  inspectClassDays,
  inspectRecords,
  noticeOutbox,
  notices,
  students,
} from '../../../db/schema/index.ts';

let t: TestApp;
let health: LoginResult;
let teacher: LoginResult;
let director2: LoginResult;
let finance: LoginResult;
let mine: number;
let other: number;
let kids: number[];
const today = todayChina(new Date());
const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [health, teacher, director2, finance] = await Promise.all(
    ['health', 'teacher', 'director2', 'finance'].map((k) => loginAs(t.app, k as 'health')),
  );
  const cls = async (name: string) =>
    (
      await t.db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.schoolId, health.schoolId), eq(classes.name, name)))
    )[0].id;
  [mine, other] = [await cls('小一班'), await cls('大一班')];
  // the last children of the class: the demo's fevers are its first three
  const st = students;
  const last = await t.db
    .select({ id: st.id })
    .from(st)
    .where(and(eq(st.schoolId, health.schoolId), eq(st.classId, mine), eq(st.status, 1)))
    .orderBy(desc(st.studentNo))
    .limit(3);
  kids = last.map((x) => x.id);
  await t.db
    .delete(inspectRecords)
    .where(
      and(
        eq(inspectRecords.schoolId, health.schoolId),
        gte(inspectRecords.day, shift(-1)),
        sql`${inspectRecords.studentId} = ${anyId(kids)}`,
      ),
    );
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A check of the morning slot, sent as the test gives it (some on purpose out of range or of the wrong type). */
const save = (who: LoginResult, body: Record<string, unknown>) => call(E.save, who, malformed({ slot: 1, ...body }));
/** The kept counts of a class's morning, and the same counted afresh from its records. */
const counts = async (classId: number, day = today) => {
  const d = inspectClassDays;
  const [row] = await t.db
    .select({
      roster: d.roster,
      checked: d.checked,
      abnormal: d.abnormal,
      fever: d.fever,
      absentSick: d.absentSick,
      absentOther: d.absentOther,
    })
    .from(d)
    .where(and(eq(d.schoolId, health.schoolId), eq(d.classId, classId), eq(d.day, day), eq(d.slot, 1)));
  return row;
};
const recount = async (classId: number, day = today) => {
  const r = inspectRecords;
  const [row] = await t.db
    .select({
      checked: sql<number>`count(*) filter (where ${r.result} in ('normal','abnormal'))::int`,
      abnormal: sql<number>`count(*) filter (where ${r.result} = 'abnormal')::int`,
      fever: sql<number>`count(*) filter (where ${r.temperature} >= 37.3)::int`,
      absentSick: sql<number>`count(*) filter (where ${r.result} = 'absent-sick')::int`,
      absentOther: sql<number>`count(*) filter (where ${r.result} = 'absent-other')::int`,
    })
    .from(r)
    .where(and(eq(r.schoolId, health.schoolId), eq(r.classId, classId), eq(r.day, day), eq(r.slot, 1)));
  return row;
};

describe('recording checks', () => {
  it('a teacher records a fever that was tapped normal as abnormal, tells the class teachers and guardians, keeps the counts in step', async () => {
    const sheet = ok(await call(E.sheet, teacher, { classId: mine, day: today, slot: 1 }));
    expect(sheet).toMatchObject({ className: '小一班', editable: true });
    expect(sheet.items[0].kind).toBe('temperature');
    expect(sheet.children.find((c) => c.studentId === kids[0])?.result).toBeNull();

    const [{ id: account }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, '13900000023'));
    await t.db
      .update(guardians)
      .set({ accountId: account })
      .where(and(eq(guardians.schoolId, health.schoolId), eq(guardians.studentId, kids[0])));
    const saved = ok(await save(teacher, { day: today, studentId: kids[0], result: 'normal', temperature: 37.8, measures: '通知家长' }));
    expect(saved).toMatchObject({ result: 'abnormal', temperature: 37.8, symptomGroups: ['fever'] });
    const bell = await t.db
      .select({ accountId: notices.accountId })
      .from(notices)
      .where(and(eq(notices.source, 'health'), eq(notices.institutionId, health.schoolId)));
    expect(bell.map((x) => x.accountId)).toEqual(expect.arrayContaining([teacher.accountId, account]));
    const outbox = await t.db
      .select({ channel: noticeOutbox.channel })
      .from(noticeOutbox)
      .where(and(eq(noticeOutbox.accountId, account), eq(noticeOutbox.source, 'health')))
      .orderBy(noticeOutbox.channel);
    expect(outbox.map((x) => x.channel)).toEqual(['sms', 'wechat']);

    const hand = sheet.items.find((i) => i.name === '手部')!;
    const rash = ok(
      await save(teacher, { day: today, studentId: kids[1], result: 'abnormal', findings: [{ itemId: hand.id, finding: '手部疱疹' }] }),
    );
    expect(rash).toMatchObject({ result: 'abnormal', symptomGroups: ['rash'] });
    ok(await save(teacher, { day: today, studentId: kids[2], result: 'absent-sick', temperature: 38 }));
    expect(await counts(mine)).toMatchObject(await recount(mine));

    const all = ok(await call(E.allNormal, teacher, { classId: mine, day: today, slot: 1 }));
    expect(all.count).toBeGreaterThan(0);
    const after = ok(await call(E.sheet, teacher, { classId: mine, day: today, slot: 1 }));
    expect(after.children.every((c) => c.result !== null)).toBe(true);
    expect(after.children.find((c) => c.studentId === kids[1])?.result).toBe('abnormal');
    const c = await counts(mine);
    expect(c).toMatchObject(await recount(mine));
    expect(c.checked + c.absentSick + c.absentOther).toBe(c.roster);

    ok(await call(E.undo, teacher, { day: today, slot: 1, studentId: kids[1] }));
    expect(await counts(mine)).toMatchObject(await recount(mine));
    refused(await call(E.undo, teacher, { day: today, slot: 1, studentId: kids[1] }), 'common-0405');
  });

  it('keeps a teacher to their classes and their day; health staff may correct a past day; no future day', async () => {
    const [{ id: outsider }] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, health.schoolId), eq(students.classId, other)))
      .limit(1);
    refused(await call(E.sheet, teacher, { classId: other, day: today, slot: 1 }), 'common-0405');
    refused(await save(teacher, { day: today, studentId: outsider, result: 'normal' }), 'common-0405');
    refused(await call(E.allNormal, teacher, { classId: other, day: today, slot: 1 }), 'common-0405');
    refused(await save(teacher, { day: shift(-1), studentId: kids[1], result: 'normal' }), 'health-0012', 'day');
    expect(ok(await call(E.sheet, teacher, { classId: mine, day: shift(-1), slot: 1 })).editable).toBe(false);
    ok(await save(health, { day: shift(-1), studentId: kids[1], result: 'normal' }));
    expect(await counts(mine, shift(-1))).toMatchObject(await recount(mine, shift(-1)));
    refused(await save(health, { day: shift(1), studentId: kids[1], result: 'normal' }), 'health-0011', 'day');
  });

  it('refuses another school, a foreign header, a caller without the code and bad input naming the field', async () => {
    refused(await save(director2, { day: today, studentId: kids[0], result: 'normal' }), 'common-0405');
    refused(await call(E.sheet, director2, { classId: mine, day: today, slot: 1 }), 'common-0405');
    const foreignHeader = { headers: { schoolId: String(director2.schoolId) } };
    refused(await call(E.sheet, health, { classId: mine, day: today, slot: 1 }, foreignHeader), 'gateway-0105');
    expect((await call(E.save, finance, malformed({}))).status).toBe(403);
    const base = { day: today, slot: 1, studentId: kids[1] };
    const cases: [Record<string, unknown>, ErrorCode, string][] = [
      [{ ...base, result: 'normal', temperature: 37.25 }, 'common-0400', 'temperature'],
      [{ ...base, result: 'normal', temperature: 45 }, 'common-0400', 'temperature'],
      [{ ...base, result: 'sick' }, 'common-0400', 'result'],
      [{ ...base, slot: 4, result: 'normal' }, 'common-0400', 'slot'],
      [{ ...base, result: 'abnormal' }, 'health-0010', 'findings'],
      [{ ...base, result: 'abnormal', findings: [{ itemId: 1, finding: '不存在' }] }, 'health-0014', 'findings'],
    ];
    const before = await recount(mine);
    for (const [body, code, field] of cases) refused(await save(health, body), code, field);
    expect(await recount(mine)).toEqual(before);
  });
});
