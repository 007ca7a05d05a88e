import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maskIdCard } from '@kg/shared';
import { childFileEndpoints as F } from '@kg/shared/modules/garden/children-endpoints';
import { classEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { graduateFileEndpoints } from '@kg/shared/modules/garden/graduates';
import { and, asc, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp, type Who } from '../../../../test/harness.ts';
import { classes, grades, guardians, students } from '../../../db/schema/index.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import { makeWorkbook } from '../../../platform/workbook/testing.ts';
import { type Cast, childIdCard, gardenCast, gardenSnapshot, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';
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

const HEADER = (IMPORT_COLUMNS as readonly WorkbookColumn[]).map((col) => (col.required ? `*${col.header}` : col.header));
const upload = (who: Who, buf: Buffer, headers?: Record<string, string>) =>
  call(F.upload, who, {}, { files: [{ field: 'file', data: buf, filename: '幼儿.xlsx' }], headers });
type Failed = { failed: { row: number; reason: string }[]; reportId: number };
/** Children of a school with a status (1 in school, 2 graduated), of some classes when given. */
const countChildren = async (schoolId: number, status: number, classIds?: number[]) => {
  const inClasses = classIds ? sql`${students.classId} = any(${sql.param(classIds)}::bigint[])` : undefined;
  const [r] = await t.db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, status), inClasses));
  return r.n;
};

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
    const res = await call(F.template, c.director1, {}, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-disposition']).toContain("filename*=UTF-8''");
    const { header, data } = await readBack(res.raw.rawPayload);
    expect(header).toEqual(HEADER);
    expect(data.length).toBe(1);
  });

  it('imports nothing when 3 of 50 rows are bad, and reports each bad row with its reason', async () => {
    const [small] = await t.db
      .select({ id: grades.id })
      .from(grades)
      .where(and(eq(grades.schoolId, c.director1.schoolId), eq(grades.level, 1)));
    for (const name of ['导入一班', '导入二班'])
      ok(await call(classEndpoints.add, c.director1, { gradeId: small.id, name, maxStudents: 30 }));
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const res = await upload(c.director1, await makeWorkbook(HEADER, fiftyRows('导入一班', '导入二班', true)));
    expect(res.status).toBe(400);
    const failed = refused(res, 'file-0012') as Failed;
    expect(failed.failed.map((f) => f.row)).toEqual([5, 20, 41]);
    expect(failed.failed[0].reason).toContain('证件号码');
    expect(failed.failed[1].reason).toContain('不存在的班');
    expect(failed.failed[2].reason).toContain('家长1手机号');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);

    const report = await call(F.report, c.director1, { id: failed.reportId }, { method: 'GET' });
    expect(report.status).toBe(200);
    const { header, data } = await readBack(report.raw.rawPayload);
    expect(header[0]).toBe('行号');
    expect(header[header.length - 1]).toBe('失败原因');
    expect(data.map((r) => r[0])).toEqual(['5', '20', '41']);
    expect(data[1][1]).toBe('导入幼儿19');
    expect(data[1][header.length - 1]).toContain('班级');
    // the report is the importer's: not another user's, not another school's
    expect((await call(F.report, c.admin, { id: failed.reportId }, { method: 'GET' })).status).toBe(404);
    expect((await call(F.report, c.director2, { id: failed.reportId }, { method: 'GET' })).status).toBe(404);
  });

  it('imports all 50 once fixed, with guardians linked to accounts', async () => {
    expect(ok(await upload(c.director1, await makeWorkbook(HEADER, fiftyRows('导入一班', '导入二班', false))))).toEqual({ count: 50 });
    const kids = await t.db
      .select({
        name: students.name,
        gender: students.gender,
        birthday: students.birthday,
        no: students.studentNo,
        clazz: classes.name,
        linked: sql<number>`count(${guardians.accountId})::int`,
      })
      .from(students)
      .innerJoin(classes, and(eq(classes.schoolId, students.schoolId), eq(classes.id, students.classId)))
      .leftJoin(
        guardians,
        and(eq(guardians.schoolId, students.schoolId), eq(guardians.studentId, students.id), isNotNull(guardians.accountId)),
      )
      .where(and(eq(students.schoolId, c.director1.schoolId), like(students.name, '导入幼儿%')))
      .groupBy(students.schoolId, students.id, classes.name)
      .orderBy(asc(students.id));
    expect(kids.length).toBe(50);
    expect(kids[0]).toEqual({ name: '导入幼儿1', gender: 2, birthday: '2022-01-10', no: 'IMP-001', clazz: '导入一班', linked: 1 });
    expect(kids[1].linked).toBe(2);
    expect(kids[49].clazz).toBe('导入二班');
  });

  it('refuses duplicates within the file, a full class and numbers already in school', async () => {
    const again = await upload(c.director1, await makeWorkbook(HEADER, fiftyRows('导入一班', '导入二班', false).slice(0, 2)));
    expect((refused(again, 'file-0012') as Failed).failed.map((f) => f.reason).join()).toContain('学号');
    const twice = fiftyRows('小一班', '小一班', false)
      .slice(0, 2)
      .map((r, i) => {
        r[7] = `TW-${i}`;
        r[4] = '';
        return r;
      });
    twice[1][7] = 'TW-0';
    const dup = refused(await upload(c.director1, await makeWorkbook(HEADER, twice)), 'file-0012') as Failed;
    expect(dup.failed).toEqual([{ row: 3, reason: expect.stringContaining('学号') }]);
    const [small1] = await schoolClasses(t, c.director1.schoolId);
    const many = fiftyRows(small1.name, small1.name, false)
      .slice(0, 31 - small1.n)
      .map((r, i) => {
        r[7] = `FULL-${i}`;
        r[4] = '';
        return r;
      });
    const full = refused(await upload(c.director1, await makeWorkbook(HEADER, many)), 'file-0012') as Failed;
    expect(full.failed.map((f) => f.row)).toEqual([many.length + 1]);
    expect(full.failed[0].reason).toContain('上限');
  });

  it('refuses files that are not workbooks, headers that miss columns, and users without the code', async () => {
    refused(await upload(c.director1, Buffer.from('not a workbook')), 'file-0001');
    refused(await upload(c.director1, await makeWorkbook(['姓名', '性别'], [['a', '男']])), 'file-0005');
    const res = await upload(c.teacher, await makeWorkbook(HEADER, fiftyRows('小一班', '小一班', false).slice(0, 1)));
    expect(res.status).toBe(403);
    expect((await call(F.template, c.teacher, {}, { method: 'GET' })).status).toBe(403);
    refused(await upload(c.director1, await makeWorkbook(HEADER, []), { schoolId: String(c.director2.schoolId) }), 'gateway-0105');
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
    const res = refused(await upload(c.teacher, await makeWorkbook(HEADER, one)), 'file-0012') as Failed;
    expect(res.failed[0].reason).toContain('管理范围');
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});

