import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maskIdCard } from '@kg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { multipartCall } from '../../../platform/files/testing.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { makeWorkbook } from '../../../platform/workbook/testing.ts';
import { type Cast, childIdCard, gardenCast, gardenSnapshot, post, rows, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';
import { IMPORT_COLUMNS } from './child-columns.ts';

let t: TestApp;
let c: Cast;
let filesDir: string;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-child-files-'));
  t = await createTestApp({}, {}, { filesDir });
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const F = '/kid-arch/v1/file';
const HEADER = (IMPORT_COLUMNS as readonly WorkbookColumn[]).map((col) => (col.required ? `*${col.header}` : col.header));
const upload = (token: string, buf: Buffer, headers?: Record<string, string>) =>
  multipartCall(t.app, `${F}/studentInfo`, { token, parts: [{ field: 'file', data: buf, filename: '幼儿.xlsx' }], headers });

/** Reads a downloaded workbook: the header row and the data rows as arrays of text. */
async function readBack(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const out: string[][] = [];
  ws.eachRow((r) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      const v = cell.value;
      cells[col - 1] = v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? '' : String(v);
    });
    out.push(Array.from(cells, (x) => x ?? ''));
  });
  return { header: out[0], data: out.slice(1) };
}

/** 50 children for two fresh classes; `bad` spoils rows 2-based 5, 20 and 41. */
function fiftyRows(classA: string, classB: string, bad: boolean): unknown[][] {
  return Array.from({ length: 50 }, (_, i) => {
    const birthday = `2022-0${(i % 9) + 1}-1${i % 10}`;
    const seq = 100 + i; // odd seq = boy
    const row: unknown[] = [
      `导入幼儿${i + 1}`,
      seq % 2 ? '男' : '女',
      birthday,
      '居民身份证',
      childIdCard(birthday, seq, '350211'),
      '汉族',
      i < 25 ? classA : classB,
      `IMP-${String(i + 1).padStart(3, '0')}`,
      '2025-09-01',
      `家长${i + 1}`,
      '母亲',
      `1990000${String(i).padStart(4, '0')}`,
      '是',
      i % 2 ? `父亲${i}` : '',
      i % 2 ? '父亲' : '',
      i % 2 ? `1991000${String(i).padStart(4, '0')}` : '',
      '',
    ];
    if (bad && i === 3) row[4] = `${String(row[4]).slice(0, 17)}${String(row[4])[17] === '0' ? '1' : '0'}`; // check digit
    if (bad && i === 18) row[6] = '不存在的班';
    if (bad && i === 39) row[11] = '1234';
    return row;
  });
}

