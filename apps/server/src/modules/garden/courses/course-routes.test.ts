import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GARDEN_CODES } from '@kg/shared';
import { courseEndpoints as E } from '@kg/shared/modules/garden/courses';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, type LoginResult, malformed, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { classIdsByName, countOf, grantTeacherRole, one } from './test-kit.ts';

let t: TestApp;
let filesDir: string;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let groupAdmin: LoginResult;
let cls: Record<string, number>;
let cls2: Record<string, number>;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-course-test-'));
  t = await createTestApp({}, {}, { filesDir });
  [director, director2, teacher, groupAdmin] = await Promise.all(
    (['director1', 'director2', 'teacher', 'groupAdmin'] as const).map((k) => signIn(t.app, k)),
  );
  cls = await classIdsByName(t, director.schoolId);
  cls2 = await classIdsByName(t, director2.schoolId);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const courseId = async (schoolId: number, name: string) =>
  Number((await one(t, sql`select id from courses where school_id = ${schoolId} and name = ${name}`))!.id);
const courseCount = () => countOf(t, sql`select count(*) as n from courses`);
const room = async (schoolId: number, name: string) =>
  Number((await one(t, sql`select id from place_rooms where school_id = ${schoolId} and name = ${name}`))!.id);
const staffId = async (schoolId: number) =>
  Number(
    (await one(
      t,
      sql`select m.id from members m join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
  where m.institution_id = ${schoolId} and p.post_type = 2 and m.status = 1 order by m.id desc limit 1`,
    ))!.id,
  );

const base = () => ({
  name: '小小科学家',
  courseType: 2,
  classIds: [cls.中一班, cls.中二班],
  weekdays: [3, 1],
  startTime: '15:30',
  endTime: '16:10',
  startDate: '2026-09-01',
  endDate: '2027-01-15',
  description: '动手做实验',
});

