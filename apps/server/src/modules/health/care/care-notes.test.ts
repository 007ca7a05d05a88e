import type { Payload } from '@kg/shared';
import { careEndpoints as C, entryEndpoints as N, viewEndpoints as V } from '@kg/shared/modules/health/care/care';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { careRecords, careTeacherEntries, careViews } from '../../../db/schema/index.ts';
import { childOf, chinaDay, count, rangeOf } from './care-test-kit.ts';

let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
/** A care record of a child in the teacher's classes, and one outside them. */
let inRangeId: number;
let outsideId: number;
beforeAll(async () => {
  t = await createTestApp();
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
  const range = await rangeOf(t, teacher);
  const add = async (studentId: number) =>
    ok(await call(C.add, health, { studentId, condition: '发热恢复期', startDay: chinaDay(-2), endDay: chinaDay(2) })).id;
  inRangeId = await add((await childOf(t, health.schoolId, range)).id);
  outsideId = await add((await childOf(t, health.schoolId, range, true)).id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const view = (over: Partial<Payload<typeof V.add>> = {}): Payload<typeof V.add> => ({
  recordId: inRangeId,
  day: chinaDay(),
  trend: 'better',
  content: '精神好',
  ...over,
});
const entry = (over: Partial<Payload<typeof N.add>> = {}): Payload<typeof N.add> => ({
  recordId: inRangeId,
  day: chinaDay(),
  medicineTimes: ['10:05'],
  temperature: 37.5,
  observation: '午睡后体温略高',
  ...over,
});

describe('health teacher views', () => {
  it('adds, reads, changes and deletes a view; the detail holds it', async () => {
    const { id } = ok(await call(V.add, health, view()));
    expect(ok(await call(V.detail, health, { id }))).toMatchObject({
      trend: 'better',
      mine: true,
      authorId: health.teacherId,
    });
    ok(await call(V.update, health, { id, day: chinaDay(-1), trend: 'same', content: '稳定' }));
    expect(ok(await call(C.detail, health, { id: inRangeId })).views[0]).toMatchObject({
      id,
      day: chinaDay(-1),
      content: '稳定',
    });
    ok(await call(V.remove, health, { id }));
    refused(await call(V.detail, health, { id }), 'common-0405');
  });

  it('refuses a day outside the care, a finished care, bad input, a teacher and another school', async () => {
    const before = await count(t, careViews);
    refused(await call(V.add, health, view({ day: chinaDay(5) })), 'health-0303');
    refused(await call(V.add, health, malformed({ ...view(), trend: 'great' })), 'common-0400');
    refused(await call(V.add, teacher, view()), 'common-0403');
    // another school's director holds every code, but not this school's records
    refused(await call(V.add, director2, view()), 'common-0405');
    expect(await count(t, careViews)).toBe(before);
    const { id } = ok(await call(V.add, health, view()));
    refused(await call(V.detail, director2, { id }), 'common-0405');
    // a class teacher reads a view of their class's care, not one of another class
    expect(ok(await call(V.detail, teacher, { id }))).toMatchObject({ id, mine: false });
    const outside = ok(await call(V.add, health, view({ recordId: outsideId }))).id;
    refused(await call(V.detail, teacher, { id: outside }), 'common-0405');
    refused(await call(V.remove, teacher, { id }), 'common-0403');
    // the author-only calls are open to everyone signed in, but find nothing of another school
    refused(await call(V.ownRemove, director2, { id }), 'common-0405');
    // a teacher did not write it
    refused(await call(V.ownUpdate, teacher, { id, day: chinaDay(), trend: 'worse', content: 'x' }), 'health-0305');
    ok(await call(V.ownUpdate, health, { id, day: chinaDay(), trend: 'worse', content: '咳嗽' }));
  });
});

describe('class teacher entries', () => {
  it('lets a class teacher write, read and change their own entry in range; the health teacher sees a fever', async () => {
    const { id } = ok(await call(N.add, teacher, entry()));
    expect(ok(await call(N.detail, teacher, { id }))).toMatchObject({
      temperature: 37.5,
      fever: true,
      mine: true,
      images: [],
    });
    expect(ok(await call(C.detail, teacher, { id: inRangeId })).entries[0]).toMatchObject({ id, medicineTimes: ['10:05'] });
    const change = { id, day: chinaDay(), medicineTimes: [], temperature: 36.8, observation: null };
    ok(await call(N.ownUpdate, teacher, change));
    expect(ok(await call(N.detail, health, { id }))).toMatchObject({ temperature: 36.8, fever: false, mine: false });
    // the plain calls need the care code
    refused(await call(N.update, teacher, change), 'common-0403');
    refused(await call(N.remove, teacher, { id }), 'common-0403');
    ok(await call(N.ownRemove, teacher, { id }));
  });

  it('keeps a class teacher to their classes and their own entries', async () => {
    refused(await call(N.add, teacher, entry({ recordId: outsideId })), 'common-0405');
    refused(await call(C.detail, teacher, { id: outsideId }), 'common-0405');
    const other = ok(await call(N.add, health, entry({ recordId: outsideId }))).id;
    refused(await call(N.detail, teacher, { id: other }), 'common-0405');
    const byHealth = ok(await call(N.add, health, entry())).id;
    refused(await call(N.ownRemove, teacher, { id: byHealth }), 'health-0305');
    // the care code changes anyone's entry
    const mine = ok(await call(N.add, teacher, entry())).id;
    ok(await call(N.update, health, { id: mine, day: chinaDay(-1), temperature: 36.5, observation: null }));
    ok(await call(N.remove, health, { id: mine }));
    refused(await call(N.detail, director2, { id: byHealth }), 'common-0405');
  });

  it('refuses bad input, unknown pictures and a finished care, writing nothing', async () => {
    const before = await count(t, careTeacherEntries);
    const cases: [Record<string, unknown>, Parameters<typeof refused>[1]][] = [
      [{ temperature: 37.55 }, 'common-0400'],
      [{ temperature: 50 }, 'common-0400'],
      [{ medicineTimes: ['10:00', '10:00'] }, 'common-0400'],
      [{ day: chinaDay(-9) }, 'health-0303'],
      [{ imageIds: [987654321] }, 'health-0306'],
      [{ recordId: 987654321 }, 'common-0405'],
    ];
    for (const [over, code] of cases) {
      const res = await call(N.add, teacher, malformed({ ...entry(), ...over }));
      expect(res.code, JSON.stringify(over)).toBe(code);
      refused(res, code);
    }
    await t.db
      .update(careRecords)
      .set({ state: 'finished' })
      .where(and(eq(careRecords.schoolId, health.schoolId), eq(careRecords.id, outsideId)));
    refused(await call(N.add, health, entry({ recordId: outsideId })), 'health-0304');
    expect(await count(t, careTeacherEntries)).toBe(before);
  });
});
