import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { staffProfileEndpoints as E } from '@kg/shared/modules/garden/staff-profile';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, type TestApp } from '../../../../test/harness.ts';
import { staffCertificates } from '../../../db/schema/index.ts';
import { staffCast } from '../testing.ts';

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
  const image = ok(await call(fileEndpoints.uploadImage, teacher, {}, { files: [{ field: 'file', data: png, filename: 'c.png' }] }));
  const cert = {
    postType: 2,
    certificateName: '幼儿园教师资格证',
    issuingUnit: '厦门市教育局',
    resourceId: String(image.id),
    resourceUrl: image.url,
  };
  ok(await call(E.updateOccupation, teacher, { certificates: [cert] }));
  // the record keeps the stable path, not the expiring token
  const [row] = await t.db
    .select({ resourceId: staffCertificates.resourceId, resourceUrl: staffCertificates.resourceUrl })
    .from(staffCertificates)
    .where(and(eq(staffCertificates.schoolId, teacher.schoolId), eq(staffCertificates.memberId, teacher.teacherId)));
  expect(row).toEqual({ resourceId: String(image.id), resourceUrl: `/api/file/v1/files/${image.id}/original` });
  // another reader of the school gets a URL signed for its own session, and it serves the picture
  const seen = ok(await call(E.occupation, director1, { id: teacher.teacherId }));
  const url = seen.certificates[0].resourceUrl!;
  expect(url).toMatch(new RegExp(`^/api/file/v1/files/${image.id}/original\\?t=`));
  expect(url).not.toBe(image.url);
  // the signed link itself, as an <img> loads it: no session, no declared call
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
});
