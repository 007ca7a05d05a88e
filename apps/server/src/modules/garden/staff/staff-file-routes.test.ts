import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staffFileEndpoints as F } from '@kg/shared/modules/garden/staff-files';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, malformed, ok, refused, type TestApp, type Who } from '../../../../test/harness.ts';
import { makeWorkbook } from '../../../platform/workbook/testing.ts';
import { type Cast, cast, count, lastSms, staffFootprint } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
let filesDir: string;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-teacher-file-'));
  t = await createTestApp({}, {}, { filesDir });
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const HEADER = [
  '*姓名',
  '*手机号',
  '*岗位类型',
  '性别',
  '出生日期',
  '民族',
  '证件类型',
  '证件号码',
  '学历',
  '邮箱',
  '职务',
  '入职日期',
  '参加工作日期',
  '职位',
];
const row = (name: string, phone: string, extra: Partial<Record<'post' | 'id' | 'positions' | 'birthday', string>> = {}) => [
  name,
  phone,
  extra.post ?? '专任教师',
  '女',
  extra.birthday ?? '1996-05-04',
  '汉族',
  '',
  extra.id ?? '',
  '本科',
  '',
  '教师',
  '2025-09-01',
  '',
  extra.positions ?? '教师',
];

const upload = (who: Who, data: Buffer, headers?: Record<string, string>) =>
  call(F.importUpload, who, {}, { files: [{ field: 'file', data, filename: 'teachers.xlsx' }], headers });
type Failed = { failed: { row: number; reason: string }[]; reportId: number };
async function sheetOf(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('teacherInfo template', () => {
  it('downloads a workbook with the header row, an example row and a post-type drop-down', async () => {
    const res = await call(F.importTemplate, c.director1, {}, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.raw.headers['content-disposition'])).toContain('filename*=UTF-8');
    const ws = await sheetOf(res.raw.rawPayload);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(ws.getCell('A2').value).toBe('王小红');
    expect(ws.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: [expect.stringContaining('专任教师')] });
  });

  it('is refused to the teacher, the admin role and a foreign header', async () => {
    refused(await call(F.importTemplate, c.teacher, {}, { method: 'GET' }), 'common-0403');
    refused(await call(F.importTemplate, c.admin, {}, { method: 'GET' }), 'common-0403');
    const foreign = { method: 'GET', headers: { schoolid: String(c.director2.schoolId) } } as const;
    refused(await call(F.importTemplate, c.director1, {}, foreign), 'gateway-0105');
  });
});

