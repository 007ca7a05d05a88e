import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GARDEN_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sessionOf } from '../../core/session.ts';
import { computeSignature } from '../../core/signature.ts';
import { placeRooms } from '../../db/schema/index.ts';
import { multipartCall } from '../files/test-multipart.ts';
import { readMultipart } from '../uploads/upload.ts';
import {
  exportWorkbook,
  importFailedError,
  keysetPages,
  RowFailure,
  RowProblems,
  readWorkbook,
  runImport,
  type WorkbookColumn,
} from './index.ts';
import { makeWorkbook } from './test-fixtures.ts';

const roomColumns = [
  { key: 'name', header: '场地名称', required: true },
  { key: 'roomType', header: '类型编号', type: 'integer', required: true },
  { key: 'capacity', header: '容纳人数', type: 'integer', optional: true },
] as const satisfies readonly WorkbookColumn[];

const studentColumns = [
  { key: 'id', header: '编号', type: 'integer' },
  { key: 'name', header: '姓名' },
  { key: 'idCardNo', header: '证件号码' },
  { key: 'birthday', header: '出生日期', type: 'date' },
] as const satisfies readonly WorkbookColumn[];

/** Test routes using the toolkit exactly as an area's import/export routes would. */
async function routes(app: FastifyInstance) {
  const { ctx } = app;
  app.post('/api/test/rooms/import', { config: { access: { codes: [GARDEN_CODES.placeRoom] } } }, async (request) => {
    const s = sessionOf(request);
    const { file } = await readMultipart(request, { fileSize: 1024 * 1024, tooLarge: 'file-0002' });
    if (!file) throw new AppError('file-0007');
    const rows = await readWorkbook(file.buf, { maxBytes: 1024 * 1024, maxRows: 5000, columns: roomColumns });
    const seen = new Set<string>();
    const result = await runImport({
      ctx,
      session: s,
      lang: request.lang,
      rows,
      columns: roomColumns,
      reportName: '场地导入失败原因',
      lockKey: 'rooms',
      prepare: async (tx) =>
        new Set((await tx.execute(sql`select name from place_rooms where school_id = ${s.institutionId}`)).rows.map((r) => String(r.name))),
      validateRow: ({ values: v }, { prepared: existing }) => {
        const p = new RowProblems();
        if (!v.name) p.add('场地名称不能为空', 'name is required');
        if (v.roomType === null || v.roomType < 1 || v.roomType > 4) p.add('类型编号应为 1-4', 'type must be 1-4');
        p.throwIfAny();
        if (existing.has(v.name!) || seen.has(v.name!)) throw new RowFailure(`场地「${v.name}」已存在`, `place ${v.name} exists`);
        seen.add(v.name!);
        return { name: v.name!, roomType: v.roomType!, capacity: v.capacity };
      },
      insertAll: async (tx, valid) => {
        await tx.insert(placeRooms).values(valid.map(({ value }) => ({ schoolId: s.institutionId, ...value })));
      },
    });
    if (!result.ok) throw importFailedError(result);
    return ok({ count: result.count });
  });

  app.get('/api/test/students/export', { config: { access: { codes: [GARDEN_CODES.student], read: true } } }, async (request, reply) => {
    const s = sessionOf(request);
    const q = request.query as { fail?: string; pageSize?: string };
    const rows = keysetPages<{ id: number; name: string; idCardNo: string; birthday: string }>(
      async (after, limit) => {
        if (q.fail) throw new AppError('common-0405');
        const r = await ctx.db.execute(sql`select id, name, id_card_no as "idCardNo", birthday from students
        where school_id = ${s.institutionId} and id > ${after?.id ?? 0} order by id limit ${limit}`);
        return r.rows as never;
      },
      Number(q.pageSize ?? 1000),
    );
    return exportWorkbook(reply, { fileName: '幼儿名单 2026.xlsx', columns: studentColumns, rows });
  });
}

let t: TestApp;
let filesDir: string;
let director: LoginResult;
let teacher: LoginResult;

const roomCount = async (schoolId: number) =>
  Number((await t.db.execute(sql`select count(*) as n from place_rooms where school_id = ${schoolId}`)).rows[0].n);
const importRooms = (token: string, buf: Buffer, lang?: 'en') =>
  multipartCall(t.app, '/test/rooms/import', { token, lang, parts: [{ field: 'file', data: buf, filename: '场地.xlsx' }] });
