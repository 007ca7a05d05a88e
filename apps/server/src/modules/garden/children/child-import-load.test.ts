import { childFileEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { gradeEndpoints } from '@kg/shared/modules/garden/grades';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { WorkerPool } from '../../../core/worker-pool.ts';
import { childImportWorkbook, childRow } from './test-child-workbook.ts';

// One thread and three waiting tasks: four imports are admitted, the fifth and sixth are refused.
const pool = new WorkerPool({ threads: 1, queuePerThread: 3 });
let t: TestApp;
let director: LoginResult;
beforeAll(async () => {
  t = await createTestApp({ workers: pool });
  director = await loginAs(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A child-import workbook far over the row limit: read whole (seconds of parsing), then refused with file-0003. */
const bigWorkbook = (rows: number) => childImportWorkbook(rows, (i) => childRow(`负载${i}`, '小一班', String(13600000000 + i), i));

const upload = (file: Buffer) =>
  call(childFileEndpoints.upload, director, {}, { files: [{ field: 'file', data: file, filename: '幼儿.xlsx' }] });

it('health and an ordinary call stay answered during concurrent imports; imports beyond the bound get 503 with Retry-After', async () => {
  const file = await bigWorkbook(12_000);
  let finished = 0;
  const imports = Array.from({ length: 4 }, () =>
    upload(file).then((r) => {
      finished++;
      return r;
    }),
  );
  // all four hold a place in the pool (one parsing, three waiting) before the extra ones come
  while (pool.load < 4) await new Promise((r) => setTimeout(r, 5));

  const [fifth, sixth] = await Promise.all([upload(file), upload(file)]);
  for (const extra of [fifth, sixth]) {
    expect(extra).toMatchObject({ status: 503, code: 'common-0504' });
    expect(Number(extra.raw.headers['retry-after'])).toBeGreaterThan(0);
  }
  expect(finished).toBe(0);

  // the request thread keeps answering while the uploads are parsed: every round before the first import's answer
  for (let round = 0; round < 20; round++) {
    // the probe is plain transport, no declared call
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    ok(await call(gradeEndpoints.options, director, {}));
    expect(finished).toBe(0);
  }

  for (const r of await Promise.all(imports)) {
    expect(r.status).toBe(400);
    refused(r, 'file-0003');
  }
  expect(pool.load).toBe(0);
}, 60_000);
