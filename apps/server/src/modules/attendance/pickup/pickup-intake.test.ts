import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayChina } from '@kg/shared';
import { deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { pickupEndpoints as E } from '@kg/shared/modules/attendance/pickup';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, signIn, type TestApp } from '../../../../test/harness.ts';
import { postBatch, type TestDevice } from '../ledger/intake-testing.ts';
import { childrenOf, rangeOf, testPng } from './pickup-testing.ts';

let t: TestApp;
let filesDir: string;
let director: LoginResult;
let other: LoginResult;
let teacher: LoginResult;
let device: TestDevice;
let kids: { id: number; classId: number }[];
const today = todayChina(new Date());
const yesterday = todayChina(new Date(Date.now() - 86_400_000));
// a minute ago: inside the intake's window, on today's date in China for all but a minute after midnight
const now = () => new Date(Date.now() - 60_000).toISOString();

const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.db.execute<T>(q)).rows[0];
const departure = (eventId: string, childId: number, picker: { cardNo?: string; faceRef?: string }) => ({
  eventId,
  kind: 'face' as const,
  at: now(),
  direction: 'out' as const,
  childId,
  photoRef: `cap/${eventId}.jpg`,
  picker,
});
/** Notices about refused pickups of a child: the class teachers' and the guardians' (bell), and the texts. */
const told = async (childName: string) => {
  const r = await one<{ notices: string; texts: string }>(sql`select
    (select count(*) from notices where source = 'attendance' and title_en = 'Pickup refused' and body_en like ${`%collect ${childName};%`}) as notices,
    (select count(*) from notice_outbox where source = 'attendance' and channel = 'sms' and content like ${`%${childName}%`}) as texts`);
  return { notices: Number(r.notices), texts: Number(r.texts) };
};

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-pickup-intake-'));
  t = await createTestApp({}, {}, { filesDir });
  [director, other, teacher] = await Promise.all((['director1', 'director2', 'teacher'] as const).map((k) => signIn(t.app, k)));
  device = ok(await call(deviceEndpoints.add, director, { name: 'Gate pickup', kind: 'face' }));
  kids = (await childrenOf(t.db, director.schoolId)).slice(0, 3);
  const photoId = ok(
    await call(fileEndpoints.uploadImage, director, {}, { files: [{ field: 'file', data: await testPng(), filename: 'p.png' }] }),
  ).id;
  const add = (studentId: number, more: Record<string, unknown>) =>
    call(E.addSmartPickupStudentsOneAnchor, director, {
      studentId,
      name: '李四',
      relation: '外婆',
      phone: '13700001111',
      photoId,
      validFrom: '2026-01-01',
      ...more,
    });
  ok(await add(kids[0].id, { faceRef: 'FACE-GRANNY', cardNo: 'GRAN0001' }));
  ok(await add(kids[1].id, { faceRef: 'FACE-OLD', validFrom: '2025-01-01', validTo: yesterday }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('pickups at the gate', () => {
  it("records an authorised picker's departure and counts it for the child", async () => {
    const res = await postBatch(t.app, device, [departure('p-ok', kids[0].id, { faceRef: 'FACE-GRANNY' })]);
    expect(res.json().data).toMatchObject({ accepted: 1, refused: 0, results: [{ eventId: 'p-ok', result: 'accepted', reason: null }] });
    const ev = await one<{ status: string; student_id: string }>(
      sql`select status, student_id from attendance_events where device_event_id = 'p-ok'`,
    );
    expect([ev.status, Number(ev.student_id)]).toEqual(['resolved', kids[0].id]);
    const p = await one<{ authorised: boolean; capture_ref: string; day: string }>(
      sql`select authorised, capture_ref, day::text from attendance_pickups where device_event_id = 'p-ok'`,
    );
    expect(p).toEqual({ authorised: true, capture_ref: 'cap/p-ok.jpg', day: today });
    const stats = ok(await call(E.getClazzStatisticsInfo, director, { classId: kids[0].classId }));
    expect(stats.list.find((c) => c.studentId === kids[0].id)).toMatchObject({ pickerName: '李四', relation: '外婆' });
  });

  it('refuses an unknown picker: the departure counts for nobody, the teacher and guardians are told once, a resend stores nothing twice', async () => {
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select name from students where id = ${kids[2].id}`)).rows;
    const batch = [departure('p-stranger', kids[2].id, { cardNo: 'NOBODY01' })];
    const res = await postBatch(t.app, device, batch);
    expect(res.json().data).toMatchObject({ accepted: 0, refused: 1, results: [{ result: 'refused', reason: 'unknown-picker' }] });
    const ev = await one<{ status: string; student_id: string | null; reason: string }>(
      sql`select status, student_id, reason from attendance_events where device_event_id = 'p-stranger'`,
    );
    expect(ev).toEqual({ status: 'refused', student_id: null, reason: 'unknown-picker' });
    const dirty = await one<{ n: string }>(
      sql`select count(*) as n from attendance_days_dirty where student_id = ${kids[2].id} and day = ${today}`,
    );
    const day = await one<{ n: string }>(
      sql`select count(*) as n from attendance_child_days where student_id = ${kids[2].id} and day = ${today} and last_out is not null`,
    );
    expect([Number(dirty.n), Number(day.n)]).toEqual([0, 0]);
    const first = await told(name);
    expect(first.notices).toBeGreaterThan(0);
    expect(first.texts).toBeGreaterThan(0);
    const again = await postBatch(t.app, device, batch);
    expect(again.json().data).toMatchObject({ duplicate: 1, refused: 0 });
    const rows = await one<{ n: string }>(sql`select count(*) as n from attendance_pickups where device_event_id = 'p-stranger'`);
    expect(Number(rows.n)).toBe(1);
    expect(await told(name)).toEqual(first);
    const info = ok(await call(E.getPickInfo, director, { studentId: kids[2].id }));
    expect(info.pickups[0]).toMatchObject({ authorised: false, reason: 'unknown-picker', captureRef: 'cap/p-stranger.jpg' });
    expect(info.pickups[0].notifiedAt).not.toBeNull();
    const refusals = ok(await call(E.getRefusedPickups, director));
    expect(refusals.find((r) => r.studentId === kids[2].id && r.captureRef === 'cap/p-stranger.jpg')).toMatchObject({
      reason: 'unknown-picker',
    });
    expect(ok(await call(E.getRefusedPickups, other)).some((r) => r.studentId === kids[2].id)).toBe(false);
    const range = await rangeOf(t.db, director.schoolId, teacher.teacherId);
    const seen = ok(await call(E.getRefusedPickups, teacher)).some((r) => r.studentId === kids[2].id);
    expect(seen).toBe(range.includes(kids[2].classId));
    const stats = ok(await call(E.getClazzStatistics, director)).list.find((c) => c.classId === kids[2].classId);
    expect(stats?.refused).toBeGreaterThanOrEqual(1);
  });

  it('refuses a picker whose validity has ended, and a disabled one', async () => {
    const expired = await postBatch(t.app, device, [departure('p-old', kids[1].id, { faceRef: 'FACE-OLD' })]);
    expect(expired.json().data.results).toEqual([{ eventId: 'p-old', result: 'refused', reason: 'expired-picker' }]);
    const [{ id }] = (await t.db.execute<{ id: string }>(sql`select id from attendance_pickers where face_ref = 'FACE-GRANNY'`)).rows;
    ok(await call(E.updateAnchorStatus, director, { id: Number(id), status: 'disabled' }));
    const disabled = await postBatch(t.app, device, [departure('p-off', kids[0].id, { cardNo: 'GRAN0001' })]);
    expect(disabled.json().data.results).toEqual([{ eventId: 'p-off', result: 'refused', reason: 'disabled-picker' }]);
  });

  it("takes a guardian's own card at a departure as its picker: a registered guardian collects, another is refused", async () => {
    const family = (
      await t.db.execute<{ id: string; student_id: string }>(
        sql`select id, student_id from guardians where school_id = ${director.schoolId} and student_id = any(${sql.param([kids[0].id, kids[2].id])}::bigint[]) order by id`,
      )
    ).rows.map((g) => ({ id: Number(g.id), studentId: Number(g.student_id) }));
    const granny = family.find((g) => g.studentId === kids[0].id);
    const stranger = family.find((g) => g.studentId === kids[2].id);
    if (!granny || !stranger) throw new Error('demo children without guardians');
    await t.db.execute(sql`update attendance_pickers set guardian_id = ${granny.id}, status = 'active' where face_ref = 'FACE-GRANNY'`);
    // the demo's pickers of the third child stop naming its guardians: none of them is its picker now
    await t.db.execute(sql`update attendance_pickers set guardian_id = null where student_id = ${kids[2].id}`);
    // each guardian's card in use (the card demo may have issued one), else a new one
    const cardOf = async (g: { id: number; studentId: number }, fresh: string) => {
      const [held] = (
        await t.db.execute<{ card_no: string }>(
          sql`select card_no from attendance_cards where guardian_id = ${g.id} and status = 'active' and holder_kind = 'guardian'`,
        )
      ).rows;
      if (held) return held.card_no;
      await t.db.execute(sql`insert into attendance_cards (school_id, card_no, student_id, holder_kind, guardian_id)
        values (${director.schoolId}, ${fresh}, ${g.studentId}, 'guardian', ${g.id})`);
      return fresh;
    };
    const [grannyCard, strangerCard] = [await cardOf(granny, 'GCARD0001'), await cardOf(stranger, 'GCARD0002')];
    const swipe = (eventId: string, cardNo: string) => ({ eventId, kind: 'card' as const, at: now(), direction: 'out' as const, cardNo });
    const res = await postBatch(t.app, device, [swipe('g-ok', grannyCard), swipe('g-no', strangerCard)]);
    expect(res.json().data.results).toEqual([
      { eventId: 'g-ok', result: 'accepted', reason: null },
      { eventId: 'g-no', result: 'refused', reason: 'unknown-picker' },
    ]);
    const rows = await t.db.execute<{ device_event_id: string; authorised: boolean; picker_card_no: string }>(
      sql`select device_event_id, authorised, picker_card_no from attendance_pickups where device_event_id in ('g-ok', 'g-no') order by device_event_id`,
    );
    expect(rows.rows).toEqual([
      { device_event_id: 'g-no', authorised: false, picker_card_no: strangerCard },
      { device_event_id: 'g-ok', authorised: true, picker_card_no: grannyCard },
    ]);
  });

  it('refuses a picker on an arrival, naming the field', async () => {
    const res = await postBatch(t.app, device, [{ ...departure('p-in', kids[0].id, { faceRef: 'FACE-GRANNY' }), direction: 'in' }]);
    expect([res.statusCode, res.json().data.field]).toEqual([400, 'events.0.picker']);
  });
});
