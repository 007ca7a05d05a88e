import type { Payload } from '@kg/shared';
import { careEndpoints as C, modelEndpoints as M } from '@kg/shared/modules/health/care/care';
import { and, count as countOf, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { careRecords, careRemindersSent, notices, students } from '../../../db/schema/index.ts';
import { remindDueCare } from './care-reminders.ts';
import { childOf, chinaDay, count, rangeOf } from './care-test-kit.ts';

let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const record = async (over: Partial<Payload<typeof C.add>> = {}): Promise<Payload<typeof C.add>> => {
  const child = await childOf(t, health.schoolId, null);
  return {
    studentId: child.id,
    condition: '水痘恢复期',
    startDay: chinaDay(-1),
    endDay: chinaDay(2),
    needs: '避免抓挠',
    medicines: [{ name: '炉甘石洗剂', dose: '外涂', times: ['14:00', '10:00'] }],
    remindMemberIds: [health.teacherId],
    remindTimes: ['10:00'],
    ...over,
  };
};

/** The first sheet of a workbook answer. */
async function sheetOf(res: Awaited<ReturnType<typeof call<typeof C.export>>>) {
  const file = ok(res);
  expect(res.raw.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('care records', () => {
  it('adds a record, lists it under care today, shows its detail, finishes and deletes it', async () => {
    const { id } = ok(await call(C.add, health, await record()));
    const list = ok(await call(C.list, health, { day: chinaDay(), state: 'ongoing', name: '' }));
    expect(list.list.some((r) => r.id === id)).toBe(true);
    expect(list.list.every((r) => r.state === 'ongoing')).toBe(true);
    // the demo's ongoing records are under care today as well
    expect(list.total).toBeGreaterThanOrEqual(4);
    const detail = ok(await call(C.detail, health, { id }));
    expect(detail).toMatchObject({
      condition: '水痘恢复期',
      medicines: [{ name: '炉甘石洗剂', times: ['10:00', '14:00'] }],
      remindMembers: [{ id: health.teacherId }],
      views: [],
      entries: [],
    });
    // a range ending before the care began does not hold it
    const before = ok(await call(C.list, health, { startDay: chinaDay(-30), endDay: chinaDay(-2), pageSize: 20 }));
    expect(before.list.some((r) => r.id === id)).toBe(false);

    ok(await call(C.setState, health, { id, state: 'finished' }));
    expect(ok(await call(C.detail, health, { id })).state).toBe('finished');
    ok(await call(C.remove, health, { id }));
    refused(await call(C.detail, health, { id }), 'common-0405');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await count(t, careRecords);
    const other = await childOf(t, director2.schoolId, null);
    const staff2 = ok(await call(C.remindUsers, director2, {}))[0].id;
    const cases: [Record<string, unknown>, Parameters<typeof refused>[1], string | undefined][] = [
      [{ endDay: chinaDay(-3) }, 'health-0301', 'endDay'],
      [{ condition: '' }, 'common-0400', 'condition'],
      [{ startDay: '2026-02-30' }, 'common-0400', 'startDay'],
      [{ remindTimes: ['25:00'] }, 'common-0400', 'remindTimes'],
      [{ studentId: other.id }, 'common-0405', undefined],
      [{ remindMemberIds: [staff2] }, 'health-0302', 'remindMemberIds'],
    ];
    for (const [over, code, field] of cases) {
      const data = refused(await call(C.add, health, malformed({ ...(await record()), ...over })), code);
      if (field) expect(JSON.stringify(data), JSON.stringify(over)).toContain(field);
    }
    expect(await count(t, careRecords)).toBe(before);
  });

  it('keeps schools apart and refuses a header naming another school', async () => {
    const mine = ok(await call(C.list, health, { pageSize: 10 })).list[0].id;
    refused(await call(C.detail, director2, { id: mine }), 'common-0405');
    refused(await call(C.setState, director2, { id: mine, state: 'finished' }), 'common-0405');
    refused(await call(C.remove, director2, { id: mine }), 'common-0405');
    const theirs = ok(await call(C.list, director2, { pageSize: 10 }));
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.some((r) => r.id === mine)).toBe(false);
    refused(await call(C.list, health, {}, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
  });

  it('offers enrolled children and active staff of the school only', async () => {
    const kids = ok(await call(C.students, health, {}));
    expect(kids.length).toBeGreaterThan(0);
    const [own] = await t.db
      .select({ n: countOf() })
      .from(students)
      .where(
        and(
          eq(students.schoolId, health.schoolId),
          inArray(
            students.id,
            kids.map((k) => k.id),
          ),
        ),
      );
    expect(own.n).toBe(kids.length);
    const staff = ok(await call(C.remindUsers, health, { name: '' }));
    expect(staff.some((s) => s.id === health.teacherId)).toBe(true);
  });

  it('exports the matching records as a workbook', async () => {
    const res = await call(C.export, health, { state: 'ongoing' });
    expect(res.status).toBe(200);
    const sheet = await sheetOf(res);
    const total = ok(await call(C.list, health, { state: 'ongoing' })).total;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(6).value).toBe('护理中');
  });
});

describe('a class teacher', () => {
  it('lists and exports only their classes’ records and is refused another class’s record by id', async () => {
    const range = await rangeOf(t, teacher);
    const mineId = ok(await call(C.add, health, await record({ studentId: (await childOf(t, health.schoolId, range)).id }))).id;
    const otherId = ok(await call(C.add, health, await record({ studentId: (await childOf(t, health.schoolId, range, true)).id }))).id;
    const all = ok(await call(C.list, health, { pageSize: 20 }));
    const list = ok(await call(C.list, teacher, { pageSize: 20 }));
    expect(list.list.some((r) => r.id === mineId)).toBe(true);
    expect(list.list.every((r) => range.includes(Number(r.clazzId)))).toBe(true);
    expect(list.total).toBeLessThan(all.total);
    // another class named in the filter gives nothing rather than that class
    const other = await childOf(t, health.schoolId, range, true);
    expect(ok(await call(C.list, teacher, { clazzId: other.classId })).total).toBe(0);
    expect(ok(await call(C.detail, teacher, { id: mineId })).id).toBe(mineId);
    refused(await call(C.detail, teacher, { id: otherId }), 'common-0405');
    expect((await sheetOf(await call(C.export, teacher))).rowCount).toBe(list.total + 1);
    for (const id of [mineId, otherId]) ok(await call(C.remove, health, { id }));
  });

  it('cannot add, finish or delete a record, nor add or read templates', async () => {
    const range = await rangeOf(t, teacher);
    const before = await count(t, careRecords);
    const body = await record({ studentId: (await childOf(t, health.schoolId, range)).id, remindMemberIds: [] });
    refused(await call(C.add, teacher, body), 'common-0403');
    expect(await count(t, careRecords)).toBe(before);
    // a record of their own class: readable, yet not theirs to manage
    const { id } = ok(await call(C.add, health, body));
    refused(await call(C.setState, teacher, { id, state: 'finished' }), 'common-0403');
    refused(await call(C.remove, teacher, { id }), 'common-0403');
    refused(await call(M.add, teacher, { title: '勤洗手', content: '饭前便后洗手' }), 'common-0403');
    refused(await call(M.list, teacher, {}), 'common-0403');
    refused(await call(C.students, teacher, {}), 'common-0403');
    expect(ok(await call(C.detail, teacher, { id })).state).toBe('ongoing');
    ok(await call(C.remove, health, { id }));
  });
});

describe('content templates', () => {
  it('lists topped templates first, tops, untops, updates and deletes; another school cannot touch them', async () => {
    const { id } = ok(await call(M.add, health, { title: '勤洗手', content: '饭前便后用洗手液洗手' }));
    ok(await call(M.top, health, { id }));
    let list = ok(await call(M.list, health, {}));
    expect(list[0]).toMatchObject({ id, topped: true });
    // the demo's two topped templates follow, then the rest
    expect(list.filter((m) => m.topped)).toHaveLength(3);
    ok(await call(M.untop, health, { id }));
    list = ok(await call(M.list, health, {}));
    expect(list.findIndex((m) => m.id === id)).toBe(2);
    ok(await call(M.update, health, { id, title: '洗手', content: '七步洗手法' }));
    expect(ok(await call(M.list, health, { title: '洗手' }))).toEqual([expect.objectContaining({ id, content: '七步洗手法' })]);
    for (const e of [M.top, M.remove]) refused(await call(e, director2, { id }), 'common-0405');
    refused(await call(M.add, health, { title: '', content: 'x' }), 'common-0400');
    ok(await call(M.remove, health, { id }));
  });
});

describe('reminders', () => {
  it('tells the chosen staff once at each time of an ongoing care, never for a finished one', async () => {
    const { id } = ok(await call(C.add, health, await record({ remindTimes: ['09:00', '15:00'] })));
    const done = ok(await call(C.add, health, await record({ remindTimes: ['09:00'] }))).id;
    ok(await call(C.setState, health, { id: done, state: 'finished' }));
    // 09:10 China time today
    const at = new Date(`${chinaDay()}T09:10:00+08:00`);
    const n = notices;
    const bell = () =>
      t.db.$count(
        n,
        and(eq(n.institutionId, health.schoolId), eq(n.accountId, health.accountId), eq(n.link, `/health/care/day/dailyCare?id=${id}`)),
      );
    expect(await remindDueCare(t.ctx, at)).toBeGreaterThanOrEqual(1);
    expect(await bell()).toBe(1);
    await remindDueCare(t.ctx, new Date(at.getTime() + 5 * 60_000));
    expect(await bell()).toBe(1);
    const sent = careRemindersSent;
    expect(await t.db.$count(sent, and(eq(sent.schoolId, health.schoolId), eq(sent.recordId, done)))).toBe(0);
  });
});