describe('teacherInfo upload', () => {
  it('imports nothing when rows are bad, and reports each bad row with its reason', async () => {
    const s1 = c.director1.schoolId;
    const before = await staffFootprint(t, s1);
    const buf = await makeWorkbook(HEADER, [
      row('赵一', '13611110001'),
      row('钱二', '1361111000'), // bad phone
      row('孙三', '13900000021'), // already staff
      row('李四', '13611110004', { post: '宇航员' }),
      row('周五', '13611110001'), // repeats row 2
      row('吴六', '13611110006', { id: '350203199605040028', positions: '教师、不存在的职位' }),
    ]);
    const res = await upload(c.director1, buf);
    expect(res.status).toBe(400);
    const data = refused(res, 'file-0012') as Failed;
    expect(data.failed.map((f) => f.row)).toEqual([3, 4, 5, 6, 7]);
    const reasons = data.failed.map((f) => f.reason).join('\n');
    for (const text of ['手机号格式不正确', '在职教职工', '岗位类型', '第 2 行', '不存在的职位', '证件号码'])
      expect(reasons).toContain(text);
    expect(await staffFootprint(t, s1)).toEqual(before);

    const report = await call(F.importReport, c.director1, { id: data.reportId }, { method: 'GET' });
    expect(report.status).toBe(200);
    const ws = await sheetOf(report.raw.rawPayload);
    expect(ws.getCell('A1').value).toBe('行号');
    expect(ws.getCell('A2').value).toBe(3);
    expect(ws.getCell('C2').value).toBe('1361111000');
    expect(String(ws.getRow(2).getCell(ws.columnCount).value)).toContain('手机号格式不正确');
    // the report belongs to its school
    refused(await call(F.importReport, c.director2, { id: data.reportId }, { method: 'GET' }), 'common-0405');
    refused(await call(F.importReport, c.director1, malformed({ id: 'abc' }), { method: 'GET' }), 'common-0400');
  });

  it("imports all good rows in one go: accounts created, SMS sent, positions and history set; an existing account's row is refused", async () => {
    const s1 = c.director1.schoolId;
    const before = await staffFootprint(t, s1);
    const example = [
      '王小红',
      '13800138000',
      '专任教师',
      '女',
      '1995-03-08',
      '汉族',
      '居民身份证',
      '350203199503080024',
      '本科',
      '',
      '教师',
      '2024-09-01',
      '',
      '教师',
    ];
    // another institution's account cannot be linked without its person's code: added one at a time
    const linking = await makeWorkbook(HEADER, [
      example,
      row('赵一', '13611110001', { positions: '教师、班主任' }),
      row('周园长', '13900000012', { post: '2' }),
    ]);
    refused(await upload(c.director1, linking), 'file-0012');
    expect(await staffFootprint(t, s1)).toEqual(before);
    const buf = await makeWorkbook(HEADER, [example, row('赵一', '13611110001', { positions: '教师、班主任' })]);
    expect(ok(await upload(c.director1, buf))).toEqual({ count: 1 });
    const after = await staffFootprint(t, s1);
    expect(after.members).toBe(before.members + 1);
    expect(after.accounts).toBe(before.accounts + 1);
    expect(after.history).toBe(before.history + 1);
    expect(after.positions).toBe(before.positions + 2);
    expect(await count(t, 'accounts', sql`phone = '13800138000'`)).toBe(0);
    const password = /初始密码 (\S+)，/.exec((await lastSms(t, '13611110001')) ?? '')?.[1];
    expect(await login(t.app, '13611110001', password!)).toMatchObject({ needUpdatePassword: true, schoolId: s1 });
    expect(await lastSms(t, '13900000012')).toBeUndefined();
  });

  it('refuses what is not a real xlsx, a missing file, people without the code and a foreign header; nothing written', async () => {
    const s1 = c.director1.schoolId;
    const before = await staffFootprint(t, s1);
    refused(await upload(c.director1, Buffer.from('name,phone\n张三,13611119999')), 'file-0001');
    // a multipart body with a field but no file
    refused(await call(F.importUpload, c.director1, malformed({ note: 'x' })), 'file-0007');
    const wrongHeader = await makeWorkbook(['名字', '电话'], [['张三', '13611119999']]);
    refused(await upload(c.director1, wrongHeader), 'file-0005');
    const good = await makeWorkbook(HEADER, [row('郑七', '13611110007')]);
    refused(await upload(c.teacher, good), 'common-0403');
    refused(await upload(c.admin, good), 'common-0403');
    refused(await upload(c.director1, good, { schoolid: String(c.director2.schoolId) }), 'gateway-0105');
    expect(await staffFootprint(t, s1)).toEqual(before);
  });
});

describe('teacherModel export', () => {
  it('streams the active staff with masked phones for the admin role, full ones for the director', async () => {
    const s1 = c.director1.schoolId;
    const active = await count(t, 'members', sql`institution_id = ${s1} and status = 1`);
    const res = await call(F.export, c.admin, {});
    expect(res.status).toBe(200);
    const ws = await sheetOf(res.raw.rawPayload);
    expect(ws.rowCount).toBe(active + 1);
    const phones = ws.getColumn(2).values.slice(2) as string[];
    expect(phones.every((p) => /^\d{3}\*{4}\d{4}$/.test(p))).toBe(true);
    const full = await sheetOf((await call(F.export, c.director1, { mobile: '13900000021' }, { method: 'GET' })).raw.rawPayload);
    expect(full.rowCount).toBe(2);
    expect(full.getCell('B2').value).toBe('13900000021');
    expect(full.getCell('C2').value).toBe('专任教师');
    expect(String(full.getRow(2).getCell(16).value)).toContain('班');
  });

  it('exports only the own school, refuses the teacher, a foreign header and bad filters', async () => {
    const ws = await sheetOf((await call(F.export, c.director2, { mobile: '13900000021' })).raw.rawPayload);
    expect(ws.rowCount).toBe(1);
    refused(await call(F.export, c.teacher, {}), 'common-0403');
    refused(await call(F.export, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    refused(await call(F.export, c.director1, malformed({ status: 9 })), 'common-0400', 'status');
  });
});
