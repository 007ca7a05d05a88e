import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, type TestApp } from '../../../../test/harness.ts';
import { multipartCall, staffCast } from '../testing.ts';

let t: TestApp;
let teacher: LoginResult;
let director1: LoginResult;
let filesDir: string;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-cert-test-'));
  t = await createTestApp({}, {}, { filesDir });
  ({ teacher, director1 } = await staffCast(t));
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

it('stores an uploaded certificate picture by reference and answers it signed for each reader', async () => {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const image = (
    await multipartCall(t.app, '/file/v1/upload/image', { token: teacher.token, parts: [{ field: 'file', data: png, filename: 'c.png' }] })
  ).json().data;
  const cert = {
    postType: 2,
    certificateName: '幼儿园教师资格证',
    issuingUnit: '厦门市教育局',
    resourceId: String(image.id),
    resourceUrl: image.url,
  };
  const res = await call(t.app, '/kid-arch/v1/teacher/accountTeacher/updateOccupationById', {
    token: teacher.token,
    body: { certificates: [cert] },
  });
  expect(res.statusCode).toBe(200);
  // the record keeps the stable path, not the expiring token
  const [row] = (
    await t.db.execute(
      sql`select resource_id, resource_url from staff_certificates where school_id = ${teacher.schoolId} and member_id = ${teacher.teacherId}`,
    )
  ).rows;
  expect(row).toEqual({ resource_id: String(image.id), resource_url: `/api/file/v1/files/${image.id}/original` });
  // another reader of the school gets a URL signed for its own session, and it serves the picture
  const seen = (
    await call(t.app, '/kid-arch/v1/teacher/accountTeacher/getTeacherOccupationById', {
      token: director1.token,
      body: { id: teacher.teacherId },
    })
  ).json().data;
  const url: string = seen.certificates[0].resourceUrl;
  expect(url).toMatch(new RegExp(`^/api/file/v1/files/${image.id}/original\\?t=`));
  expect(url).not.toBe(image.url);
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
});
