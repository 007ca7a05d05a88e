import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close();
});

describe('access log', () => {
  it('writes one line per call, with method, path, status and time, and never the query string', async () => {
    lines.length = 0;
    const res = await call(t.app, '/api/no/such/path?name=王小明&signature=abc', { method: 'GET' });
    expect(res.statusCode).toBe(404);
    const calls = lines.filter((l) => l.msg === 'call');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/no/such/path', status: 404, reqId: res.headers.requestid });
    expect(typeof calls[0].ms).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/王小明|signature=abc/);
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
  });
});