describe('child export', () => {
  it('streams every child in school with guardians; phones and ID numbers masked without the reveal code', async () => {
    const res = await call(F.export, c.admin, {});
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const { header, data } = await readBack(res.raw.rawPayload);
    expect(header.slice(0, 3)).toEqual(['*姓名', '*性别', '出生日期']);
    expect(data.length).toBe(await countChildren(c.admin.schoolId, 1));
    const idCol = header.indexOf('证件号码');
    const phoneCol = header.indexOf('*家长1手机号');
    const first = data.find((r) => r[0] === '导入幼儿1')!;
    expect(first[idCol]).toBe(maskIdCard(childIdCard('2022-01-10', 100, '350211')));
    expect(first[phoneCol]).toBe('199****0000');
    expect(first[header.indexOf('*班级')]).toBe('导入一班');
    // the form's empty class select arrives as ''
    const director = await readBack((await call(F.export, c.director1, malformed({ name: '导入幼儿1', clazzId: '' }))).raw.rawPayload);
    const full = director.data.find((r) => r[0] === '导入幼儿1')!;
    expect(full[idCol]).toBe(childIdCard('2022-01-10', 100, '350211'));
    expect(full[phoneCol]).toBe('19900000000');
  });

  it("exports only the teacher's classes, never another school, and needs the export code", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const { data } = await readBack((await call(F.export, c.teacher, {}, { method: 'GET' })).raw.rawPayload);
    expect(data.length).toBe(await countChildren(c.teacher.schoolId, 1, mine));
    expect((await call(F.export, c.health, {})).status).toBe(403);
    refused(await call(F.export, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    expect(refused(await call(F.export, c.director1, { gender: 5 }), 'common-0400')).toEqual({ field: 'gender' });
  });

  it('exports the graduates with their graduation date', async () => {
    const res = await call(graduateFileEndpoints.export, c.director1, { graduateYear: 2026 });
    const { header, data } = await readBack(res.raw.rawPayload);
    expect(data.length).toBe(await countChildren(c.director1.schoolId, 2));
    expect(data[0][header.indexOf('毕业日期')]).toBe('2026-07-10');
    expect(data[0][header.indexOf('状态')]).toBe('已毕业');
  });
});
