import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { childOf, chinaDay, count, poster, rangeOf } from './care-test-kit.ts';

let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let post: ReturnType<typeof poster>;
/** A care record of a child in the teacher's classes, and one outside them. */
let inRangeId: number;
let outsideId: number;
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t);
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
  const range = await rangeOf(t, teacher);
  const add = async (studentId: number) =>
    (await post('add', health, { studentId, condition: '发热恢复期', startDay: chinaDay(-2), endDay: chinaDay(2) })).json().data.id;
  inRangeId = await add((await childOf(t, health.schoolId, range)).id);
  outsideId = await add((await childOf(t, health.schoolId, range, true)).id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const view = (over: Record<string, unknown> = {}) => ({
  recordId: inRangeId,
  day: chinaDay(),
  trend: 'better',
  content: '精神好',
  ...over,
});
const entry = (over: Record<string, unknown> = {}) => ({
  recordId: inRangeId,
  day: chinaDay(),
  medicineTimes: ['10:05'],
  temperature: 37.5,
  observation: '午睡后体温略高',
  ...over,
});

describe('health teacher views', () => {
  it('adds, reads, changes and deletes a view; the detail holds it', async () => {
    const id = (await post('view/add', health, view())).json().data.id;
    expect((await post('view/detail', health, { id })).json().data).toMatchObject({
      trend: 'better',
      mine: true,
      authorId: health.teacherId,
    });
    expect((await post('view/update', health, { id, day: chinaDay(-1), trend: 'same', content: '稳定' })).json().code).toBe('common-0001');
    expect((await post('detail', health, { id: inRangeId })).json().data.views[0]).toMatchObject({
      id,
      day: chinaDay(-1),
      content: '稳定',
    });
    expect((await post('view/delete', health, { id })).json().code).toBe('common-0001');
    expect((await post('view/detail', health, { id })).json().code).toBe('common-0405');
  });

  it('refuses a day outside the care, a finished care, bad input, a teacher and another school', async () => {
    const before = await count(t, 'care_views');
    expect((await post('view/add', health, view({ day: chinaDay(5) }))).json().code).toBe('health-0303');
    expect((await post('view/add', health, view({ trend: 'great' }))).json().code).toBe('common-0400');
    expect((await post('view/add', teacher, view())).json().code).toBe('common-0403');
    // another school's director holds every code, but not this school's records
    expect((await post('view/add', director2, view())).json().code).toBe('common-0405');
    expect(await count(t, 'care_views')).toBe(before);
    const id = (await post('view/add', health, view())).json().data.id;
    expect((await post('view/detail', director2, { id })).json().code).toBe('common-0405');
    // a class teacher reads a view of their class's care, not one of another class
    expect((await post('view/detail', teacher, { id })).json().data).toMatchObject({ id, mine: false });
    const outside = (await post('view/add', health, view({ recordId: outsideId }))).json().data.id;
    expect((await post('view/detail', teacher, { id: outside })).json().code).toBe('common-0405');
    expect((await post('view/delete', teacher, { id })).json().code).toBe('common-0403');
    // the author-only calls are open to everyone signed in, but find nothing of another school
    expect((await post('view/no-permission-delete', director2, { id })).json().code).toBe('common-0405');
    // a teacher did not write it
    expect((await post('view/no-permission-update', teacher, { id, day: chinaDay(), trend: 'worse', content: 'x' })).json().code).toBe(
      'health-0305',
    );
    expect((await post('view/no-permission-update', health, { id, day: chinaDay(), trend: 'worse', content: '咳嗽' })).json().code).toBe(
      'common-0001',
    );
  });
});

describe('class teacher entries', () => {
  it('lets a class teacher write, read and change their own entry in range; the health teacher sees a fever', async () => {
    const res = await post('teacher/care/add', teacher, entry());
    expect(res.json().code, res.body).toBe('common-0001');
    const id = res.json().data.id;
    expect((await post('teacher/care/detail', teacher, { id })).json().data).toMatchObject({
      temperature: 37.5,
      fever: true,
      mine: true,
      images: [],
    });
    expect((await post('detail', teacher, { id: inRangeId })).json().data.entries[0]).toMatchObject({ id, medicineTimes: ['10:05'] });
    const change = { id, day: chinaDay(), medicineTimes: [], temperature: 36.8, observation: null };
    expect((await post('teacher/care/no-permission-update', teacher, change)).json().code).toBe('common-0001');
    expect((await post('teacher/care/detail', health, { id })).json().data).toMatchObject({ temperature: 36.8, fever: false, mine: false });
    // the plain calls need the care code
    expect((await post('teacher/care/update', teacher, change)).json().code).toBe('common-0403');
    expect((await post('teacher/care/delete', teacher, { id })).json().code).toBe('common-0403');
    expect((await post('teacher/care/no-permission-delete', teacher, { id })).json().code).toBe('common-0001');
  });

  it('keeps a class teacher to their classes and their own entries', async () => {
    expect((await post('teacher/care/add', teacher, entry({ recordId: outsideId }))).json().code).toBe('common-0405');
    expect((await post('detail', teacher, { id: outsideId })).json().code).toBe('common-0405');
    const other = (await post('teacher/care/add', health, entry({ recordId: outsideId }))).json().data.id;
    expect((await post('teacher/care/detail', teacher, { id: other })).json().code).toBe('common-0405');
    const byHealth = (await post('teacher/care/add', health, entry())).json().data.id;
    expect((await post('teacher/care/no-permission-delete', teacher, { id: byHealth })).json().code).toBe('health-0305');
    // the care code changes anyone's entry
    const mine = (await post('teacher/care/add', teacher, entry())).json().data.id;
    expect((await post('teacher/care/update', health, { id: mine, day: chinaDay(-1), temperature: 36.5 })).json().code).toBe('common-0001');
    expect((await post('teacher/care/delete', health, { id: mine })).json().code).toBe('common-0001');
    expect((await post('teacher/care/detail', director2, { id: byHealth })).json().code).toBe('common-0405');
  });

  it('refuses bad input, unknown pictures and a finished care, writing nothing', async () => {
    const before = await count(t, 'care_teacher_entries');
    const cases: [Record<string, unknown>, string][] = [
      [{ temperature: 37.55 }, 'common-0400'],
      [{ temperature: 50 }, 'common-0400'],
      [{ medicineTimes: ['10:00', '10:00'] }, 'common-0400'],
      [{ day: chinaDay(-9) }, 'health-0303'],
      [{ imageIds: [987654321] }, 'health-0306'],
      [{ recordId: 987654321 }, 'common-0405'],
    ];
    for (const [over, code] of cases)
      expect((await post('teacher/care/add', teacher, entry(over))).json().code, JSON.stringify(over)).toBe(code);
    await t.db.execute(sql`update care_records set state = 'finished' where school_id = ${health.schoolId} and id = ${outsideId}`);
    expect((await post('teacher/care/add', health, entry({ recordId: outsideId }))).json().code).toBe('health-0304');
    expect(await count(t, 'care_teacher_entries')).toBe(before);
  });
});
