import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayChina } from '@kg/shared';
import { ATTENDANCE_CODES } from '@kg/shared/modules/attendance/codes';
import { deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { pickupEndpoints as E } from '@kg/shared/modules/attendance/pickup';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { childrenOf, postFailures, rangeOf, testPng } from './pickup-testing.ts';

let t: TestApp;
let filesDir: string;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let mine: { id: number; classId: number };
let outside: { id: number; classId: number };
let theirs: { id: number; classId: number };
let photo: number;
let photo2: number;
const today = todayChina(new Date());

const upload = async (who: LoginResult) =>
  ok(await call(fileEndpoints.uploadImage, who, {}, { files: [{ field: 'file', data: await testPng(), filename: 'p.png' }] })).id;
const picker = (studentId: number, more: Record<string, unknown> = {}) => ({
  studentId,
  name: '张三',
  relation: '爷爷',
  phone: '13800001234',
  photoId: photo,
  validFrom: today,
  ...more,
});
const count = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: string }>(q)).rows[0].n);

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-pickup-test-'));
  t = await createTestApp({}, {}, { filesDir });
  [director, director2, teacher] = await Promise.all((['director1', 'director2', 'teacher'] as const).map((k) => signIn(t.app, k)));
  // the teacher may manage pickers of her own classes
  await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
    select institution_id, id, ${ATTENDANCE_CODES.pickupEdit} from roles where institution_id = ${director.schoolId} and builtin = 'teacher'
    on conflict do nothing`);
  teacher = await signIn(t.app, 'teacher');
  const range = await rangeOf(t.db, director.schoolId, teacher.teacherId);
  const kids = await childrenOf(t.db, director.schoolId);
  mine = kids.find((k) => range.includes(k.classId)) as typeof mine;
  outside = kids.find((k) => !range.includes(k.classId)) as typeof outside;
  theirs = (await childrenOf(t.db, director2.schoolId))[0];
  [photo, photo2] = await Promise.all([upload(director), upload(director2)]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('authorised pickers', () => {
  it("adds a child's picker with a photo, shows it masked with its photo, keeps an unchanged masked phone, disables and removes it", async () => {
    const { id } = ok(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { faceRef: 'F-1', cardNo: 'PICK0001' })));
    const info = ok(await call(E.getPickInfo, director, { studentId: mine.id }));
    const p = info.pickers.find((x) => x.id === id);
    expect(p).toMatchObject({ name: '张三', phone: '138****1234', faceRef: 'F-1', cardNo: 'PICK0001', validToday: true, status: 'active' });
    expect(p?.photo?.thumbnailUrl).toContain(`/files/${photo}/thumbnail?t=`);
    ok(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { id, phone: '138****1234', name: '张四' })));
    const [row] = (await t.db.execute<{ phone: string; name: string }>(sql`select phone, name from attendance_pickers where id = ${id}`))
      .rows;
    expect(row).toEqual({ phone: '13800001234', name: '张四' });
    ok(await call(E.updateAnchorStatus, director, { id, status: 'disabled' }));
    const after = ok(await call(E.getPickInfo, director, { studentId: mine.id })).pickers.find((x) => x.id === id);
    expect(after).toMatchObject({ status: 'disabled', validToday: false });
    ok(await call(E.deleteAnchor, director, { id }));
    expect(await count(sql`select count(*) as n from attendance_pickers where id = ${id}`)).toBe(0);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await count(sql`select count(*) as n from attendance_pickers`);
    refused(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { phone: '1234' })), 'common-0400', 'phone');
    refused(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { name: '' })), 'common-0400', 'name');
    refused(
      await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { validFrom: '2026-05-02', validTo: '2026-05-01' })),
      'common-0400',
      'validTo',
    );
    refused(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { photoId: photo2 })), 'file-0013', 'photoId');
    refused(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { phone: '138****1234' })), 'attendance-0605', 'phone');
    const [other] = (
      await t.db.execute<{ id: string }>(
        sql`select id from guardians where school_id = ${director.schoolId} and student_id <> ${mine.id} limit 1`,
      )
    ).rows;
    refused(
      await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { guardianId: Number(other.id) })),
      'attendance-0604',
      'guardianId',
    );
    expect(await count(sql`select count(*) as n from attendance_pickers`)).toBe(before);
  });

  it('refuses a face id or card another picker of the child holds, and more pickers than the school allows', async () => {
    ok(await call(E.addSmartPickupStudentsOneAnchor, director, picker(outside.id, { faceRef: 'F-9', cardNo: 'PICK0009' })));
    refused(await call(E.addSmartPickupStudentsOneAnchor, director, picker(outside.id, { faceRef: 'F-9' })), 'attendance-0602', 'faceRef');
    refused(
      await call(E.addSmartPickupStudentsOneAnchor, director, picker(outside.id, { cardNo: 'PICK0009' })),
      'attendance-0603',
      'cardNo',
    );
    // the limit two above what the child has (a demo picker, and the one just added)
    const held = await count(sql`select count(*) as n from attendance_pickers where student_id = ${outside.id} and status = 'active'`);
    ok(await call(E.updateSmartPickTotal, director, { maxPickers: held + 1, notifyTeachers: true, notifyGuardians: true }));
    ok(await call(E.addSmartPickupStudentsOneAnchor, director, picker(outside.id)));
    refused(await call(E.addSmartPickupStudentsOneAnchor, director, picker(outside.id)), 'attendance-0601', 'studentId');
    ok(await call(E.updateSmartPickTotal, director, { maxPickers: 6, notifyTeachers: true, notifyGuardians: true }));
  });

  it("keeps a teacher to her classes and another school's director out", async () => {
    const { id } = ok(await call(E.addSmartPickupStudentsOneAnchor, teacher, picker(mine.id)));
    refused(await call(E.addSmartPickupStudentsOneAnchor, teacher, picker(outside.id)), 'common-0405');
    refused(await call(E.getPickInfo, teacher, { studentId: outside.id }), 'common-0405');
    refused(await call(E.getPickInfo, director2, { studentId: mine.id }), 'common-0405');
    refused(await call(E.updateAnchorStatus, director2, { id, status: 'disabled' }), 'common-0405');
    refused(await call(E.deleteAnchor, director2, { id }), 'common-0405');
    refused(await call(E.addSmartPickupStudentsOneAnchor, director2, picker(mine.id, { photoId: photo2 })), 'common-0405');
    refused(await call(E.getClazzStatisticsInfo, director2, { classId: mine.classId }), 'common-0405');
    refused(await call(E.getClazzStatisticsInfo, teacher, { classId: outside.classId }), 'common-0405');
    const classes = ok(await call(E.getClazzStatistics, teacher)).list.map((c) => c.classId);
    expect(classes.sort()).toEqual((await rangeOf(t.db, director.schoolId, teacher.teacherId)).sort());
    refused(await call(E.updateSmartPickTotal, teacher, { maxPickers: 3, notifyTeachers: true, notifyGuardians: true }), 'common-0403');
    refused(await call(E.noticeRedoPhotoTeachers, teacher, { staffIds: [teacher.teacherId] }), 'common-0403');
  });
});

describe('figures and settings', () => {
  it("counts a class's children and the school's pickers valid today", async () => {
    const stats = ok(await call(E.getClazzStatistics, director, { day: today }));
    const klass = stats.list.find((c) => c.classId === mine.classId);
    const children = await count(
      sql`select count(*) as n from students where school_id = ${director.schoolId} and class_id = ${mine.classId} and status = 1`,
    );
    expect(klass).toMatchObject({ children, notPickedUp: children - (klass?.pickedUp ?? 0) });
    const info = ok(await call(E.getClazzStatisticsInfo, director, { classId: mine.classId, day: today }));
    expect(info.list).toHaveLength(children);
    const totals = ok(await call(E.smartPickTotal, director));
    const valid = await count(sql`select count(*) as n from attendance_pickers where school_id = ${director.schoolId} and status = 'active'
      and valid_from <= ${today} and (valid_to is null or valid_to >= ${today})`);
    expect(totals).toMatchObject({ day: today, activePickers: valid, settings: { maxPickers: 6 } });
    expect(totals.children).toBe(stats.list.reduce((n, c) => n + c.children, 0));
  });

  it('saves the settings and refuses a limit out of range naming it', async () => {
    ok(await call(E.updateSmartPickTotal, director2, { maxPickers: 4, notifyTeachers: false, notifyGuardians: true }));
    expect(ok(await call(E.smartPickTotal, director2)).settings).toEqual({ maxPickers: 4, notifyTeachers: false, notifyGuardians: true });
    expect(ok(await call(E.smartPickTotal, director)).settings.maxPickers).toBe(6);
    refused(
      await call(E.updateSmartPickTotal, director, { maxPickers: 0, notifyTeachers: true, notifyGuardians: true }),
      'common-0400',
      'maxPickers',
    );
  });
});

describe('photo failures and redo notices', () => {
  it('lists the failures a face terminal reported, with the captured image, once per event', async () => {
    const device = ok(await call(deviceEndpoints.add, director, { name: 'Face west', kind: 'face' }));
    const image = (await testPng('#333')).toString('base64');
    const report = {
      eventId: 'pf-1',
      at: new Date().toISOString(),
      subject: 'child' as const,
      personId: mine.id,
      reason: 'blurred' as const,
      image,
    };
    expect((await postFailures(t.app, device, [report])).json().data).toEqual({ stored: 1, duplicate: 0 });
    expect((await postFailures(t.app, device, [report])).json().data).toEqual({ stored: 0, duplicate: 1 });
    const bad = await postFailures(t.app, device, [{ ...report, eventId: 'pf-2', personId: theirs.id }]);
    expect([bad.statusCode, bad.json().data.field]).toEqual([400, 'failures.0.personId']);
    const notImage = await postFailures(t.app, device, [
      { ...report, eventId: 'pf-3', image: Buffer.from('not a picture').toString('base64') },
    ]);
    expect([notImage.statusCode, notImage.json().data.field]).toEqual([400, 'failures.0.image']);
    const kept = await count(sql`select count(*) as n from attendance_photo_failures where device_event_id in ('pf-2', 'pf-3')`);
    expect(kept).toBe(0);
    const page = ok(await call(E.getStudentFailureImg, director, { day: today }));
    expect(page.list[0]).toMatchObject({ personId: mine.id, reason: 'blurred', deviceName: 'Face west', noticedToday: false });
    expect(page.list[0].capture?.url).toContain('/files/');
    expect(ok(await call(E.getStudentFailureImg, director2)).total).toBe(0);
    expect(ok(await call(E.getStudentFailureImg, teacher, { classId: outside.classId })).total).toBe(0);
  });

  it("asks a child's guardians once a day, and refuses a child outside the caller's reach naming its place", async () => {
    const notices = () => count(sql`select count(*) as n from notices where source = 'attendance' and title_en = 'Photo retake'`);
    const before = await notices();
    expect(ok(await call(E.noticeRedoPhotoStudents, director, { studentIds: [mine.id] }))).toEqual({ sent: 1, alreadyToday: 0 });
    const once = await notices();
    expect(ok(await call(E.noticeRedoPhotoStudents, director, { studentIds: [mine.id] }))).toEqual({ sent: 0, alreadyToday: 1 });
    expect(await notices()).toBe(once);
    expect(once).toBeGreaterThanOrEqual(before);
    expect(ok(await call(E.getStudentFailureImg, director, { day: today })).list[0].noticedToday).toBe(true);
    refused(await call(E.noticeRedoPhotoStudents, teacher, { studentIds: [mine.id, outside.id] }), 'attendance-0607', 'studentIds.1');
    refused(await call(E.noticeRedoPhotoStudents, director2, { studentIds: [mine.id] }), 'attendance-0607', 'studentIds.0');
    refused(await call(E.noticeRedoPhotoStudents, director, { studentIds: [] }), 'common-0400', 'studentIds');
  });

  it('texts a picker and notifies a staff member, each once a day', async () => {
    const { id } = ok(await call(E.addSmartPickupStudentsOneAnchor, director, picker(mine.id, { phone: '13911112222' })));
    const texts = () => count(sql`select count(*) as n from sms_messages where phone = '13911112222'`);
    expect(ok(await call(E.noticeRedoPhotoPickers, director, { pickerIds: [id] }))).toEqual({ sent: 1, alreadyToday: 0 });
    expect(ok(await call(E.noticeRedoPhotoPickers, director, { pickerIds: [id] }))).toEqual({ sent: 0, alreadyToday: 1 });
    expect(await texts()).toBe(1);
    refused(await call(E.noticeRedoPhotoPickers, director2, { pickerIds: [id] }), 'attendance-0607', 'pickerIds.0');
    expect(ok(await call(E.noticeRedoPhotoTeachers, director, { staffIds: [teacher.teacherId] }))).toEqual({ sent: 1, alreadyToday: 0 });
    refused(await call(E.noticeRedoPhotoTeachers, director2, { staffIds: [teacher.teacherId] }), 'attendance-0607', 'staffIds.0');
  });
});