describe('list and selectById', () => {
  it("pages the school's courses with place, teacher and classes, and filters them", async () => {
    const res = await call(E.list, director);
    expect(ok(res).total).toBe(3);
    const art = ok(res).list.find((c: { name: string }) => c.name === '创意美术');
    expect(art).toMatchObject({
      courseType: 1,
      courseTypeName: '兴趣课',
      placeRoomName: '美工室',
      teacherName: expect.any(String),
      weekdays: [2, 4],
      startTime: '15:30',
      endTime: '16:20',
      coverId: 0,
      cover: null,
      classes: [
        { id: cls.中一班, name: '中一班' },
        { id: cls.中二班, name: '中二班' },
      ],
      classIds: [cls.中一班, cls.中二班],
    });
    expect(ok(await call(E.list, director, { classId: cls.大一班 })).list.map((c: { name: string }) => c.name)).toEqual(['律动与舞蹈']);
    expect(ok(await call(E.list, director, { name: '绘本' })).total).toBe(1);
    expect(ok(await call(E.list, director2)).list.every((c: { id: number }) => c.id !== art?.id)).toBe(true);
  });

  it('shows a class-scoped teacher only the courses and classes of their range', async () => {
    const list = ok(await call(E.list, teacher)).list;
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual(['亲子绘本阅读', '创意美术'].sort());
    expect(list.find((c: { name: string }) => c.name === '创意美术')?.classes).toEqual([{ id: cls.中一班, name: '中一班' }]);
    expect(ok(await call(E.list, teacher, { classId: cls.中二班 })).total).toBe(0);
    const dance = await courseId(director.schoolId, '律动与舞蹈');
    refused(await call(E.detail, teacher, { id: dance }), 'common-0405');
  });

  it('details a course with its sign-in count; refuses others by code, id and header', async () => {
    const id = await courseId(director.schoolId, '创意美术');
    const d = ok(await call(E.detail, director, { id }, { method: 'GET' }));
    expect(d).toMatchObject({ id, name: '创意美术', signCount: expect.any(Number) });
    expect(d.signCount).toBeGreaterThan(0);
    refused(await call(E.detail, groupAdmin, { id }), 'common-0403');
    expect((await call(E.detail, director2, { id })).status).toBe(404);
    refused(await call(E.detail, director, { id }, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    refused(await call(E.list, director, { pageSize: 15 }), 'common-0400', 'pageSize');
  });
});

describe('insert and update', () => {
  it('adds a course with classes and an uploaded cover, and updates it', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const cover = ok(await call(fileEndpoints.uploadImage, director, {}, { files: [{ field: 'file', data: png, filename: 'c.png' }] }));
    const body = {
      ...base(),
      placeRoomId: await room(director.schoolId, '多功能厅'),
      teacherId: await staffId(director.schoolId),
      coverId: cover.id,
    };
    const add = await call(E.add, director, body);
    ok(add);
    const id = ok(add).id;
    const d = ok(await call(E.detail, director, { id }));
    expect(d).toMatchObject({
      name: '小小科学家',
      weekdays: [1, 3],
      placeRoomName: '多功能厅',
      coverId: cover.id,
      classIds: [cls.中一班, cls.中二班],
      signCount: 0,
    });
    expect(d.cover?.thumbnailUrl).toMatch(new RegExp(`^/api/file/v1/files/${cover.id}/thumbnail\\?t=`));
    expect((await t.app.inject({ method: 'GET', url: d.cover?.compressUrl })).statusCode).toBe(200);

    // every value a string, empties that clear: raw form transport, sent through callPath
    const form = {
      ...base(),
      id: String(id),
      name: '科学探索',
      classIds: String(cls.大一班),
      weekdays: '5',
      coverId: '0',
      placeRoomId: '',
    };
    expect((await callPath(t.app, E.update.path, { token: director.token, form: true, body: form })).json().code).toBe('common-0001');
    expect(
      await one(t, sql`select name, weekdays, cover_url, place_room_id, updated_at is not null as upd from courses where id = ${id}`),
    ).toEqual({ name: '科学探索', weekdays: [5], cover_url: null, place_room_id: null, upd: true });
    expect(await countOf(t, sql`select count(*) as n from course_classes where course_id = ${id}`)).toBe(1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await courseCount();
    const otherRoom = await room(director2.schoolId, '美工室');
    for (const [patch, field] of [
      [{ name: '' }, 'name'],
      [{ endTime: '15:00' }, 'endTime'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ weekdays: [8] }, 'weekdays'],
      [{ weekdays: [] }, 'weekdays'],
      [{ endDate: '2026-08-01' }, 'endDate'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ classIds: [] }, 'classIds'],
      [{ classIds: [cls2.中一班] }, 'classIds'],
      [{ placeRoomId: otherRoom }, 'placeRoomId'],
      [{ teacherId: await staffId(director2.schoolId) }, 'teacherId'],
      [{ coverId: 999999 }, 'coverId'],
      [{ courseType: 9 }, 'courseType'],
    ] as const) {
      const res = await call(E.add, director, malformed({ ...base(), ...patch }));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(String(refused(res, 'common-0400').field).split('.')[0], JSON.stringify(patch)).toBe(field);
    }
    expect(await courseCount()).toBe(before);
  });

  it("refuses writes without the course code, and other schools' courses", async () => {
    const before = await courseCount();
    refused(await call(E.add, teacher, base()), 'common-0403');
    const id = await courseId(director.schoolId, '亲子绘本阅读');
    refused(await call(E.update, teacher, { ...base(), id }), 'common-0403');
    refused(await call(E.remove, teacher, { id }), 'common-0403');
    refused(await call(E.repairSign, teacher, { courseId: id, studentId: 1, signDate: '2026-09-04' }), 'common-0403');
    refused(await call(E.list, groupAdmin), 'common-0403');
    const res = await call(E.update, director2, { ...base(), id, classIds: [cls2.中一班] });
    refused(res, 'common-0405');
    refused(await call(E.remove, director2, { id }), 'common-0405');
    refused(await call(E.update, director, { ...base(), id }, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    expect(await one(t, sql`select name from courses where id = ${id}`)).toEqual({ name: '亲子绘本阅读' });
    expect(await courseCount()).toBe(before);
  });

  it('lets a class-scoped teacher with the code use only their classes, keeping the others on update', async () => {
    await grantTeacherRole(t, director.schoolId, GARDEN_CODES.course);
    refused(await call(E.add, teacher, base()), 'common-0400', 'classIds');
    const id = await courseId(director.schoolId, '创意美术');
    const res = await call(E.update, teacher, { ...base(), id, name: '创意美术', classIds: [cls.中一班, cls.小一班] });
    ok(res);
    const classes = (await t.db.execute(sql`select class_id from course_classes where course_id = ${id} order by class_id`)).rows.map((r) =>
      Number(r.class_id),
    );
    expect(classes).toEqual([cls.小一班, cls.中一班, cls.中二班].sort((a, b) => a - b));
    const dance = await courseId(director.schoolId, '律动与舞蹈');
    refused(await call(E.update, teacher, { ...base(), id: dance, classIds: [cls.中一班] }), 'common-0405');
  });
});

describe('deleteById', () => {
  it('asks for confirmation when sign-ins exist, then deletes them with the course', async () => {
    const id = await courseId(director.schoolId, '律动与舞蹈');
    const signs = await countOf(t, sql`select count(*) as n from course_signs where course_id = ${id}`);
    expect(signs).toBeGreaterThan(0);
    expect(refused(await call(E.remove, director, { id }), 'garden-0003')).toMatchObject({ signCount: signs });
    expect(await countOf(t, sql`select count(*) as n from courses where id = ${id}`)).toBe(1);
    ok(await call(E.remove, director, { id, confirm: true }));
    expect(await countOf(t, sql`select count(*) as n from course_signs where course_id = ${id}`)).toBe(0);
    expect(await countOf(t, sql`select count(*) as n from courses where id = ${id}`)).toBe(0);
  });

  it('deletes a course without sign-ins at once', async () => {
    const id = ok(await call(E.add, director, { ...base(), name: '临时课程' })).id;
    ok(await call(E.remove, director, { id }));
    expect(await countOf(t, sql`select count(*) as n from course_classes where course_id = ${id}`)).toBe(0);
  });
});
