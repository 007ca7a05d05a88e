import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';
import { multipartCall } from './test-multipart.ts';

// The text rule (core/control-chars.ts) on an upload's form fields and file name: multipart
// fields never pass the body hook, so the upload applies it itself (core/parse-input.ts).
let t: TestApp;
let filesDir: string;
let director: LoginResult;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-upload-text-'));
  t = await createTestApp({}, {}, { filesDir });
  director = await loginAs(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

it('refuses an upload field breaking the rule and drops a bidi override from a stored file name', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const file = { field: 'file', data: png, filename: 'photo\u202Egnp.exe', type: 'image/png' };
  // a raw multipart body with a field the text rule refuses: the upload's transport is what is checked
  const url = '/file/v1/upload/image';
  const bad = await multipartCall(t.app, url, { token: director.token, parts: [{ field: 'path', data: 'garden\u200B/' }, file] });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data).toEqual({ field: 'path' });
  const ok = await multipartCall(t.app, url, { token: director.token, parts: [file] });
  expect(ok.json().data.name).toBe('photognp.exe');
  const stored = await t.db.execute(sql`select original_name as n from stored_files where id = ${ok.json().data.resourceId}`);
  expect(stored.rows[0].n).toBe('photognp.exe');
});
