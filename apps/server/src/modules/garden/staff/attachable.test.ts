import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { staffFileEndpoints } from '@kg/shared/modules/garden/staff-files';
import { staffProfileEndpoints } from '@kg/shared/modules/garden/staff-profile';
import { careEndpoints, entryEndpoints } from '@kg/shared/modules/health/care/care';
import { definitionEndpoints } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints } from '@kg/shared/modules/workflow/instances';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { signedFileUrl } from '../../../core/file-url.ts';
import { verifyAccessToken } from '../../../core/tokens.ts';
import { careTeacherEntries, students, workflowHistory } from '../../../db/schema/index.ts';
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

const I = instanceEndpoints;
// the staff template's header row, as the template writes it (a required column is starred)
const TEACHER_HEADER = STAFF_WORKBOOK_COLUMNS.map((c) => ('required' in c ? '*' : '') + c.header);
// a stored file's link as a browser follows it: plain transport, no declared call
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
  const imported = await call(
    staffFileEndpoints.importUpload,
    c.director1,
    {},
    {
      files: [{ field: 'file', data: book, filename: 'teachers.xlsx' }],
    },
  );
  reportId = (refused(imported, 'file-0012') as { reportId: number }).reportId;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const up = await call(
    fileEndpoints.uploadImage,
    c.director1,
    {},
    { files: [{ field: 'file', data: png, filename: 'p.png', type: 'image/png' }] },
  );
  imageId = ok(up).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function overtimeRequest(): Promise<number> {
  const list = ok(await call(definitionEndpoints.list, c.director1, { kind: 'overtime' })).list;
  const r = await call(I.submit, c.teacher, { processId: list[0].id, values: { date: '2026-11-30', hours: 2, reason: '家长会' } });
  return ok(r).id;
}

async function careRecord(): Promise<number> {
  const [child] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolId, c.director1.schoolId), eq(students.status, 1), isNotNull(students.classId)))
    .orderBy(asc(students.id))
    .limit(1);
  const day = todayChina();
  const r = await call(careEndpoints.add, c.director1, {
    studentId: child.id,
    condition: '发热恢复期',
    startDay: day,
    endDay: day,
    needs: null,
  });
  return ok(r).id;
}

describe('attaching a stored file', () => {
  it('refuses the import failure report as a workflow comment picture, naming the field, and writes nothing', async () => {
    const id = await overtimeRequest();
    // the importer themself: they may read the report, yet it is no picture to attach
    const res = await call(I.comment, c.director1, { id, text: '见附件', imageIds: [imageId, reportId] });
    expect(res.status).toBe(400);
    refused(res, 'file-0013', 'imageIds.1');
    expect(res.message).toContain('imageIds.1');
    const h = await t.db
      .select({ id: workflowHistory.id })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.requestId, id), eq(workflowHistory.action, 'comment')));
    expect(h).toHaveLength(0);
    // an uploaded image attaches, and the reader gets it signed
    ok(await call(I.comment, c.director1, { id, text: '照片', imageIds: [imageId] }));
    const d = ok(await call(I.detail, c.teacher, { id }));
    expect(d.images.map((i) => i.id)).toEqual([imageId]);
  });

  it('refuses the report in a request form image field', async () => {
    const list = ok(await call(definitionEndpoints.list, c.director1, { kind: 'vacation' })).list;
    const values = { vacationType: '年假', dates: ['2026-12-01', '2026-12-02'], days: 2, reason: '探亲', attachments: [reportId] };
    refused(await call(I.submit, c.director1, { processId: list[0].id, values }), 'file-0013', 'form.attachments.0');
  });

  it('refuses the report as a care entry picture; an image attaches', async () => {
    const recordId = await careRecord();
    const entry = { recordId, day: todayChina(), medicineTimes: [], temperature: 36.6, observation: '好' };
    const bad = await call(entryEndpoints.add, c.director1, { ...entry, imageIds: [reportId] });
    expect(bad.status).toBe(400);
    refused(bad, 'health-0306', 'imageIds.0');
    const n = await t.db.select({ id: careTeacherEntries.id }).from(careTeacherEntries).where(eq(careTeacherEntries.recordId, recordId));
    expect(n).toHaveLength(0);
    ok(await call(entryEndpoints.add, c.director1, { ...entry, imageIds: [imageId] }));
  });

  it('refuses the report as a staff certificate picture', async () => {
    const res = await call(staffProfileEndpoints.updateOccupation, c.director1, {
      id: c.teacher.teacherId,
      certificates: [{ postType: 2, certificateName: '幼儿园教师资格证', resourceId: String(reportId) }],
    });
    refused(res, 'file-0013', 'certificates.0.resourceId');
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
    const report = staffFileEndpoints.importReport;
    expect((await call(report, c.health, { id: reportId }, { method: 'GET' })).status).toBe(404);
    expect((await call(report, c.director1, { id: reportId }, { method: 'GET' })).status).toBe(200);
  });
});