const signedGet = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...timeHeaders(url) } });
function timeHeaders(url: string) {
  const time = String(Math.floor(Date.now() / 1000));
  return { time, signature: computeSignature('GET', url, '', time) };
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-workbook-test-'));
  t = await createTestApp({}, { extraRoutes: routes }, { filesDir });
  [director, teacher] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'teacher')]);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('runImport', () => {
  it('writes nothing when any row fails, and stores a failure report naming row and reason', async () => {
    const before = await roomCount(director.schoolId);
    const buf = await makeWorkbook(
      ['场地名称', '类型编号', '容纳人数'],
      [
        ['木工坊', 2, 20],
        ['', 9, null],
        ['木工坊', 1, null],
        ['操场', 3, 'many'],
        ['阅览室', 2, 15],
      ],
    );
    const res = await importRooms(director.token, buf);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('file-0012');
    expect(body.data.failed).toEqual([
      { row: 3, reason: '场地名称不能为空；类型编号应为 1-4' },
      { row: 4, reason: '场地「木工坊」已存在' },
      { row: 5, reason: '容纳人数: 应为数字' },
    ]);
    expect(await roomCount(director.schoolId)).toBe(before);

    const [file] = (await t.db.execute(sql`select * from stored_files where id = ${body.data.reportId}`)).rows as Record<string, unknown>[];
    expect(file).toMatchObject({
      school_id: director.schoolId,
      kind: 'import-report',
      original_name: '场地导入失败原因.xlsx',
      created_by: director.teacherId,
    });
    const dl = await t.app.inject({ method: 'GET', url: body.data.reportUrl });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''%E5%9C%BA%E5%9C%B0");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(dl.rawPayload as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '行号', '场地名称', '类型编号', '容纳人数', '失败原因']);
    expect(sheet.getRow(2).values).toEqual([undefined, 3, undefined, 9, undefined, '场地名称不能为空；类型编号应为 1-4']);
    expect(sheet.getRow(4).values).toEqual([undefined, 5, '操场', 3, 'many', '容纳人数: 应为数字']);
  });

  it('gives reasons in English to an English client', async () => {
    const buf = await makeWorkbook(['场地名称', '类型编号'], [['x', 7]]);
    expect((await importRooms(director.token, buf, 'en')).json().data.failed).toEqual([{ row: 2, reason: 'type must be 1-4' }]);
  });

  it('imports every row in one go when all are valid', async () => {
    const before = await roomCount(director.schoolId);
    const buf = await makeWorkbook(
      ['*场地名称', '*类型编号', '容纳人数'],
      [
        ['木工坊', 2, 20],
        ['沙水池', 3, null],
      ],
    );
    expect((await importRooms(director.token, buf)).json()).toMatchObject({ code: 'common-0001', data: { count: 2 } });
    expect(await roomCount(director.schoolId)).toBe(before + 2);
    const again = await importRooms(director.token, buf);
    expect(again.json().data.failed).toHaveLength(2);
    expect(await roomCount(director.schoolId)).toBe(before + 2);
  });

  it('tells a second import of the same kind that the server is busy while the first holds the school import lock', async () => {
    const before = await roomCount(director.schoolId);
    const buf = await makeWorkbook(['场地名称', '类型编号'], [['陶艺室', 2]]);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked = () => {};
    const hasLock = new Promise<void>((r) => {
      locked = r;
    });
    const first = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${director.schoolId}:rooms`}))`);
      locked();
      await held;
    });
    await hasLock;
    const busy = await importRooms(director.token, buf);
    release();
    await first;
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: 'common-0504', message: '本园另一项导入正在进行，请稍后重试' });
    expect(busy.headers['retry-after']).toBe('5');
    expect(await roomCount(director.schoolId)).toBe(before);
    expect((await importRooms(director.token, buf)).json()).toMatchObject({ code: 'common-0001', data: { count: 1 } });
  });

  it('refuses a report by bearer to anyone but its importer, and any other school', async () => {
    const buf = await makeWorkbook(['场地名称', '类型编号'], [['', 1]]);
    const { reportId } = (await importRooms(director.token, buf)).json().data;
    const url = `/api/file/v1/files/${reportId}/original`;
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${director.token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${teacher.token}` } })).statusCode).toBe(404);
    const other = await loginAs(t.app, 'director2');
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
  });
});

describe('exportWorkbook', () => {
  it('streams all rows of a keyset-paged query as an xlsx download', async () => {
    const url = '/api/test/students/export?pageSize=50';
    const res = await signedGet(url, director.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ 2026.xlsx"; filename*=UTF-8''${encodeURIComponent('幼儿名单 2026.xlsx')}`,
    );
    const expected = (
      await t.db.execute(sql`select id, name, id_card_no, birthday from students where school_id = ${director.schoolId} order by id`)
    ).rows;
    expect(expected.length).toBeGreaterThan(100);
    // what we export, we can import again with the same columns
    const rows = await readWorkbook(res.rawPayload, { maxBytes: 10 * 1024 * 1024, maxRows: 5000, columns: studentColumns });
    expect(rows).toHaveLength(expected.length);
    expect(rows[0].values).toEqual({
      id: expected[0].id,
      name: expected[0].name,
      idCardNo: expected[0].id_card_no,
      birthday: expected[0].birthday,
    });
    expect(rows.at(-1)!.values.id).toBe(expected.at(-1)!.id);
  });

  it('answers the JSON error envelope when the first page fails', async () => {
    const res = await signedGet('/api/test/students/export?fail=1', director.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('common-0405');
  });
});
