import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { remindDueCare } from './care-reminders.ts';
import { childOf, chinaDay, count, poster, rangeOf } from './care-test-kit.ts';

let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let post: ReturnType<typeof poster>;
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t);
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const record = async (over: Record<string, unknown> = {}) => {
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

describe('care records', () => {
  it('adds a record, lists it under care today, shows its detail, finishes and deletes it', async () => {
    const res = await post('add', health, await record());
    expect(res.json().code, res.body).toBe('common-0001');
    const id = res.json().data.id;
    const list = (await post('pageList', health, { day: chinaDay(), state: 'ongoing', name: '' })).json().data;
    expect(list.list.some((r: { id: number }) => r.id === id)).toBe(true);
    expect(list.list.every((r: { state: string }) => r.state === 'ongoing')).toBe(true);
    // the demo's ongoing records are under care today as well
    expect(list.total).toBeGreaterThanOrEqual(4);
    const detail = (await post('detail', health, { id })).json().data;
    expect(detail).toMatchObject({
      condition: '水痘恢复期',
      medicines: [{ name: '炉甘石洗剂', times: ['10:00', '14:00'] }],
      remindMembers: [{ id: health.teacherId }],
      views: [],
      entries: [],
    });
    // a range ending before the care began does not hold it
    const before = (await post('pageList', health, { startDay: chinaDay(-30), endDay: chinaDay(-2), pageSize: 20 })).json().data;
    expect(before.list.some((r: { id: number }) => r.id === id)).toBe(false);

    expect((await post('setCareState', health, { id, state: 'finished' })).json().code).toBe('common-0001');
    expect((await post('detail', health, { id })).json().data.state).toBe('finished');
    expect((await post('delete', health, { id })).json().code).toBe('common-0001');
    expect((await post('detail', health, { id })).json().code).toBe('common-0405');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await count(t, 'care_records');
    const other = await childOf(t, director2.schoolId, null);
    const staff2 = (await post('remind/getCanRemindUserList', director2, {})).json().data[0].id;
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ endDay: chinaDay(-3) }, 'health-0301', 'endDay'],
      [{ condition: '' }, 'common-0400', 'condition'],
      [{ startDay: '2026-02-30' }, 'common-0400', 'startDay'],
      [{ remindTimes: ['25:00'] }, 'common-0400', 'remindTimes'],
      [{ studentId: other.id }, 'common-0405', undefined],
      [{ remindMemberIds: [staff2] }, 'health-0302', 'remindMemberIds'],
    ];
    for (const [over, code, field] of cases) {
      const body = (await post('add', health, await record(over))).json();
      expect(body.code, JSON.stringify(over)).toBe(code);
      if (field) expect(JSON.stringify(body)).toContain(field);
    }
    expect(await count(t, 'care_records')).toBe(before);
  });

  it('keeps schools apart and refuses a header naming another school', async () => {
    const mine = (await post('pageList', health, { pageSize: 10 })).json().data.list[0].id;
    for (const path of ['detail', 'setCareState', 'delete']) {
      expect((await post(path, director2, { id: mine, state: 'finished' })).json().code, path).toBe('common-0405');
    }
    const theirs = (await post('pageList', director2, { pageSize: 10 })).json().data;
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.some((r: { id: number }) => r.id === mine)).toBe(false);
    expect((await post('pageList', health, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
  });

  it('offers enrolled children and active staff of the school only', async () => {
    const kids = (await post('getStudentList', health, {})).json().data;
    expect(kids.length).toBeGreaterThan(0);
    const own = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from students where school_id = ${health.schoolId} and id = any(${sql.param(kids.map((k: { id: number }) => k.id))}::bigint[])`,
    );
    expect(own.rows[0].n).toBe(kids.length);
    const staff = (await post('remind/getCanRemindUserList', health, { name: '' })).json().data;
    expect(staff.some((s: { id: number }) => s.id === health.teacherId)).toBe(true);
  });

  it('exports the matching records as a workbook', async () => {
    const res = await post('export', health, { state: 'ongoing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const total = (await post('pageList', health, { state: 'ongoing' })).json().data.total;
    expect(wb.worksheets[0].rowCount).toBe(total + 1);
    expect(wb.worksheets[0].getRow(2).getCell(6).value).toBe('护理中');
  });
});

describe('a class teacher', () => {
  it('lists and exports only their classes’ records and is refused another class’s record by id', async () => {
    const range = await rangeOf(t, teacher);
    const mineId = (await post('add', health, await record({ studentId: (await childOf(t, health.schoolId, range)).id }))).json().data.id;
    const otherId = (await post('add', health, await record({ studentId: (await childOf(t, health.schoolId, range, true)).id }))).json()
      .data.id;
    const all = (await post('pageList', health, { pageSize: 20 })).json().data;
    const list = (await post('pageList', teacher, { pageSize: 20 })).json().data;
    expect(list.list.some((r: { id: number }) => r.id === mineId)).toBe(true);
    expect(list.list.every((r: { clazzId: number }) => range.includes(Number(r.clazzId)))).toBe(true);
    expect(list.total).toBeLessThan(all.total);
    // another class named in the filter gives nothing rather than that class
    const other = await childOf(t, health.schoolId, range, true);
    expect((await post('pageList', teacher, { clazzId: other.classId })).json().data.total).toBe(0);
    expect((await post('detail', teacher, { id: mineId })).json().data.id).toBe(mineId);
    expect((await post('detail', teacher, { id: otherId })).json().code).toBe('common-0405');
    const res = await post('export', teacher, {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(list.total + 1);
    for (const id of [mineId, otherId]) await post('delete', health, { id });
  });

  it('cannot add, finish or delete a record, nor add or read templates', async () => {
    const range = await rangeOf(t, teacher);
    const before = await count(t, 'care_records');
    const body = await record({ studentId: (await childOf(t, health.schoolId, range)).id, remindMemberIds: [] });
    expect((await post('add', teacher, body)).json().code).toBe('common-0403');
    expect(await count(t, 'care_records')).toBe(before);
    // a record of their own class: readable, yet not theirs to manage
    const id = (await post('add', health, body)).json().data.id;
    expect((await post('setCareState', teacher, { id, state: 'finished' })).json().code).toBe('common-0403');
    expect((await post('delete', teacher, { id })).json().code).toBe('common-0403');
    expect((await post('content-model/add', teacher, { title: '勤洗手', content: '饭前便后洗手' })).json().code).toBe('common-0403');
    expect((await post('content-model/list', teacher, {})).json().code).toBe('common-0403');
    expect((await post('getStudentList', teacher, {})).json().code).toBe('common-0403');
    expect((await post('detail', teacher, { id })).json().data.state).toBe('ongoing');
    await post('delete', health, { id });
  });
});

describe('content templates', () => {
  it('lists topped templates first, tops, untops, updates and deletes; another school cannot touch them', async () => {
    const id = (await post('content-model/add', health, { title: '勤洗手', content: '饭前便后用洗手液洗手' })).json().data.id;
    expect((await post('content-model/topping', health, { id })).json().code).toBe('common-0001');
    let list = (await post('content-model/list', health, {})).json().data;
    expect(list[0]).toMatchObject({ id, topped: true });
    // the demo's two topped templates follow, then the rest
    expect(list.filter((m: { topped: boolean }) => m.topped)).toHaveLength(3);
    expect((await post('content-model/unTopping', health, { id })).json().code).toBe('common-0001');
    list = (await post('content-model/list', health, {})).json().data;
    expect(list.findIndex((m: { id: number }) => m.id === id)).toBe(2);
    expect((await post('content-model/update', health, { id, title: '洗手', content: '七步洗手法' })).json().code).toBe('common-0001');
    expect((await post('content-model/list', health, { title: '洗手' })).json().data).toEqual([
      expect.objectContaining({ id, content: '七步洗手法' }),
    ]);
    for (const path of ['content-model/topping', 'content-model/delete']) {
      expect((await post(path, director2, { id })).json().code).toBe('common-0405');
    }
    expect((await post('content-model/add', health, { title: '', content: 'x' })).json().code).toBe('common-0400');
    expect((await post('content-model/delete', health, { id })).json().code).toBe('common-0001');
  });
});

describe('reminders', () => {
  it('tells the chosen staff once at each time of an ongoing care, never for a finished one', async () => {
    const id = (await post('add', health, await record({ remindTimes: ['09:00', '15:00'] }))).json().data.id;
    const done = (await post('add', health, await record({ remindTimes: ['09:00'] }))).json().data.id;
    await post('setCareState', health, { id: done, state: 'finished' });
    // 09:10 China time today
    const at = new Date(`${chinaDay()}T09:10:00+08:00`);
    const bell = async () =>
      Number(
        (
          await t.db.execute<{ n: number }>(sql`select count(*)::int as n from notices where institution_id = ${health.schoolId}
            and account_id = ${health.accountId} and link = ${`/health/care/day/dailyCare?id=${id}`}`)
        ).rows[0].n,
      );
    expect(await remindDueCare(t.ctx, at)).toBeGreaterThanOrEqual(1);
    expect(await bell()).toBe(1);
    await remindDueCare(t.ctx, new Date(at.getTime() + 5 * 60_000));
    expect(await bell()).toBe(1);
    const sent = await t.db.execute(sql`select 1 from care_reminders_sent where school_id = ${health.schoolId} and record_id = ${done}`);
    expect(sent.rows).toHaveLength(0);
  });
});
