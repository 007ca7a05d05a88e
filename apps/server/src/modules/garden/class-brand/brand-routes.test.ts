import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GARDEN_CODES } from '@kg/shared';
import { brandContentEndpoints as E } from '@kg/shared/modules/garden/class-brand';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, type LoginResult, malformed, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
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

const uploadPng = async (who: LoginResult) => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();
  return ok(await call(fileEndpoints.uploadImage, who, {}, { files: [{ field: 'file', data: png, filename: 'p.png' }] }));
};

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-brand-test-'));
  t = await createTestApp({}, {}, { filesDir });
  [director, director2, teacher, groupAdmin] = await Promise.all(
    (['director1', 'director2', 'teacher', 'groupAdmin'] as const).map((k) => signIn(t.app, k)),
  );
  cls = await classIdsByName(t, director.schoolId);
  cls2 = await classIdsByName(t, director2.schoolId);
  [image, image2] = await Promise.all([uploadPng(director), uploadPng(director2)]);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const contents = (schoolId: number) =>
  t.db
    .execute(sql`select id, class_id, content_type, title, content, image_urls, start_date, end_date
  from class_brand_contents where school_id = ${schoolId} order by id`)
    .then((r) => r.rows);
const inClasses = (ids: number[]) =>
  countOf(t, sql`select count(*) as n from class_brand_contents where class_id = any(${sql.param(ids)}::bigint[])`);

describe('find', () => {
  it("pages the school's contents with class names and filters", async () => {
    const res = await call(E.list, director, { pageSize: 10 });
    expect(ok(res).total).toBe(
      await countOf(t, sql`select count(*) as n from class_brand_contents where school_id = ${director.schoolId}`),
    );
    expect(ok(res).list[0]).toMatchObject({
      className: expect.stringMatching(/班$/),
      contentTypeName: expect.any(String),
      images: [],
      imageIds: [],
    });
    const welcome = ok(await call(E.list, director, { classId: cls.小一班, contentType: 4 })).list;
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ classId: cls.小一班, title: '欢迎来到小一班', contentTypeName: '欢迎语' });
    expect(ok(await call(E.list, director, { title: '运动会' })).list.every((c) => c.title.includes('运动会'))).toBe(true);
  });

  it("shows a class-scoped teacher only their classes' contents", async () => {
    const res = await call(E.list, teacher, { pageSize: 20 });
    expect(ok(res).total).toBe(await inClasses([cls.小一班, cls.中一班]));
    expect(new Set(ok(res).list.map((c: { classId: number }) => c.classId))).toEqual(new Set([cls.小一班, cls.中一班]));
    expect(ok(await call(E.list, teacher, { classId: cls.小二班 })).total).toBe(0);
  });

  it('refuses callers without the codes, foreign headers and bad paging', async () => {
    refused(await call(E.list, groupAdmin), 'common-0403');
    refused(await call(E.list, director, {}, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    refused(await call(E.list, director, { pageNum: 0 }), 'common-0400', 'pageNum');
    const ids2 = ok(await call(E.list, director2)).list.map((c: { id: number }) => c.id);
    const ids1 = (await contents(director.schoolId)).map((c) => Number(c.id));
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
  });
});

describe('add, update, delete', () => {
  it('adds content with uploaded images, shows them signed, updates and deletes it', async () => {
    const add = await call(E.add, director, {
      classId: cls.大一班,
      contentType: 2,
      title: '优秀班级',
      content: '本月获评文明班级',
      imageIds: [image.id],
      startDate: '2026-11-01',
      endDate: '2026-12-31',
    });
    ok(add);
    const id = ok(add).id;
    expect(await one(t, sql`select image_urls, created_by from class_brand_contents where id = ${id}`)).toEqual({
      image_urls: [`/api/file/v1/files/${image.id}/original`],
      created_by: director.teacherId,
    });
    const item = ok(await call(E.list, director, { classId: cls.大一班, contentType: 2 })).list[0];
    expect(item).toMatchObject({ id, title: '优秀班级', imageIds: [image.id], startDate: '2026-11-01', createdByName: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: item.images[0].thumbnailUrl })).statusCode).toBe(200);

    // every value a string and empties that clear: raw form transport, sent through callPath
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
    expect((await callPath(t.app, E.update.path, { token: director.token, form: true, body: form })).json().code).toBe('common-0001');
    expect(
      await one(
        t,
        sql`select class_id, content_type, title, content, image_urls, start_date, updated_at is not null as upd from class_brand_contents where id = ${id}`,
      ),
    ).toEqual({ class_id: cls.大二班, content_type: 3, title: '春游', content: null, image_urls: [], start_date: null, upd: true });
    ok(await call(E.remove, director, { id }));
    expect(await countOf(t, sql`select count(*) as n from class_brand_contents where id = ${id}`)).toBe(0);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await contents(director.schoolId);
    const valid = { classId: cls.中二班, contentType: 1, title: '通知' };
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
      const res = await call(E.add, director, malformed({ ...valid, ...patch }));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      refused(res, 'common-0400', field);
    }
    expect(await contents(director.schoolId)).toEqual(before);
  });

  it("refuses other schools' classes and contents, by id and by header", async () => {
    const before = await contents(director.schoolId);
    const target = before[0];
    refused(await call(E.add, director2, { classId: cls.小一班, contentType: 1, title: '越权' }), 'common-0405');
    refused(await call(E.add, director, { classId: cls2.小一班, contentType: 1, title: '越权' }), 'common-0405');
    refused(await call(E.update, director2, { id: Number(target.id), classId: cls2.小一班, contentType: 1, title: '越权' }), 'common-0405');
    refused(await call(E.remove, director2, { id: Number(target.id) }), 'common-0405');
    refused(
      await call(E.remove, director, { id: Number(target.id) }, { headers: { schoolId: String(director2.schoolId) } }),
      'gateway-0105',
    );
    expect(await contents(director.schoolId)).toEqual(before);
  });

  it("lets a teacher change only their own classes' contents, and only with the code", async () => {
    const before = await contents(director.schoolId);
    refused(await call(E.add, teacher, { classId: cls.小一班, contentType: 1, title: '通知' }), 'common-0403');
    await grantTeacherRole(t, director.schoolId, GARDEN_CODES.classBrand);
    refused(await call(E.add, teacher, { classId: cls.小二班, contentType: 1, title: '通知' }), 'common-0405');
    const other = before.find((c) => c.class_id === cls.小二班)!;
    refused(await call(E.update, teacher, { id: Number(other.id), classId: cls.小一班, contentType: 1, title: '改' }), 'common-0405');
    refused(await call(E.remove, teacher, { id: Number(other.id) }), 'common-0405');
    expect(await contents(director.schoolId)).toEqual(before);

    const id = ok(await call(E.add, teacher, { classId: cls.小一班, contentType: 1, title: '明天春游' })).id;
    refused(await call(E.update, teacher, { id, classId: cls.小二班, contentType: 1, title: '明天春游' }), 'common-0405');
    ok(await call(E.update, teacher, { id, classId: cls.中一班, contentType: 1, title: '后天春游' }));
    ok(await call(E.remove, teacher, { id }));
  });
});
