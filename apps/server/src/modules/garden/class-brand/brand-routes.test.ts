import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GARDEN_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { multipartCall } from '../../../platform/files/testing.ts';
import { classIdsByName, countOf, grantTeacherRole, one } from '../courses/test-kit.ts';

let t: TestApp;
let filesDir: string;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let groupAdmin: LoginResult;
let cls: Record<string, number>;
let cls2: Record<string, number>;
let image: { id: number };
let image2: { id: number };

const uploadPng = async (token: string) => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();
  return (await multipartCall(t.app, '/file/v1/upload/image', { token, parts: [{ field: 'file', data: png, filename: 'p.png' }] })).json()
    .data;
};

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-brand-test-'));
  t = await createTestApp({}, {}, { filesDir });
  [director, director2, teacher, groupAdmin] = await Promise.all(
    (['director1', 'director2', 'teacher', 'groupAdmin'] as const).map((k) => loginAs(t.app, k)),
  );
  cls = await classIdsByName(t, director.schoolId);
  cls2 = await classIdsByName(t, director2.schoolId);
  [image, image2] = await Promise.all([uploadPng(director.token), uploadPng(director2.token)]);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const P = '/garden/v1/classBrand/content';
const post = (url: string, token: string, body: unknown = {}, headers?: Record<string, string>) =>
  call(t.app, `${P}/${url}`, { token, body, headers });
const contents = (schoolId: number) =>
  t.db
    .execute(sql`select id, class_id, content_type, title, content, image_urls, start_date, end_date
  from class_brand_contents where school_id = ${schoolId} order by id`)
    .then((r) => r.rows);
const inClasses = (ids: number[]) =>
  countOf(t, sql`select count(*) as n from class_brand_contents where class_id = any(${sql.param(ids)}::bigint[])`);

