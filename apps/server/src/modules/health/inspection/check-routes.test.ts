import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

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
    Number(
      (await t.db.execute<{ id: number }>(sql`select id from classes where school_id = ${health.schoolId} and name = ${name}`)).rows[0].id,
    );
  [mine, other] = [await cls('小一班'), await cls('大一班')];
  // the last children of the class: the demo's fevers are its first three
  const r = await t.db.execute<{ id: number }>(sql`select id from students where school_id = ${health.schoolId} and class_id = ${mine}
    and status = 1 order by student_no desc limit 3`);
  kids = r.rows.map((x) => Number(x.id));
  await t.db.execute(
    sql`delete from inspect_records where school_id = ${health.schoolId} and day >= ${shift(-1)}::date and student_id = any(${sql.param(kids)}::bigint[])`,
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

const R = '/attendance/v1/school/inspectRecord';
const post = async (path: string, who: LoginResult, body: unknown = {}, headers?: Record<string, string>) =>
  (await call(t.app, `${R}/${path}`, { token: who.token, body, headers })).json();
const counts = async (classId: number, day = today) =>
  (
    await t.db.execute(sql`select roster, checked, abnormal, fever, absent_sick as "absentSick", absent_other as "absentOther"
      from inspect_class_days where school_id = ${health.schoolId} and class_id = ${classId} and day = ${day}::date and slot = 1`)
  ).rows[0];
const recount = async (classId: number, day = today) =>
  (
    await t.db.execute(sql`select count(*) filter (where result in ('normal','abnormal'))::int as checked,
      count(*) filter (where result = 'abnormal')::int as abnormal, count(*) filter (where temperature >= 37.3)::int as fever,
      count(*) filter (where result = 'absent-sick')::int as "absentSick", count(*) filter (where result = 'absent-other')::int as "absentOther"
      from inspect_records where school_id = ${health.schoolId} and class_id = ${classId} and day = ${day}::date and slot = 1`)
  ).rows[0];

describe('recording checks', () => {
  it('a teacher records a fever that was tapped normal as abnormal, tells the class teachers and guardians, keeps the counts in step', async () => {
    const sheet = (await post('sheet', teacher, { classId: mine, day: today, slot: 1 })).data;
    expect(sheet).toMatchObject({ className: '小一班', editable: true });
    expect(sheet.items[0].kind).toBe('temperature');
    expect(sheet.children.find((c: { studentId: number }) => c.studentId === kids[0]).result).toBeNull();

    const account = Number((await t.db.execute<{ id: number }>(sql`select id from accounts where phone = '13900000023'`)).rows[0].id);
    await t.db.execute(sql`update guardians set account_id = ${account} where school_id = ${health.schoolId} and student_id = ${kids[0]}`);
    const saved = await post('save', teacher, {
      day: today,
      slot: 1,
      studentId: kids[0],
      result: 'normal',
      temperature: 37.8,
      measures: '通知家长',
    });
    expect(saved.code).toBe('common-0001');
    expect(saved.data).toMatchObject({ result: 'abnormal', temperature: 37.8, symptomGroups: ['fever'] });
    const bell = await t.db.execute(sql`select account_id from notices where source = 'health' and institution_id = ${health.schoolId}`);
    expect(bell.rows.map((x) => Number(x.account_id))).toEqual(expect.arrayContaining([teacher.accountId, account]));
    const outbox = await t.db.execute(
      sql`select channel from notice_outbox where account_id = ${account} and source = 'health' order by channel`,
    );
    expect(outbox.rows.map((x) => x.channel)).toEqual(['sms', 'wechat']);

    const hand = sheet.items.find((i: { name: string }) => i.name === '手部');
    const rash = await post('save', teacher, {
      day: today,
      slot: 1,
      studentId: kids[1],
      result: 'abnormal',
      findings: [{ itemId: hand.id, finding: '手部疱疹' }],
    });
    expect(rash.data).toMatchObject({ result: 'abnormal', symptomGroups: ['rash'] });
    await post('save', teacher, { day: today, slot: 1, studentId: kids[2], result: 'absent-sick', temperature: 38 });
    expect(await counts(mine)).toMatchObject(await recount(mine));

    const all = await post('allNormal', teacher, { classId: mine, day: today, slot: 1 });
    expect(all.data.count).toBeGreaterThan(0);
    const after = (await post('sheet', teacher, { classId: mine, day: today, slot: 1 })).data;
    expect(after.children.every((c: { result: string | null }) => c.result !== null)).toBe(true);
    expect(after.children.find((c: { studentId: number }) => c.studentId === kids[1]).result).toBe('abnormal');
    const c = (await counts(mine)) as Record<string, number>;
    expect(c).toMatchObject(await recount(mine));
    expect(c.checked + c.absentSick + c.absentOther).toBe(c.roster);

    expect((await post('undo', teacher, { day: today, slot: 1, studentId: kids[1] })).code).toBe('common-0001');
    expect(await counts(mine)).toMatchObject(await recount(mine));
    expect((await post('undo', teacher, { day: today, slot: 1, studentId: kids[1] })).code).toBe('common-0405');
  });

  it('keeps a teacher to their classes and their day; health staff may correct a past day; no future day', async () => {
    const outsider = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`select id from students where school_id = ${health.schoolId} and class_id = ${other} limit 1`,
        )
      ).rows[0].id,
    );
    expect((await post('sheet', teacher, { classId: other, day: today, slot: 1 })).code).toBe('common-0405');
    expect((await post('save', teacher, { day: today, slot: 1, studentId: outsider, result: 'normal' })).code).toBe('common-0405');
    expect((await post('allNormal', teacher, { classId: other, day: today, slot: 1 })).code).toBe('common-0405');
    const past = await post('save', teacher, { day: shift(-1), slot: 1, studentId: kids[1], result: 'normal' });
    expect([past.code, past.data?.field]).toEqual(['health-0012', 'day']);
    expect((await post('sheet', teacher, { classId: mine, day: shift(-1), slot: 1 })).data.editable).toBe(false);
    expect((await post('save', health, { day: shift(-1), slot: 1, studentId: kids[1], result: 'normal' })).code).toBe('common-0001');
    expect(await counts(mine, shift(-1))).toMatchObject(await recount(mine, shift(-1)));
    const future = await post('save', health, { day: shift(1), slot: 1, studentId: kids[1], result: 'normal' });
    expect([future.code, future.data?.field]).toEqual(['health-0011', 'day']);
  });

  it('refuses another school, a foreign header, a caller without the code and bad input naming the field', async () => {
    expect((await post('save', director2, { day: today, slot: 1, studentId: kids[0], result: 'normal' })).code).toBe('common-0405');
    expect((await post('sheet', director2, { classId: mine, day: today, slot: 1 })).code).toBe('common-0405');
    expect((await post('sheet', health, { classId: mine, day: today, slot: 1 }, { schoolId: String(director2.schoolId) })).code).toBe(
      'gateway-0105',
    );
    expect((await call(t.app, `${R}/save`, { token: finance.token, body: {} })).statusCode).toBe(403);
    const base = { day: today, slot: 1, studentId: kids[1] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, result: 'normal', temperature: 37.25 }, 'common-0400', 'temperature'],
      [{ ...base, result: 'normal', temperature: 45 }, 'common-0400', 'temperature'],
      [{ ...base, result: 'sick' }, 'common-0400', 'result'],
      [{ ...base, slot: 4, result: 'normal' }, 'common-0400', 'slot'],
      [{ ...base, result: 'abnormal' }, 'health-0010', 'findings'],
      [{ ...base, result: 'abnormal', findings: [{ itemId: 1, finding: '不存在' }] }, 'health-0014', 'findings'],
    ];
    const before = await recount(mine);
    for (const [body, code, field] of cases) {
      const r = await post('save', health, body);
      expect([r.code, r.data?.field], JSON.stringify(body)).toEqual([code, field]);
    }
    expect(await recount(mine)).toEqual(before);
  });
});
