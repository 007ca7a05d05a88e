import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { signedFileUrl } from '../../../core/file-url.ts';
import { verifyAccessToken } from '../../../core/tokens.ts';
import { multipartCall } from '../../../platform/files/testing.ts';
import { makeWorkbook } from '../../../platform/workbook/testing.ts';
import { type Cast, gardenCast } from '../classes/test-utils.ts';
import { STAFF_WORKBOOK_COLUMNS } from './staff-workbook.ts';

/**
 * A file id is not a capability: whatever is attached to a record is later served, signed, to
 * everyone who reads the record. An import failure report (the imported rows' phones) must
 * never be attachable, and stays with its importer whatever link reaches it.
 */
let t: TestApp;
let c: Cast;
let filesDir: string;
let reportId: number;
let imageId: number;

const F = '/kid-arch/v1/file';
const I = '/workflow/v1/teacher/instance';
const CARE = '/attendance/v1/healthy-care';
// the staff template's header row, as the template writes it (a required column is starred)
const TEACHER_HEADER = STAFF_WORKBOOK_COLUMNS.map((c) => ('required' in c ? '*' : '') + c.header);
const post = (url: string, token: string, body: unknown = {}) => call(t.app, url, { token, body });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const sessionOf = (token: string) => {
  const claims = verifyAccessToken(t.ctx.tokenSecret, token, Date.now() / 1000);
  if (!claims || claims === 'expired') throw new Error('no session');
  return { sessionId: claims.sid };
};

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-attach-test-'));
  t = await createTestApp({}, {}, { filesDir });
  c = await gardenCast(t);
  // the director imports staff with a bad phone: refused whole, with a failure report holding the rows
  const book = await makeWorkbook(TEACHER_HEADER, [['赵一', '1361111000', '专任教师', '女', '', '', '', '', '', '', '', '', '', '']]);
  const imported = await multipartCall(t.app, `${F}/teacherInfo`, {
    token: c.director1.token,
    parts: [{ field: 'file', data: book, filename: 'teachers.xlsx' }],
  });
  expect(imported.json().code).toBe('file-0012');
  reportId = imported.json().data.reportId;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const up = await multipartCall(t.app, '/file/v1/upload/image', {
    token: c.director1.token,
    parts: [{ field: 'file', data: png, filename: 'p.png', type: 'image/png' }],
  });
  imageId = up.json().data.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function overtimeRequest(): Promise<number> {
  const list = (await post('/workflow/v1/teacher/process/query-list', c.director1.token, { kind: 'overtime' })).json().data.list;
  const r = await post(`${I}/submit`, c.teacher.token, {
    processId: list[0].id,
    values: { date: '2026-11-30', hours: 2, reason: '家长会' },
  });
  return r.json().data.id;
}

async function careRecord(): Promise<number> {
  const child = await t.db.execute<{ id: number }>(
    sql`select id from students where school_id = ${c.director1.schoolId} and status = 1 and class_id is not null order by id limit 1`,
  );
  const day = todayChina();
  const r = await post(`${CARE}/add`, c.director1.token, {
    studentId: child.rows[0].id,
    condition: '发热恢复期',
    startDay: day,
    endDay: day,
  });
  return r.json().data.id;
}

describe('attaching a stored file', () => {
  it('refuses the import failure report as a workflow comment picture, naming the field, and writes nothing', async () => {
    const id = await overtimeRequest();
    // the importer themself: they may read the report, yet it is no picture to attach
    const res = await post(`${I}/comment`, c.director1.token, { id, text: '见附件', imageIds: [imageId, reportId] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'file-0013', data: { field: 'imageIds.1' } });
    expect(res.json().message).toContain('imageIds.1');
    const h = await t.db.execute(sql`select 1 from workflow_history where request_id = ${id} and action = 'comment'`);
    expect(h.rows).toHaveLength(0);
    // an uploaded image attaches, and the reader gets it signed
    expect((await post(`${I}/comment`, c.director1.token, { id, text: '照片', imageIds: [imageId] })).json().code).toBe('common-0001');
    const d = (await post(`${I}/detail`, c.teacher.token, { id })).json().data;
    expect(d.images.map((i: { id: number }) => i.id)).toEqual([imageId]);
  });

  it('refuses the report in a request form image field', async () => {
    const list = (await post('/workflow/v1/teacher/process/query-list', c.director1.token, { kind: 'vacation' })).json().data.list;
    const values = { vacationType: '年假', dates: ['2026-12-01', '2026-12-02'], days: 2, reason: '探亲', attachments: [reportId] };
    const res = await post(`${I}/submit`, c.director1.token, { processId: list[0].id, values });
    expect(res.json()).toMatchObject({ code: 'file-0013', data: { field: 'form.attachments.0' } });
  });

  it('refuses the report as a care entry picture; an image attaches', async () => {
    const recordId = await careRecord();
    const entry = { recordId, day: todayChina(), medicineTimes: [], temperature: 36.6, observation: '好' };
    const bad = await post(`${CARE}/teacher/care/add`, c.director1.token, { ...entry, imageIds: [reportId] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'health-0306', data: { field: 'imageIds.0' } });
    const n = await t.db.execute(sql`select 1 from care_teacher_entries where record_id = ${recordId}`);
    expect(n.rows).toHaveLength(0);
    expect((await post(`${CARE}/teacher/care/add`, c.director1.token, { ...entry, imageIds: [imageId] })).json().code).toBe('common-0001');
  });

  it('refuses the report as a staff certificate picture', async () => {
    const res = await post('/kid-arch/v1/teacher/accountTeacher/updateOccupationById', c.director1.token, {
      id: c.teacher.teacherId,
      certificates: [{ postType: 2, certificateName: '幼儿园教师资格证', resourceId: String(reportId) }],
    });
    expect(res.json()).toMatchObject({ code: 'file-0013', data: { field: 'certificates.0.resourceId' } });
  });
});

describe('reading an import report', () => {
  it('serves it to its importer only, by bearer, by a signed link and through the download call', async () => {
    const url = (token: string) => signedFileUrl(t.ctx, sessionOf(token), reportId);
    expect((await get(url(c.director1.token))).statusCode).toBe(200);
    // another staff member of the school, even holding a link signed for their own session
    expect((await get(url(c.admin.token))).statusCode).toBe(404);
    expect((await get(`/api/file/v1/files/${reportId}/original`, { authorization: `Bearer ${c.admin.token}` })).statusCode).toBe(404);
    // a second holder of the staff import code (the health teacher given the director's roles) asks the download call
    await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id)
      select institution_id, ${c.health.teacherId}, role_id from member_roles where member_id = ${c.director1.teacherId} on conflict do nothing`);
    const download = await call(t.app, `${F}/importTeacherInfoFailReason?id=${reportId}`, { token: c.health.token, method: 'GET' });
    expect(download.statusCode).toBe(404);
    const own = await call(t.app, `${F}/importTeacherInfoFailReason?id=${reportId}`, { token: c.director1.token, method: 'GET' });
    expect(own.statusCode).toBe(200);
  });
});
