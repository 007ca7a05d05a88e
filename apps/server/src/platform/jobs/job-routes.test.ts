import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childFileEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { jobEndpoints as E } from '@kg/shared/modules/platform/jobs';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';
import { jobs, students } from '../../db/schema/index.ts';
import { deleteExpiredFiles } from './job-files.ts';
import { settled } from './job-test-kit.ts';

let t: TestApp;
let filesDir: string;
let d1: LoginResult;
let d2: LoginResult;
let health: LoginResult;
let group: LoginResult;
let jobId: number;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-jobs-'));
  // a demo school has ~150 children: over 100 makes the export a job
  t = await createTestApp({}, {}, { filesDir, exportJobRows: 100 });
  await t.ctx.jobs.start({ pollingSeconds: 0.5 });
  [d1, d2, health, group] = await Promise.all(
    ['director1', 'director2', 'health', 'groupAdmin'].map((k) => loginAs(t.app, k as 'director1')),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});
const children = async (schoolId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1)))
  )[0].n;

describe('a large export runs as a job', () => {
  it('answers a job id, writes the workbook with progress, and lets its requester download it', async () => {
    const res = await call(childFileEndpoints.export, d1, {});
    expect(res.raw.headers['content-type']).toContain('application/json');
    // a download call's answer is a file or, past the job threshold, its job
    jobId = (ok(res) as unknown as { jobId: number }).jobId;
    expect(jobId).toEqual(expect.any(Number));
    expect(await settled(t, jobId, ['done', 'dead'])).toMatchObject({ state: 'done', progress: 100 });

    const job = ok(await call(E.get, d1, { id: jobId }));
    expect(job).toMatchObject({ kind: 'garden.child-export', state: 'done', mine: true, hasFile: true, resultName: '幼儿名单.xlsx' });
    const file = await call(E.download, d1, { id: jobId });
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-disposition']).toContain(encodeURIComponent('幼儿名单.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount - 1).toBe(await children(d1.schoolId));
    expect(job.resultSize).toBe(file.raw.rawPayload.length);
  }, 40_000);

  it('streams a small export directly as before', async () => {
    const res = await call(childFileEndpoints.export, d1, { name: '小' });
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
  });

  it("lists the school's jobs for the job view code, filtered by state", async () => {
    const page = ok(await call(E.list, d1, { state: 'done' }));
    expect(page.list.map((r) => r.id)).toContain(jobId);
    expect(ok(await call(E.list, d1, { state: 'dead' })).total).toBe(0);
    expect(ok(await call(E.list, d2, {})).total).toBe(0);
    refused(await call(E.list, health, {}), 'common-0403');
    expect(refused(await call(E.list, d1, malformed({ state: 'lost' })), 'common-0400')).toEqual({ field: 'state' });
  });

  it("refuses another school's job and file, and another person's file, alike", async () => {
    for (const who of [d2, health]) {
      refused(await call(E.get, who, { id: jobId }), 'job-0001');
      const res = await call(E.download, who, { id: jobId });
      expect([res.status, res.code]).toEqual([404, 'job-0001']);
    }
    refused(await call(E.retry, d2, { id: jobId }), 'job-0001');
    refused(await call(E.retry, d1, { id: jobId }), 'job-0002');
    expect(refused(await call(E.get, d1, malformed({ id: 'x' })), 'common-0400')).toEqual({ field: 'id' });
  });

  it("shows the group administrator every school's jobs with the school's name", async () => {
    const page = ok(await call(E.groupList, group, {}));
    const row = page.list.find((r) => r.id === jobId);
    expect(row).toMatchObject({ schoolId: d1.schoolId, schoolName: expect.any(String), mine: false });
    refused(await call(E.groupList, d1, {}), 'common-0403');
  });

  it('deletes a file after its day and answers that it expired', async () => {
    const [{ key }] = await t.db.select({ key: jobs.resultKey }).from(jobs).where(eq(jobs.id, jobId));
    const full = path.join(filesDir, String(key));
    expect(fs.existsSync(full)).toBe(true);
    expect(await deleteExpiredFiles(t.db, t.ctx.config, new Date())).toBe(0);
    expect(await deleteExpiredFiles(t.db, t.ctx.config, new Date(Date.now() + 25 * 3600_000))).toBe(1);
    expect(fs.existsSync(full)).toBe(false);
    const res = await call(E.download, d1, { id: jobId });
    expect([res.status, res.code]).toEqual([410, 'job-0003']);
  });
});