describe('child import', () => {
  it('answers the template with the import columns', async () => {
    const res = await call(t.app, `${F}/studentInfo`, { token: c.director1.token, method: 'GET' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const { header, data } = await readBack(res.rawPayload);
    expect(header).toEqual(HEADER);
    expect(data.length).toBe(1);
  });

  it('imports nothing when 3 of 50 rows are bad, and reports each bad row with its reason', async () => {
    const [small] = await rows(t, sql`select id from grades where school_id = ${c.director1.schoolId} and level = 1`);
    for (const name of ['导入一班', '导入二班'])
      await post(t, '/kid-arch/v1/teacher/clazz/add', c.director1.token, { gradeId: small.id, name, maxStudents: 30 });
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const res = await upload(c.director1.token, await makeWorkbook(HEADER, fiftyRows('导入一班', '导入二班', true)));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('file-0012');
    expect(body.data.failed.map((f: any) => f.row)).toEqual([5, 20, 41]);
    expect(body.data.failed[0].reason).toContain('证件号码');
    expect(body.data.failed[1].reason).toContain('不存在的班');
    expect(body.data.failed[2].reason).toContain('家长1手机号');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);

    const report = await call(t.app, `${F}/importStudentInfoFailReason?id=${body.data.reportId}`, {
      token: c.director1.token,
      method: 'GET',
    });
    expect(report.statusCode).toBe(200);
    const { header, data } = await readBack(report.rawPayload);
    expect(header[0]).toBe('行号');
    expect(header[header.length - 1]).toBe('失败原因');
    expect(data.map((r) => r[0])).toEqual(['5', '20', '41']);
    expect(data[1][1]).toBe('导入幼儿19');
    expect(data[1][header.length - 1]).toContain('班级');
    // the report is the importer's: not another user's, not another school's
    expect(
      (await call(t.app, `${F}/importStudentInfoFailReason?id=${body.data.reportId}`, { token: c.admin.token, method: 'GET' })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, `${F}/importStudentInfoFailReason?id=${body.data.reportId}`, { token: c.director2.token, method: 'GET' }))
        .statusCode,
    ).toBe(404);
  });

  it('imports all 50 once fixed, with guardians linked to accounts', async () => {
    const res = await upload(c.director1.token, await makeWorkbook(HEADER, fiftyRows('导入一班', '导入二班', false)));
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { count: 50 } });
    const kids = await rows(
      t,
      sql`select s.name, s.gender, s.birthday, s.student_no as no, c.name as clazz,
        (select count(*)::int from guardians g where g.school_id = s.school_id and g.student_id = s.id and g.account_id is not null) as linked
      from students s join classes c on c.school_id = s.school_id and c.id = s.class_id
      where s.school_id = ${c.director1.schoolId} and s.name like '导入幼儿%' order by s.id`,
    );
    expect(kids.length).toBe(50);
    expect(kids[0]).toEqual({ name: '导入幼儿1', gender: 2, birthday: '2022-01-10', no: 'IMP-001', clazz: '导入一班', linked: 1 });
    expect(kids[1].linked).toBe(2);
    expect(kids[49].clazz).toBe('导入二班');
  });

  it('refuses duplicates within the file, a full class and numbers already in school', async () => {
    const again = await upload(c.director1.token, await makeWorkbook(HEADER, fiftyRows('导入一班', '导入二班', false).slice(0, 2)));
    expect(
      again
        .json()
        .data.failed.map((f: any) => f.reason)
        .join(),
    ).toContain('学号');
    const twice = fiftyRows('小一班', '小一班', false)
      .slice(0, 2)
      .map((r, i) => {
        r[7] = `TW-${i}`;
        r[4] = '';
        return r;
      });
    twice[1][7] = 'TW-0';
    const dup = await upload(c.director1.token, await makeWorkbook(HEADER, twice));
    expect(dup.json().data.failed).toEqual([{ row: 3, reason: expect.stringContaining('学号') }]);
    const [small1] = await schoolClasses(t, c.director1.schoolId);
    const many = fiftyRows(small1.name, small1.name, false)
      .slice(0, 31 - small1.n)
      .map((r, i) => {
        r[7] = `FULL-${i}`;
        r[4] = '';
        return r;
      });
    const full = await upload(c.director1.token, await makeWorkbook(HEADER, many));
    expect(full.json().data.failed.map((f: any) => f.row)).toEqual([many.length + 1]);
    expect(full.json().data.failed[0].reason).toContain('上限');
  });

  it('refuses files that are not workbooks, headers that miss columns, and users without the code', async () => {
    expect((await upload(c.director1.token, Buffer.from('not a workbook'))).json().code).toBe('file-0001');
    expect((await upload(c.director1.token, await makeWorkbook(['姓名', '性别'], [['a', '男']]))).json().code).toBe('file-0005');
    const res = await upload(c.teacher.token, await makeWorkbook(HEADER, fiftyRows('小一班', '小一班', false).slice(0, 1)));
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, `${F}/studentInfo`, { token: c.teacher.token, method: 'GET' })).statusCode).toBe(403);
    const header = await upload(c.director1.token, await makeWorkbook(HEADER, []), { schoolId: String(c.director2.schoolId) });
    expect(header.json().code).toBe('gateway-0105');
  });

  it("imports only into classes of the importer's range", async () => {
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
      select mr.institution_id, mr.role_id, c from member_roles mr, unnest(array['student-manage-import', 'student-manage-export']) c
      where mr.institution_id = ${c.teacher.schoolId} and mr.member_id = ${c.teacher.teacherId} on conflict do nothing`);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    const mine = await teacherClassIds(t, c.teacher);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    const one = fiftyRows(other.name, other.name, false)
      .slice(0, 1)
      .map((r) => {
        r[7] = 'RANGE-1';
        r[4] = '';
        return r;
      });
    const res = await upload(c.teacher.token, await makeWorkbook(HEADER, one));
    expect(res.json().data.failed[0].reason).toContain('管理范围');
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});

describe('child export', () => {
  it('streams every child in school with guardians; phones and ID numbers masked without the reveal code', async () => {
    const res = await call(t.app, `${F}/clazz/student`, { token: c.admin.token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { header, data } = await readBack(res.rawPayload);
    expect(header.slice(0, 3)).toEqual(['*姓名', '*性别', '出生日期']);
    const total = (await rows(t, sql`select count(*)::int as n from students where school_id = ${c.admin.schoolId} and status = 1`))[0].n;
    expect(data.length).toBe(total);
    const idCol = header.indexOf('证件号码');
    const phoneCol = header.indexOf('*家长1手机号');
    const first = data.find((r) => r[0] === '导入幼儿1')!;
    expect(first[idCol]).toBe(maskIdCard(childIdCard('2022-01-10', 100, '350211')));
    expect(first[phoneCol]).toBe('199****0000');
    expect(first[header.indexOf('*班级')]).toBe('导入一班');
    const director = await readBack(
      (await call(t.app, `${F}/clazz/student`, { token: c.director1.token, body: { name: '导入幼儿1', clazzId: '' }, form: true }))
        .rawPayload,
    );
    const full = director.data.find((r) => r[0] === '导入幼儿1')!;
    expect(full[idCol]).toBe(childIdCard('2022-01-10', 100, '350211'));
    expect(full[phoneCol]).toBe('19900000000');
  });

  it("exports only the teacher's classes, never another school, and needs the export code", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const { data } = await readBack((await call(t.app, `${F}/clazz/student`, { token: c.teacher.token, method: 'GET' })).rawPayload);
    const expected = (
      await rows(
        t,
        sql`select count(*)::int as n from students where school_id = ${c.teacher.schoolId} and status = 1 and class_id = any(${sql.param(mine)}::bigint[])`,
      )
    )[0].n;
    expect(data.length).toBe(expected);
    expect((await call(t.app, `${F}/clazz/student`, { token: c.health.token, body: {} })).statusCode).toBe(403);
    expect(
      (
        await call(t.app, `${F}/clazz/student`, { token: c.director1.token, body: {}, headers: { schoolId: String(c.director2.schoolId) } })
      ).json().code,
    ).toBe('gateway-0105');
    expect((await call(t.app, `${F}/clazz/student`, { token: c.director1.token, body: { gender: 5 } })).json().data).toEqual({
      field: 'gender',
    });
  });

  it('exports the graduates with their graduation date', async () => {
    const res = await call(t.app, `${F}/graduate/student`, { token: c.director1.token, body: { graduateYear: 2026 } });
    const { header, data } = await readBack(res.rawPayload);
    const total = (await rows(t, sql`select count(*)::int as n from students where school_id = ${c.director1.schoolId} and status = 2`))[0]
      .n;
    expect(data.length).toBe(total);
    expect(data[0][header.indexOf('毕业日期')]).toBe('2026-07-10');
    expect(data[0][header.indexOf('状态')]).toBe('已毕业');
  });
});
