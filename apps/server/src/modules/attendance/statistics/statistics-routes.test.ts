import { statisticsEndpoints as E, NO_ATTENDANCE_DATA } from '@kg/shared/modules/attendance/statistics';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { buildExtensions, readMetrics } from '../../../platform/extensions/index.ts';
import { MODULE_CONTRIBUTIONS } from '../../contributions.ts';
import { closeDay } from '../ledger/day-close.ts';
import { atOn, childrenOf, pastSchoolDay, swipe } from '../roll-call/roll-call-test-kit.ts';
import { type ChildDayFixture, writeDays } from './statistics-testing.ts';

// October 2025 in the demo's autumn term: 10-01..08 the National Day holiday, Saturday 10-11 a
// make-up working day, so 18 school days (9, 10, 11, 13–17, 20–24, 27–31).
const SCHOOL_DAYS = ['09', '10', '11', '13', '14', '15', '16', '17', '20', '21', '22', '23', '24', '27', '28', '29', '30', '31'].map(
  (d) => `2025-10-${d}`,
);

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
let ours: number; // the teacher's 小一班
let notHers: number; // 大一班, outside her range
let kids: { id: number; name: string }[];

async function classId(name: string) {
  const r = await t.db.execute<{ id: string }>(sql`select id from classes where school_id = ${director.schoolId} and name = ${name}`);
  return Number(r.rows[0].id);
}

