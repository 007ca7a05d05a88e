import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness.ts';

const SCRIPT = 'export const app = "abc123";\n'.repeat(100);
const INDEX = '<!doctype html><title>Kindergarten</title><script type="module" src="/assets/app-abc123.js"></script>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // a tiny build as Vite writes it: hashed assets with their precompressed copies
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
  t = await createTestApp({}, {}, { webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('compressed and cached asset responses', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes br, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    for (const encoding of [undefined, 'identity']) {
      const plain = await get('/assets/app-abc123.js', encoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('makes browsers revalidate index.html, asked for directly or as a client-side route', async () => {
    for (const url of ['/index.html', '/', '/desktop/index?schoolId=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('answers a HEAD of a client-side route as its GET (link checkers, uptime probes)', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/garden/student' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file written after the server started (a rebuild under a running server)', async () => {
    expect((await get('/assets/late-def456.js')).statusCode).toBe(404);
    fs.writeFileSync(path.join(dist, 'assets/late-def456.js'), 'export const late = 1;');
    const res = await get('/assets/late-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    // no precompressed copy: the file as it is (too small to be worth compressing)
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export const late = 1;');
  });

  it('answers a missing asset and an unknown API path with a 404 envelope, never index.html', async () => {
    const asset = await get('/assets/gone-000000.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: 'common-0404', data: null });
    const api = await get('/api/no/such/thing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('common-0404');
  });

  it("keeps the build's own notes (the chunk manifest the size check reads) to the build", async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('"index.html"');
  });

  it('keeps files outside the build out of reach', async () => {
    const outside = `${dist}-outside.txt`;
    fs.writeFileSync(outside, 'PRIVATE CONTENT');
    const name = path.basename(outside);
    try {
      for (const url of [
        `/../${name}`,
        `/assets/../../${name}`,
        `/assets/..%2f..%2f${name}`,
        `/%2e%2e/${name}`,
        '/%2e%2e/%2e%2e/etc/passwd',
      ]) {
        const res = await get(url);
        expect(res.body, url).not.toContain('PRIVATE CONTENT');
        expect(res.body, url).not.toContain('root:');
      }
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});

describe('compressed API answers', () => {
  it('compresses a JSON answer above 1 kB for a client that takes br and leaves the envelope as it was', async () => {
    const s = await loginAs(t.app, 'director1');
    // compression is the test: literal paths with the encodings a browser asks for, the bytes read raw
    const url = '/user/v1/tenantry/account/user-info';
    const uncompressed = await call(t.app, url, { token: s.token });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.rawPayload.length).toBeGreaterThan(1024);
    const res = await call(t.app, url, { token: s.token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.requestid).toBeTruthy();
    expect(res.rawPayload.length).toBeLessThan(uncompressed.rawPayload.length);
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expect(body).toEqual(uncompressed.json());
    expect(body.code).toBe('common-0001');
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await call(t.app, '/iam/v1/common/time', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe('common-0001');
  });

  it('streams an xlsx export as it is (already a zip file)', async () => {
    const s = await loginAs(t.app, 'director1');
    const res = await call(t.app, '/kid-arch/v1/file/clazz/student', {
      token: s.token,
      body: {},
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