describe('find', () => {
  it("pages the school's contents with class names and filters", async () => {
    const res = await post('find', director.token, { pageSize: 10 });
    expect(res.json().data.total).toBe(
      await countOf(t, sql`select count(*) as n from class_brand_contents where school_id = ${director.schoolId}`),
    );
    expect(res.json().data.list[0]).toMatchObject({
      className: expect.stringMatching(/班$/),
      contentTypeName: expect.any(String),
      images: [],
      imageIds: [],
    });
    const welcome = (await post('find', director.token, { classId: cls.小一班, contentType: 4 })).json().data.list;
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ classId: cls.小一班, title: '欢迎来到小一班', contentTypeName: '欢迎语' });
    expect(
      (await post('find', director.token, { title: '运动会' }))
        .json()
        .data.list.every((c: { title: string }) => c.title.includes('运动会')),
    ).toBe(true);
  });

  it("shows a class-scoped teacher only their classes' contents", async () => {
    const res = await post('find', teacher.token, { pageSize: 20 });
    expect(res.json().data.total).toBe(await inClasses([cls.小一班, cls.中一班]));
    expect(new Set(res.json().data.list.map((c: { classId: number }) => c.classId))).toEqual(new Set([cls.小一班, cls.中一班]));
    expect((await post('find', teacher.token, { classId: cls.小二班 })).json().data.total).toBe(0);
  });

  it('refuses callers without the codes, foreign headers and bad paging', async () => {
    expect((await post('find', groupAdmin.token)).json().code).toBe('common-0403');
    expect((await post('find', director.token, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
    expect((await post('find', director.token, { pageNum: 0 })).json().data.field).toBe('pageNum');
    const ids2 = (await post('find', director2.token)).json().data.list.map((c: { id: number }) => c.id);
    const ids1 = (await contents(director.schoolId)).map((c) => Number(c.id));
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
  });
});

describe('add, update, delete', () => {
  it('adds content with uploaded images, shows them signed, updates and deletes it', async () => {
    const add = await post('add', director.token, {
      classId: cls.大一班,
      contentType: 2,
      title: '优秀班级',
      content: '本月获评文明班级',
      imageIds: [image.id],
      startDate: '2026-11-01',
      endDate: '2026-12-31',
    });
    expect(add.json().code).toBe('common-0001');
    const id = add.json().data.id;
    expect(await one(t, sql`select image_urls, created_by from class_brand_contents where id = ${id}`)).toEqual({
      image_urls: [`/api/file/v1/files/${image.id}/original`],
      created_by: director.teacherId,
    });
    const item = (await post('find', director.token, { classId: cls.大一班, contentType: 2 })).json().data.list[0];
    expect(item).toMatchObject({ id, title: '优秀班级', imageIds: [image.id], startDate: '2026-11-01', createdByName: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: item.images[0].thumbnailUrl })).statusCode).toBe(200);

    const form = {
      id: String(id),
      classId: String(cls.大二班),
      contentType: '3',
      title: '春游',
      content: '',
      imageIds: '',
      startDate: '',
      endDate: '',
    };
    expect((await call(t.app, `${P}/update`, { token: director.token, form: true, body: form })).json().code).toBe('common-0001');
    expect(
      await one(
        t,
        sql`select class_id, content_type, title, content, image_urls, start_date, updated_at is not null as upd from class_brand_contents where id = ${id}`,
      ),
    ).toEqual({ class_id: cls.大二班, content_type: 3, title: '春游', content: null, image_urls: [], start_date: null, upd: true });
    expect((await post('delete', director.token, { id })).json().code).toBe('common-0001');
    expect(await countOf(t, sql`select count(*) as n from class_brand_contents where id = ${id}`)).toBe(0);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await contents(director.schoolId);
    const ok = { classId: cls.中二班, contentType: 1, title: '通知' };
    const graduated = await one(t, sql`select id from classes where school_id = ${director.schoolId} and status = 2 limit 1`);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(51) }, 'title'],
      [{ contentType: 5 }, 'contentType'],
      [{ classId: 'abc' }, 'classId'],
      [{ imageIds: [image2.id] }, 'imageIds'],
      [{ imageIds: Array.from({ length: 10 }, (_, i) => i + 1) }, 'imageIds'],
      [{ startDate: '2026-12-01', endDate: '2026-11-01' }, 'endDate'],
      [{ content: 'x'.repeat(2001) }, 'content'],
    ];
    if (graduated) cases.push([{ classId: Number(graduated.id) }, 'classId']);
    for (const [patch, field] of cases) {
      const res = await post('add', director.token, { ...ok, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().data.field, JSON.stringify(patch)).toBe(field);
    }
    expect(await contents(director.schoolId)).toEqual(before);
  });

  it("refuses other schools' classes and contents, by id and by header", async () => {
    const before = await contents(director.schoolId);
    const target = before[0];
    expect((await post('add', director2.token, { classId: cls.小一班, contentType: 1, title: '越权' })).json().code).toBe('common-0405');
    expect((await post('add', director.token, { classId: cls2.小一班, contentType: 1, title: '越权' })).json().code).toBe('common-0405');
    expect(
      (await post('update', director2.token, { id: target.id, classId: cls2.小一班, contentType: 1, title: '越权' })).json().code,
    ).toBe('common-0405');
    expect((await post('delete', director2.token, { id: target.id })).json().code).toBe('common-0405');
    expect((await post('delete', director.token, { id: target.id }, { schoolId: String(director2.schoolId) })).json().code).toBe(
      'gateway-0105',
    );
    expect(await contents(director.schoolId)).toEqual(before);
  });

  it("lets a teacher change only their own classes' contents, and only with the code", async () => {
    const before = await contents(director.schoolId);
    expect((await post('add', teacher.token, { classId: cls.小一班, contentType: 1, title: '通知' })).json().code).toBe('common-0403');
    await grantTeacherRole(t, director.schoolId, GARDEN_CODES.classBrand);
    expect((await post('add', teacher.token, { classId: cls.小二班, contentType: 1, title: '通知' })).json().code).toBe('common-0405');
    const other = before.find((c) => c.class_id === cls.小二班)!;
    expect((await post('update', teacher.token, { id: other.id, classId: cls.小一班, contentType: 1, title: '改' })).json().code).toBe(
      'common-0405',
    );
    expect((await post('delete', teacher.token, { id: other.id })).json().code).toBe('common-0405');
    expect(await contents(director.schoolId)).toEqual(before);

    const id = (await post('add', teacher.token, { classId: cls.小一班, contentType: 1, title: '明天春游' })).json().data.id;
    expect((await post('update', teacher.token, { id, classId: cls.小二班, contentType: 1, title: '明天春游' })).json().code).toBe(
      'common-0405',
    );
    expect((await post('update', teacher.token, { id, classId: cls.中一班, contentType: 1, title: '后天春游' })).json().code).toBe(
      'common-0001',
    );
    expect((await post('delete', teacher.token, { id })).json().code).toBe('common-0001');
  });
});
