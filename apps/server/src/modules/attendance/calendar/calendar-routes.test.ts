import { calendarEndpoints as E } from '@kg/shared/modules/attendance/calendar';
import { termEndpoints } from '@kg/shared/modules/garden/terms';
import { chinaSchoolYear } from '@kg/shared/time/china';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { countSchoolDays, isSchoolDay, schoolDays } from '../../../platform/calendar/index.ts';

// Dates the chinese-days package knows: Sunday 2025-09-28 is a make-up working day, 2025-10-01
// to 10-08 the National Day holiday, Saturday 2025-10-11 another make-up working day.
let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;

/** The demo's terms follow today's school year: make sure autumn 2025 is one of the school's terms. */
async function withAutumn2025(who: LoginResult) {
  const { list } = ok(await call(E.terms, who, { pageSize: 20 }));
  if (!list.some((term) => term.startDate <= '2025-09-01' && term.endDate >= '2025-12-31')) {
    ok(await call(termEndpoints.add, who, { schoolYear: 2025, termType: 1, startDate: '2025-09-01', endDate: '2026-01-20' }));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  await Promise.all([withAutumn2025(director), withAutumn2025(otherDirector)]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const dayOf = async (who: LoginResult, day: string) => {
  const { days } = ok(await call(E.month, who, { month: day.slice(0, 7) }));
  return days.find((d) => d.day === day);
};

describe('school calendar: the month view', () => {
  it('counts a make-up Sunday inside a term as a school day, and a public holiday not', async () => {
    const month = ok(await call(E.month, teacher, { month: '2025-09' }, { lang: 'en' }));
    expect(month.days).toHaveLength(30);
    expect(month.days.find((d) => d.day === '2025-09-28')).toMatchObject({ schoolDay: true, why: 'workday', holiday: 'National Day' });
    expect(month.days.find((d) => d.day === '2025-09-27')).toMatchObject({ schoolDay: false, why: 'weekend' });
    expect(month.terms.map((term) => term.startDate)).toContain('2025-09-01');
    expect(await dayOf(director, '2025-10-01')).toMatchObject({ schoolDay: false, why: 'holiday', holiday: '国庆节' });
  });

  it('counts nothing outside every term', async () => {
    const month = ok(await call(E.month, director, { month: '2025-08' }));
    expect(month.schoolDays).toBe(0);
    expect(new Set(month.days.map((d) => d.why))).toEqual(new Set(['outside']));
  });

  it('takes a closed day away and adds an open day, each with its reason', async () => {
    const before = ok(await call(E.month, director, { month: '2025-11' })).schoolDays;
    const closed = ok(
      await call(E.addSpan, director, { kind: 'closure', firstDay: '2025-11-03', lastDay: '2025-11-04', reason: '教师培训' }),
    );
    const open = ok(await call(E.addSpan, director, { kind: 'open', firstDay: '2025-11-08', lastDay: '2025-11-08', reason: '家长开放日' }));
    const after = ok(await call(E.month, director, { month: '2025-11' }));
    expect(after.schoolDays).toBe(before - 2 + 1);
    expect(after.days.find((d) => d.day === '2025-11-04')).toMatchObject({
      schoolDay: false,
      why: 'closure',
      reason: '教师培训',
      spanId: closed.id,
    });
    expect(after.days.find((d) => d.day === '2025-11-08')).toMatchObject({ schoolDay: true, why: 'open', spanId: open.id });
    const listed = ok(await call(E.spans, teacher, { from: '2025-11-01' })).list;
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([closed.id, open.id]));
  });

  it("closes a make-up working day: the school's closure wins", async () => {
    ok(await call(E.addSpan, director, { kind: 'closure', firstDay: '2025-10-11', lastDay: '2025-10-11', reason: '秋季运动会' }));
    expect(await dayOf(director, '2025-10-11')).toMatchObject({ schoolDay: false, why: 'closure', holiday: '国庆节' });
  });
});

describe('school calendar: the demo', () => {
  it("gives each school closures and open days in the current school year's terms, which its month view shows", async () => {
    const year = chinaSchoolYear();
    const { list } = ok(await call(E.spans, otherDirector, { from: `${year}-09-01` }));
    expect(new Set(list.map((s) => s.kind))).toEqual(new Set(['closure', 'open']));
    const open = list.find((s) => s.kind === 'open');
    expect(await dayOf(otherDirector, open?.firstDay ?? '')).toMatchObject({ schoolDay: true, why: 'open', reason: open?.reason });
  });
});

describe('school calendar: the platform functions other modules read', () => {
  it('counts the autumn 2025 term by hand: 88 weekdays from Monday 1 Sep to Wednesday 31 Dec, less 6 holidays, plus 2 make-up days', async () => {
    const schoolId = otherDirector.schoolId;
    expect(await countSchoolDays(t.db, schoolId, '2025-09-01', '2025-12-31')).toBe(84);
    expect(await isSchoolDay(t.db, schoolId, '2025-09-28')).toBe(true);
    expect(await isSchoolDay(t.db, schoolId, '2025-10-08')).toBe(false);
    expect(await schoolDays(t.db, schoolId, '2025-10-06', '2025-10-12')).toEqual(['2025-10-09', '2025-10-10', '2025-10-11']);
  });
});

describe('school calendar: refusals', () => {
  it('names the field of bad input and writes nothing', async () => {
    const good = { kind: 'closure' as const, firstDay: '2025-12-01', lastDay: '2025-12-02', reason: '消毒' };
    refused(await call(E.addSpan, director, { ...good, lastDay: '2025-11-30' }), 'common-0400', 'lastDay');
    refused(await call(E.addSpan, director, { ...good, firstDay: '2025-02-30' }), 'common-0400', 'firstDay');
    refused(await call(E.addSpan, director, { ...good, reason: '' }), 'common-0400', 'reason');
    refused(await call(E.addSpan, director, { ...good, kind: 'holiday' as 'open' }), 'common-0400', 'kind');
    refused(await call(E.addSpan, director, { ...good, firstDay: '2025-08-30' }), 'attendance-0302', 'firstDay');
    refused(await call(E.month, director, { month: '2025-13' }), 'common-0400', 'month');
    expect(ok(await call(E.spans, director, { from: '2025-12-01' })).list.filter((s) => s.firstDay <= '2025-12-31')).toEqual([]);
  });

  it('refuses a closure overlapping another closure or open day', async () => {
    const { id } = ok(
      await call(E.addSpan, director, { kind: 'closure', firstDay: '2025-12-08', lastDay: '2025-12-10', reason: '疫情停课' }),
    );
    refused(
      await call(E.addSpan, director, { kind: 'open', firstDay: '2025-12-10', lastDay: '2025-12-10', reason: '开放' }),
      'attendance-0301',
      'firstDay',
    );
    // moving it onto itself is no overlap
    ok(await call(E.updateSpan, director, { id, kind: 'closure', firstDay: '2025-12-09', lastDay: '2025-12-11', reason: '疫情停课' }));
  });

  it("keeps another school's closures out of reach and out of its calendar", async () => {
    const { id } = ok(await call(E.addSpan, director, { kind: 'closure', firstDay: '2025-12-15', lastDay: '2025-12-15', reason: '停电' }));
    const span = { id, kind: 'open' as const, firstDay: '2025-12-15', lastDay: '2025-12-15', reason: 'x' };
    refused(await call(E.updateSpan, otherDirector, span), 'common-0405');
    refused(await call(E.removeSpan, otherDirector, { id }), 'common-0405');
    expect(await dayOf(otherDirector, '2025-12-15')).toMatchObject({ schoolDay: true, why: 'weekday' });
    ok(await call(E.removeSpan, director, { id }));
    expect(await dayOf(director, '2025-12-15')).toMatchObject({ schoolDay: true, why: 'weekday' });
  });

  it('lets a teacher read the calendar but not change it', async () => {
    ok(await call(E.month, teacher, { month: '2025-12' }));
    refused(
      await call(E.addSpan, teacher, { kind: 'closure', firstDay: '2025-12-22', lastDay: '2025-12-22', reason: '停课' }),
      'common-0403',
    );
  });
});