/** Three children of the class: one always there (late once, early once), one ill and away, one absent once. */
function october(): ChildDayFixture[] {
  const [a, b, c] = kids.map((k) => k.id);
  const away: Record<string, Pick<ChildDayFixture, 'status' | 'group'>> = {
    '2025-10-13': { status: 'sick', group: 'fever' },
    '2025-10-14': { status: 'sick', group: 'fever' },
    '2025-10-15': { status: 'sick', group: 'rash' },
    '2025-10-16': { status: 'personal' },
    '2025-10-17': { status: 'absent' },
  };
  return [
    ...SCHOOL_DAYS.map((day) => ({
      studentId: a,
      day,
      status: 'present' as const,
      late: day === '2025-10-09' ? 12 : undefined,
      early: day === '2025-10-10' ? 20 : undefined,
    })),
    // a swipe on a holiday leaves a row that is no school day
    { studentId: a, day: '2025-10-02', status: 'present', schoolDay: false },
    ...SCHOOL_DAYS.map((day) => ({ studentId: b, day, ...(away[day] ?? { status: 'present' as const }) })),
    ...SCHOOL_DAYS.map((day) => ({ studentId: c, day, status: day === '2025-10-11' ? ('absent' as const) : ('present' as const) })),
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  [ours, notHers] = await Promise.all([classId('小一班'), classId('大一班')]);
  const r = await t.db.execute<{ id: string; name: string }>(
    sql`select id, name from students where school_id = ${director.schoolId} and class_id = ${ours} and status = 1 order by name, id limit 3`,
  );
  kids = r.rows.map((k) => ({ id: Number(k.id), name: k.name }));
  await t.db.execute(
    sql`delete from attendance_child_days where school_id = ${director.schoolId} and day between '2025-10-01' and '2025-10-31'`,
  );
  await t.db.execute(
    sql`delete from attendance_class_days where school_id = ${director.schoolId} and day between '2025-10-01' and '2025-10-31'`,
  );
  await writeDays(t.db, director.schoolId, ours, october());
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('class monthly figures', () => {
  it('rates present child-days over the school days: a holiday left out, a make-up Saturday counted', async () => {
    const month = ok(await call(E.monthlyList, director, { month: '2025-10', clazzId: ours }));
    expect(month.schoolDays).toBe(18);
    expect(month.list).toEqual([
      expect.objectContaining({ clazzId: ours, children: 3, childDays: 54, present: 48, sick: 3, personal: 1, absent: 2, late: 1 }),
    ]);
    // 48 of 54; billable days are the present school days, the holiday's swipe not among them
    expect(month.list[0]).toMatchObject({ earlyLeave: 1, billable: 48, rate: 88.9 });
    expect(month.list[0].sickByGroup).toEqual([
      { group: 'fever', days: 2 },
      { group: 'rash', days: 1 },
    ]);
  });

  it("grids each child's school days with totals", async () => {
    const report = ok(await call(E.monthly, director, { month: '2025-10', clazzId: ours }));
    expect(report.days).toEqual(SCHOOL_DAYS);
    const ill = report.list.find((r) => r.studentId === kids[1].id);
    expect(ill?.statuses.slice(3, 8)).toEqual(['sick', 'sick', 'sick', 'personal', 'absent']);
    expect(ill).toMatchObject({ childDays: 18, present: 13, sick: 3, billable: 13, rate: 72.2 });
    expect(report.total).toBe(3);
  });

  it('answers a month with no school day so far as data, not a failure', async () => {
    const res = await call(E.monthlyList, director, { month: '2099-01' });
    expect(res).toMatchObject({ status: 200, code: NO_ATTENDANCE_DATA });
  });
});

describe('class days and a child', () => {
  it("counts each class's day and sums them; a class without a day row is all absent", async () => {
    const day = ok(await call(E.dailyList, director, { day: '2025-10-13' }));
    expect(day.list.find((r) => r.clazzId === ours)).toMatchObject({ children: 3, present: 2, sick: 1, absent: 0, rate: 66.7 });
    const other = day.list.find((r) => r.clazzId === notHers);
    expect(other).toMatchObject({ present: 0, rate: 0 });
    expect(other?.absent).toBe(other?.children);
    expect(day.total.present).toBe(2);
    expect(day.total.children).toBe(day.list.reduce((n, r) => n + r.children, 0));
  });

  it("lists a class's children on a day with status, times and minutes", async () => {
    const sick = ok(await call(E.daily, teacher, { day: '2025-10-13', clazzId: ours, status: 'sick' }));
    expect(sick.list).toEqual([expect.objectContaining({ studentId: kids[1].id, status: 'sick', symptomGroup: 'fever', firstIn: null })]);
    const late = ok(await call(E.daily, teacher, { day: '2025-10-09', clazzId: ours, status: 'present' }));
    const first = late.list.find((r) => r.studentId === kids[0].id);
    expect(first).toMatchObject({ lateMinutes: 12, firstIn: '2025-10-09T00:12:00.000Z' });
  });

  it("gives one child's days and totals over a range", async () => {
    const detail = ok(await call(E.detail, teacher, { studentId: kids[1].id, from: '2025-10-01', to: '2025-10-31' }));
    expect(detail).toMatchObject({ studentName: kids[1].name, schoolDays: 18 });
    expect(detail.totals).toMatchObject({ childDays: 18, present: 13, sick: 3, personal: 1, absent: 1, rate: 72.2 });
    expect(detail.days.find((d) => d.day === '2025-10-13')).toMatchObject({ status: 'sick', symptomGroup: 'fever' });
  });
});

describe('the day close feeding the figures', () => {
  it("reads a closed day's rows: a swiped child present with her time, every enrolled child of the class counted", async () => {
    const day = await pastSchoolDay(t, director.schoolId, 3);
    const mid = await classId('中一班');
    const children = await childrenOf(t, director.schoolId, mid);
    await swipe(t, director, children[0].id, atOn(day, '07:55'), 'in');
    await closeDay(t.db, director.schoolId, day);
    const row = ok(await call(E.dailyList, teacher, { day })).list.find((r) => r.clazzId === mid);
    expect(row?.children).toBe(children.length);
    expect(row && row.present + row.sick + row.personal + row.absent).toBe(children.length);
    expect(row?.present).toBeGreaterThanOrEqual(1);
    const mine = ok(await call(E.daily, teacher, { day, clazzId: mid, pageSize: 20 }));
    expect(mine.total).toBe(children.length);
    const swiped = ok(await call(E.daily, teacher, { day, clazzId: mid, status: 'present', pageSize: 20 })).list;
    expect(swiped.find((r) => r.studentId === children[0].id)?.firstIn).not.toBeNull();
    const month = ok(await call(E.monthlyList, teacher, { month: day.slice(0, 7), clazzId: mid }));
    expect(month.list[0].childDays).toBeGreaterThanOrEqual(children.length);
  });
});

describe('who reaches what', () => {
  it('keeps a teacher to her classes', async () => {
    const day = ok(await call(E.dailyList, teacher, { day: '2025-10-13' }));
    expect(day.list.map((r) => r.clazzId)).toContain(ours);
    expect(day.list.map((r) => r.clazzId)).not.toContain(notHers);
    refused(await call(E.daily, teacher, { day: '2025-10-13', clazzId: notHers }), 'common-0405');
    refused(await call(E.monthly, teacher, { month: '2025-10', clazzId: notHers }), 'common-0405');
  });

  it("keeps another school's classes and children out of reach", async () => {
    refused(await call(E.monthly, otherDirector, { month: '2025-10', clazzId: ours }), 'common-0405');
    refused(await call(E.detail, otherDirector, { studentId: kids[0].id, from: '2025-10-01', to: '2025-10-31' }), 'common-0405');
    const theirs = ok(await call(E.monthlyList, otherDirector, { month: '2025-10' }));
    expect(theirs.list.map((r) => r.clazzId)).not.toContain(ours);
  });

  it('refuses a bad month, day or range naming the field', async () => {
    refused(await call(E.monthlyList, director, malformed({ month: '2025-13' })), 'common-0400', 'month');
    refused(await call(E.dailyList, director, malformed({ day: '2025-02-30' })), 'common-0400', 'day');
    refused(await call(E.detail, director, { studentId: kids[0].id, from: '2025-10-31', to: '2025-10-01' }), 'common-0400', 'to');
    refused(await call(E.detail, director, { studentId: kids[0].id, from: '2024-01-01', to: '2025-10-01' }), 'common-0400', 'to');
  });
});

/** The first sheet of a workbook answer, as rows of cell values. */
async function sheetOf(res: { raw: LightMyRequestResponse }) {
  expect(res.raw.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports', () => {
  it('writes the monthly report as a workbook whose cells are the figures', async () => {
    const rows = await sheetOf(await call(E.monthlyExport, director, { month: '2025-10', clazzId: ours }, { lang: 'en' }));
    expect(rows[0].slice(0, 4)).toEqual(['Child', '09', '10', '11']);
    const ill = rows.find((r) => r[0] === kids[1].name);
    expect(ill?.slice(4, 9)).toEqual(['Sick', 'Sick', 'Sick', 'Personal', 'Absent']);
    // after the 18 day columns: child-days due, present, sick, personal, absent, late, early, billable, rate
    expect(ill?.slice(19)).toEqual([18, 13, 3, 1, 1, 0, 0, 13, 72.2]);
  });

  it('writes the class monthly list with its rate and sick days by symptom', async () => {
    const rows = await sheetOf(await call(E.monthlyListExport, director, { month: '2025-10', clazzId: ours }));
    expect(rows[1]).toEqual(['小一班', 3, 18, 54, 48, 3, 1, 2, 1, 1, 48, 88.9, '发热 2, 皮疹 1']);
  });
});

describe('figures for the workbench, data centre and cockpit', () => {
  const { dashboardMetrics } = buildExtensions(MODULE_CONTRIBUTIONS);
  const keys = [
    'today-present',
    'today-leave',
    'today-absent',
    'today-rate-permille',
    'month-present-days',
    'month-child-days',
    'month-rate-permille',
  ];

  it("counts today's children of a class range, and the school's, group's and authority's over their schools", async () => {
    const day = todayChina();
    await writeDays(t.db, director.schoolId, ours, [
      { studentId: kids[0].id, day, status: 'present' },
      { studentId: kids[1].id, day, status: 'sick', group: 'cough' },
    ]);
    const r = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from students where school_id = ${director.schoolId} and class_id = ${ours} and status = 1`,
    );
    const enrolled = r.rows[0].n;
    const ofClass = await readMetrics(
      t.db,
      dashboardMetrics,
      keys.map((k) => `attendance.${k}`),
      {
        id: sql`${director.schoolId}`,
        classes: sql`select ${ours}::bigint`,
      },
    );
    expect(ofClass).toMatchObject({
      'attendance.today-present': 1,
      'attendance.today-leave': 1,
      'attendance.today-absent': enrolled - 2,
      'attendance.today-rate-permille': Math.round(1000 / enrolled),
    });
    // the month's rate is its present child-days over the child-days due, today's closed row among them
    const m = ofClass as Record<string, number>;
    expect(m['attendance.month-present-days']).toBeGreaterThanOrEqual(1);
    expect(m['attendance.month-rate-permille']).toBe(
      Math.round((1000 * m['attendance.month-present-days']) / m['attendance.month-child-days']),
    );
    const school = await readMetrics(t.db, dashboardMetrics, ['attendance.today-present'], { id: sql`${director.schoolId}` });
    const g = await t.db.execute<{
      g: string;
      a: string;
    }>(sql`select i.group_id as g, (select regulator_id from regulator_schools where school_id = i.id limit 1) as a
      from institutions i where i.id = ${director.schoolId}`);
    const group = await readMetrics(t.db, dashboardMetrics, ['attendance.group.today-present'], { id: sql`${Number(g.rows[0].g)}` });
    const authority = await readMetrics(t.db, dashboardMetrics, ['attendance.authority.today-present'], {
      id: sql`${Number(g.rows[0].a)}`,
    });
    expect(school['attendance.today-present']).toBeGreaterThanOrEqual(1);
    expect(group['attendance.group.today-present']).toBeGreaterThanOrEqual(school['attendance.today-present']);
    expect(authority['attendance.authority.today-present']).toBeGreaterThanOrEqual(school['attendance.today-present']);
  });
});
