import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graduateEndpoints as E, graduateFileEndpoints as F } from '@kg/shared/modules/garden/graduates';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, rows, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';

let t: TestApp;
let c: Cast;
let filesDir: string;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-graduates-'));
  t = await createTestApp({}, {}, { filesDir });
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const kidsOf = (schoolId: number, classId: number) =>
  rows(
    t,
    sql`select id, name, status from students
  where school_id = ${schoolId} and class_id = ${classId} and status = 1 order by id`,
  );
const topClasses = async (schoolId: number) => (await schoolClasses(t, schoolId)).filter((x) => x.level === 3);

describe('graduate-stu-list', () => {
  it("lists last year's graduates with their class and date, paged and searchable", async () => {
    const data = ok(await call(E.list, c.director1, { pageSize: 10 }));
    const total = (await rows(t, sql`select count(*)::int as n from students where school_id = ${c.director1.schoolId} and status = 2`))[0]
      .n;
    expect(data).toMatchObject({ total, pageSize: 10 });
    expect(data.list[0]).toMatchObject({ status: 2, clazzName: '大一班', graduatedAt: '2026-07-10' });
    expect(data.list[0].guardianPhone).toContain('****');
    const [grad] = await rows(t, sql`select id from classes where school_id = ${c.director1.schoolId} and status = 2`);
    expect(ok(await call(E.list, c.director1, { clazzId: Number(grad.id), graduateYear: 2026 })).total).toBe(total);
    expect(ok(await call(E.list, c.director1, { graduateYear: 2024 })).total).toBe(0);
    const name = data.list[0].name;
    expect(ok(await call(E.list, c.director1, { name })).list.every((x) => x.name.includes(name))).toBe(true);
  });

  it("hides graduates outside the teacher's range and other schools'", async () => {
    expect(ok(await call(E.list, c.teacher)).total).toBe(0);
    const [foreign] = await rows(t, sql`select id from classes where school_id = ${c.director2.schoolId} and status = 2`);
    expect(ok(await call(E.list, c.director1, { clazzId: Number(foreign.id) })).total).toBe(0);
    refused(await call(E.list, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    expect(refused(await call(E.list, c.director1, malformed({ graduateYear: 'abc' })), 'common-0400')).toEqual({
      field: 'graduateYear',
    });
  });
});

describe('graduation of one child', () => {
  it('graduates a child of the top grade; the class stays active', async () => {
    const [big] = await topClasses(c.director1.schoolId);
    const [kid] = await kidsOf(c.director1.schoolId, big.id);
    expect(ok(await call(E.graduation, c.director1, { studentId: Number(kid.id) }))).toEqual({ graduated: 1 });
    expect((await rows(t, sql`select status from students where school_id = ${c.director1.schoolId} and id = ${kid.id}`))[0].status).toBe(
      2,
    );
    expect((await topClasses(c.director1.schoolId))[0].id).toBe(big.id);
    refused(await call(E.graduation, c.director1, { studentId: Number(kid.id) }), 'kid-arch-0029');
  });

  it('refuses younger children, other schools, users without the code and bad ids, writing nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [small] = await schoolClasses(t, c.director1.schoolId);
    const [young] = await kidsOf(c.director1.schoolId, small.id);
    refused(await call(E.graduation, c.director1, { studentId: Number(young.id) }), 'kid-arch-0025');
    const [foreignBig] = await topClasses(c.director2.schoolId);
    const [foreign] = await kidsOf(c.director2.schoolId, foreignBig.id);
    expect((await call(E.graduation, c.director1, { studentId: Number(foreign.id) })).status).toBe(404);
    const [big] = await topClasses(c.director1.schoolId);
    const [kid] = await kidsOf(c.director1.schoolId, big.id);
    expect((await call(E.graduation, c.teacher, { studentId: Number(kid.id) })).status).toBe(403);
    expect(refused(await call(E.graduation, c.director1, malformed({ studentId: 'x' })), 'common-0400')).toEqual({ field: 'studentId' });
    refused(
      await call(E.graduation, c.director1, { studentId: Number(kid.id) }, { headers: { schoolId: String(c.director2.schoolId) } }),
      'gateway-0105',
    );
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });
});

describe('batch graduation', () => {
  it('refuses the whole batch when one child cannot graduate, with every reason and a report', async () => {
    const [big] = await topClasses(c.director1.schoolId);
    const kids = await kidsOf(c.director1.schoolId, big.id);
    const [small] = await schoolClasses(t, c.director1.schoolId);
    const [young] = await kidsOf(c.director1.schoolId, small.id);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const r = await call(E.batchGraduation, c.director1, { studentIds: [kids[0].id, young.id, kids[1].id, 987654321].map(Number) });
    expect(r.status).toBe(400);
    const refusal = refused(r, 'kid-arch-0032') as { failures: { studentId: number }[]; reportId: number };
    expect(refusal.failures.map((f) => f.studentId)).toEqual([young.id, 987654321]);
    expect(refusal.failures[0]).toMatchObject({ name: young.name, reason: '只有最高年级（大班）的幼儿可以毕业' });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);

    const report = await call(F.failureReport, c.director1, { id: refusal.reportId }, { method: 'GET' });
    expect(report.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(ok(report) as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '幼儿ID', '姓名', '班级', '失败原因']);
    expect(ws.rowCount).toBe(3);
    expect(String(ws.getRow(2).getCell(4).value)).toContain('大班');
    expect((await call(F.failureReport, c.director2, { id: refusal.reportId }, { method: 'GET' })).status).toBe(404);
  });

  it('graduates the batch', async () => {
    const [big] = await topClasses(c.director1.schoolId);
    const kids = await kidsOf(c.director1.schoolId, big.id);
    const ids = kids.slice(0, 3).map((k) => k.id);
    // the comma-joined form body older clients send: raw transport, sent through callPath
    const form = await callPath(t.app, E.batchGraduation.path, {
      token: c.director1.token,
      form: true,
      body: { studentIds: ids.join(',') },
    });
    expect(form.json().data).toEqual({ graduated: 3 });
    const st = await rows(
      t,
      sql`select distinct status from students where school_id = ${c.director1.schoolId} and id = any(${sql.param(ids)}::bigint[])`,
    );
    expect(st).toEqual([{ status: 2 }]);
  });

  it("refuses children outside the teacher's range like missing ones", async () => {
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
      select institution_id, role_id, 'student-manage-graduate' from member_roles where institution_id = ${c.teacher.schoolId} and member_id = ${c.teacher.teacherId}`);
    const mine = await teacherClassIds(t, c.teacher);
    const big = (await topClasses(c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    const [kid] = await kidsOf(c.teacher.schoolId, big.id);
    expect((await call(E.graduation, c.teacher, { studentId: Number(kid.id) })).status).toBe(404);
    const batch = refused(await call(E.batchGraduation, c.teacher, { studentIds: [Number(kid.id)] }), 'kid-arch-0032');
    expect((batch as { failures: { reason: string }[] }).failures[0].reason).toContain('管理范围');
  });
});
