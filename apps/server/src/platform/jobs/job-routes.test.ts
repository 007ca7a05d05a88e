import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';
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

const J = '/platform/v1/job';
const EXPORT = '/kid-arch/v1/file/clazz/student';
const children = async (schoolId: number) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from students where school_id = ${schoolId} and status = 1`)).rows[0].n;

describe('a large export runs as a job', () => {
  it('answers a job id, writes the workbook with progress, and lets its requester download it', async () => {
    const res = await call(t.app, EXPORT, { token: d1.token, body: {} });
    expect(res.headers['content-type']).toContain('application/json');
    jobId = res.json().data.jobId;
    expect(jobId).toEqual(expect.any(Number));
    expect(await settled(t, jobId, ['done', 'dead'])).toMatchObject({ state: 'done', progress: 100 });

    const job = (await call(t.app, `${J}/get`, { token: d1.token, body: { id: jobId } })).json().data;
    expect(job).toMatchObject({ kind: 'garden.child-export', state: 'done', mine: true, hasFile: true, resultName: '幼儿名单.xlsx' });
    const file = await call(t.app, `${J}/download`, { token: d1.token, body: { id: jobId } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('幼儿名单.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount - 1).toBe(await children(d1.schoolId));
    expect(job.resultSize).toBe(file.rawPayload.length);
  }, 40_000);

  it('streams a small export directly as before', async () => {
    const res = await call(t.app, EXPORT, { token: d1.token, body: { name: '小' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it("lists the school's jobs for the job view code, filtered by state", async () => {
    const page = (await call(t.app, `${J}/list`, { token: d1.token, body: { state: 'done' } })).json().data;
    expect(page.list.map((r: { id: number }) => r.id)).toContain(jobId);
    expect((await call(t.app, `${J}/list`, { token: d1.token, body: { state: 'dead' } })).json().data.total).toBe(0);
    expect((await call(t.app, `${J}/list`, { token: d2.token, body: {} })).json().data.total).toBe(0);
    expect((await call(t.app, `${J}/list`, { token: health.token, body: {} })).json().code).toBe('common-0403');
    expect((await call(t.app, `${J}/list`, { token: d1.token, body: { state: 'lost' } })).json().data).toEqual({ field: 'state' });
  });

  it("refuses another school's job and file, and another person's file, alike", async () => {
    for (const token of [d2.token, health.token]) {
      expect((await call(t.app, `${J}/get`, { token, body: { id: jobId } })).json().code).toBe('job-0001');
      const res = await call(t.app, `${J}/download`, { token, body: { id: jobId } });
      expect([res.statusCode, res.json().code]).toEqual([404, 'job-0001']);
    }
    expect((await call(t.app, `${J}/retry`, { token: d2.token, body: { id: jobId } })).json().code).toBe('job-0001');
    expect((await call(t.app, `${J}/retry`, { token: d1.token, body: { id: jobId } })).json().code).toBe('job-0002');
    expect((await call(t.app, `${J}/get`, { token: d1.token, body: { id: 'x' } })).json().data).toEqual({ field: 'id' });
  });

  it("shows the group administrator every school's jobs with the school's name", async () => {
    const page = (await call(t.app, `${J}/group/list`, { token: group.token, body: {} })).json().data;
    const row = page.list.find((r: { id: number }) => r.id === jobId);
    expect(row).toMatchObject({ schoolId: d1.schoolId, schoolName: expect.any(String), mine: false });
    expect((await call(t.app, `${J}/group/list`, { token: d1.token, body: {} })).json().code).toBe('common-0403');
  });

  it('deletes a file after its day and answers that it expired', async () => {
    const key = (await t.db.execute<{ key: string }>(sql`select result_key as key from jobs where id = ${jobId}`)).rows[0].key;
    const full = path.join(filesDir, key);
    expect(fs.existsSync(full)).toBe(true);
    expect(await deleteExpiredFiles(t.db, t.ctx.config, new Date())).toBe(0);
    expect(await deleteExpiredFiles(t.db, t.ctx.config, new Date(Date.now() + 25 * 3600_000))).toBe(1);
    expect(fs.existsSync(full)).toBe(false);
    const res = await call(t.app, `${J}/download`, { token: d1.token, body: { id: jobId } });
    expect([res.statusCode, res.json().code]).toEqual([410, 'job-0003']);
  });
});
