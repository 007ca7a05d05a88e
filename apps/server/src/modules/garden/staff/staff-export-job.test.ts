import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staffFileEndpoints } from '@kg/shared/modules/garden/staff-files';
import { jobEndpoints } from '@kg/shared/modules/platform/jobs';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../../../test/harness.ts';
import { members } from '../../../db/schema/index.ts';

let t: TestApp;
let filesDir: string;
let director: LoginResult;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-staff-export-'));
  // a demo school has more than 5 staff: the export becomes a job
  t = await createTestApp({}, {}, { filesDir, exportJobRows: 5 });
  await t.ctx.jobs.start({ pollingSeconds: 0.5 });
  director = await loginAs(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const job = async (id: number) => ok(await call(jobEndpoints.get, director, { id }));

describe('a large staff export', () => {
  it('runs as a job whose file holds every active staff member, phones in full for the director', async () => {
    const res = await call(staffFileEndpoints.export, director, {});
    const { jobId } = ok(res) as { jobId: number };
    expect(jobId).toEqual(expect.any(Number));
    const end = Date.now() + 20_000;
    while (!['done', 'dead'].includes((await job(jobId)).state) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(await job(jobId)).toMatchObject({ kind: 'garden.staff-export', state: 'done', progress: 100 });

    const file = await call(jobEndpoints.download, director, { id: jobId });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(ok(file) as unknown as ArrayBuffer);
    const staff = await t.db.$count(members, and(eq(members.institutionId, director.schoolId), eq(members.status, 1)));
    expect(wb.worksheets[0].rowCount - 1).toBe(staff);
    const phones = wb.worksheets[0].getColumn(2).values.slice(2).map(String);
    expect(phones.some((p) => /^1\d{10}$/.test(p))).toBe(true);
  }, 40_000);
});
