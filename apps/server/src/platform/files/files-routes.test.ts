import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ErrorCode } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { fileEndpoints as F } from '@kg/shared/modules/garden/files';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../test/harness.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { multipartCall } from './test-multipart.ts';

let t: TestApp;
let filesDir: string;
let now = Date.now();
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let jpeg: Buffer;
let png: Buffer;

/** Every file under the temp files dir (what the local storage wrote). */
function storedPaths(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }))
      e.isDirectory() ? walk(path.join(d, e.name)) : out.push(path.join(d, e.name));
  };
  if (fs.existsSync(filesDir)) walk(filesDir);
  return out;
}
const fileCount = () => t.db.$count(storedFiles);
const storedFile = async (id: number) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
// uploads are sent as raw multipart bodies, a file part beside the fields: the transport is what these tests check
const upload = (token: string, data: Buffer, filename = 'photo.jpg', type = 'image/jpeg', extra: { field: string; data: string }[] = []) =>
  multipartCall(t.app, '/file/v1/upload/image', { token, parts: [...extra, { field: 'file', data, filename, type }] });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-files-test-'));
  t = await createTestApp({ now: () => new Date(now) }, {}, { filesDir });
  [director, director2, teacher] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
  // a 2400×1600 photo-like JPEG (noise compresses badly, so the original is large) and a PNG with alpha
  const noise = Buffer.alloc(2400 * 1600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  jpeg = await sharp(noise, { raw: { width: 2400, height: 1600, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  png = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('storage configuration', () => {
  it('answers the upload configuration of our local storage', async () => {
    for (const e of [F.config, F.configWithCallback]) {
      expect(ok(await call(e, teacher, { path: 'garden/course' }))).toMatchObject({
        provider: 'local',
        uploadUrl: `/api${F.uploadImage.path}`,
        fileField: 'file',
        pathPrefix: 'garden/course/',
        maxImageBytes: 5242880,
        accept: ['image/jpeg', 'image/png'],
      });
    }
    const dflt = ok(await call(F.config, teacher, {}, { method: 'GET' }));
    expect(dflt.pathPrefix).toBe('garden/');
  });

  it('needs a session and refuses a bad path naming the field', async () => {
    expect((await call(F.config, anonymous(t.app))).status).toBe(401);
    const bad = await call(F.config, teacher, { path: '../etc' });
    expect(bad.status).toBe(400);
    expect(refused(bad, bad.code as ErrorCode).field).toBe('path');
  });
});

describe('image upload', () => {
  it('stores the original, a real compressed copy and a thumbnail, and serves them by signed URL', async () => {
    const res = await upload(teacher.token, jpeg, '班级活动.jpg', 'image/jpeg', [{ field: 'path', data: 'garden/brand' }]);
    expect(res.json().code).toBe('common-0001');
    const d = res.json().data;
    expect(d).toMatchObject({
      id: expect.any(Number),
      resourceId: d.id,
      name: '班级活动.jpg',
      size: expect.any(Number),
      width: 2400,
      height: 1600,
    });
    for (const u of [d.url, d.compressUrl, d.thumbnailUrl])
      expect(u).toMatch(new RegExp(`^/api/file/v1/files/${d.id}/(original|compress|thumbnail)\\?t=`));

    const row = await storedFile(d.id);
    expect(row).toMatchObject({ schoolId: teacher.schoolId, kind: 'image', mime: 'image/jpeg', createdBy: teacher.teacherId });
    expect(row.storageKey).toMatch(new RegExp(`^${teacher.schoolId}/garden/brand/\\d{4}/\\d{2}/[0-9a-f-]+\\.jpg$`));
    expect(storedPaths().filter((p) => p.includes(path.basename(row.storageKey, '.jpg')))).toHaveLength(3);

    const original = await get(d.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    // the original is stored re-encoded without metadata (security: EXIF and GPS), at full size
    expect(original.rawPayload.length).toBe(d.size);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1600 });
    const compress = (await get(d.compressUrl)).rawPayload;
    const thumb = (await get(d.thumbnailUrl)).rawPayload;
    expect(compress.length).toBeLessThan(jpeg.length / 2);
    expect(await sharp(compress).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('stores the original without EXIF or GPS, upright', async () => {
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#48c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 28/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '118/1 5/1 0/1' },
      })
      .toBuffer();
    // the photo carries a GPS block (the EXIF GPS pointer, tag 0x8825, little-endian)
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const d = (await upload(teacher.token, photo, 'gps.jpg')).json().data;
    const stored = fs.readFileSync(path.join(filesDir, (await storedFile(d.id)).storageKey));
    const m = await sharp(stored).metadata();
    expect(m.exif).toBeUndefined();
    expect(m.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('PhoneMaker');
    expect(stored.includes(Buffer.from('Exif\0'))).toBe(false);
    expect([m.width, m.height]).toEqual([80, 120]);
    expect((await get(d.url)).rawPayload.equals(stored)).toBe(true);
  });

  it('keeps PNG as PNG, compressed to a palette', async () => {
    const d = (await upload(director.token, png, 'logo.png', 'image/png')).json().data;
    const compress = (await get(d.compressUrl)).rawPayload;
    expect(await sharp(compress).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });
    expect(await sharp((await get(d.thumbnailUrl)).rawPayload).metadata()).toMatchObject({ width: 300, height: 225 });
  });

  it('checks the type by content and writes nothing for a refused upload', async () => {
    const before = await fileCount();
    const files = storedPaths().length;
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await upload(director.token, Buffer.from('not an image at all'), 'x.jpg')).json().code).toBe('file-0008');
    expect((await upload(director.token, gif, 'x.png', 'image/png')).json().code).toBe('file-0008');
    const broken = Buffer.concat([jpeg.subarray(0, 2000), Buffer.alloc(3000, 7)]);
    expect((await upload(director.token, broken, 'y.jpg')).json()).toMatchObject({ code: 'file-0010' });
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(director.token, big, 'big.jpg');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('file-0009');
    expect(
      (await multipartCall(t.app, '/file/v1/upload/image', { token: director.token, parts: [{ field: 'path', data: 'garden/' }] })).json()
        .code,
    ).toBe('file-0007');
    const badPath = await upload(director.token, jpeg, 'a.jpg', 'image/jpeg', [{ field: 'path', data: '../../etc' }]);
    expect(badPath.json()).toMatchObject({ code: 'common-0400', data: { field: 'path' } });
    expect(await fileCount()).toBe(before);
    expect(storedPaths().length).toBe(files);
  });

  it('needs a session; a schoolId header of another school is refused', async () => {
    expect((await upload('', jpeg)).statusCode).toBe(401);
    const res = await multipartCall(t.app, '/file/v1/upload/image', {
      token: director.token,
      headers: { schoolId: String(director2.schoolId) },
      parts: [{ field: 'file', data: jpeg, filename: 'a.jpg' }],
    });
    expect(res.json().code).toBe('gateway-0105');
  });
});

describe('serving stored files', () => {
  let img: { id: number; url: string; compressUrl: string; thumbnailUrl: string };
  beforeAll(async () => {
    img = (await upload(director.token, png, 'a.png', 'image/png')).json().data;
  });

  it("serves nothing without a token, with a tampered or another variant's token", async () => {
    expect((await get(`/api/file/v1/files/${img.id}/original`)).statusCode).toBe(401);
    const tampered = img.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get(tampered)).json().code).toBe('file-0011');
    const otherVariant = img.url.replace('/original?', '/compress?');
    expect((await get(otherVariant)).statusCode).toBe(403);
    const otherFile = img.url.replace(`/${img.id}/`, `/${img.id + 1}/`);
    expect((await get(otherFile)).statusCode).toBe(403);
  });

  it('refuses a loose id or an unknown variant in the path, naming it', async () => {
    const bearer = { authorization: `Bearer ${director.token}` };
    for (const [url, field] of [
      [`/api/file/v1/files/0x${img.id.toString(16)}/original`, 'id'],
      [`/api/file/v1/files/${img.id}e0/original`, 'id'],
      [`/api/file/v1/files/${img.id}/huge`, 'variant'],
    ]) {
      const res = await get(url, bearer);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field } });
    }
  });

  it('refuses an expired URL', async () => {
    now += 2 * 3600 * 1000;
    try {
      expect((await get(img.thumbnailUrl)).json().code).toBe('file-0011');
    } finally {
      now -= 2 * 3600 * 1000;
    }
  });

  it("never serves another school's file: by id with a bearer, nor a URL signed for another file", async () => {
    const other = await get(`/api/file/v1/files/${img.id}/original`, { authorization: `Bearer ${director2.token}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('common-0405');
    const mine = (await upload(director2.token, png, 'b.png', 'image/png')).json().data;
    const swapped = mine.url.replace(`/${mine.id}/`, `/${img.id}/`);
    expect((await get(swapped)).statusCode).toBe(403);
    expect((await get(mine.url)).statusCode).toBe(200);
    // the same school's users get it by bearer; a contradicting schoolId header is refused
    expect((await get(`/api/file/v1/files/${img.id}/thumbnail`, { authorization: `Bearer ${teacher.token}` })).statusCode).toBe(200);
    const header = await get(img.url, { schoolid: String(director2.schoolId) });
    expect(header.json().code).toBe('gateway-0105');
  });

  it('stops serving a URL once its session has ended', async () => {
    const s = await loginAs(t.app, 'director1');
    const d = (await upload(s.token, png, 'c.png', 'image/png')).json().data;
    expect((await get(d.url)).statusCode).toBe(200);
    ok(await call(signInEndpoints.logout, s));
    expect((await get(d.url)).json().code).toBe('file-0011');
  });
});
