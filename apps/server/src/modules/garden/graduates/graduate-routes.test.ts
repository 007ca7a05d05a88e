import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, post, rows, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';

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

const P = '/kid-arch/v1/teacher/graduate/student';
const kidsOf = (schoolId: number, classId: number) =>
  rows(
    t,
    sql`select id, name, status from students
  where school_id = ${schoolId} and class_id = ${classId} and status = 1 order by id`,
  );
const topClasses = async (schoolId: number) => (await schoolClasses(t, schoolId)).filter((x) => x.level === 3);

describe('graduate-stu-list', () => {
  it("lists last year's graduates with their class and date, paged and searchable", async () => {
    const { body } = await post(t, `${P}/graduate-stu-list`, c.director1.token, { pageSize: 10 });
    const total = (await rows(t, sql`select count(*)::int as n from students where school_id = ${c.director1.schoolId} and status = 2`))[0]
      .n;
    expect(body.data).toMatchObject({ total, pageSize: 10 });
    expect(body.data.list[0]).toMatchObject({ status: 2, clazzName: '大一班', graduatedAt: '2026-07-10' });
    expect(body.data.list[0].guardianPhone).toContain('****');
    const [grad] = await rows(t, sql`select id from classes where school_id = ${c.director1.schoolId} and status = 2`);
    expect((await post(t, `${P}/graduate-stu-list`, c.director1.token, { clazzId: grad.id, graduateYear: 2026 })).body.data.total).toBe(
      total,
    );
    expect((await post(t, `${P}/graduate-stu-list`, c.director1.token, { graduateYear: 2024 })).body.data.total).toBe(0);
    const name = body.data.list[0].name;
    expect(
      (await post(t, `${P}/graduate-stu-list`, c.director1.token, { name })).body.data.list.every((x: any) => x.name.includes(name)),
    ).toBe(true);
  });

  it("hides graduates outside the teacher's range and other schools'", async () => {
    expect((await post(t, `${P}/graduate-stu-list`, c.teacher.token, {})).body.data.total).toBe(0);
    const [foreign] = await rows(t, sql`select id from classes where school_id = ${c.director2.schoolId} and status = 2`);
    expect((await post(t, `${P}/graduate-stu-list`, c.director1.token, { clazzId: foreign.id })).body.data.total).toBe(0);
    expect(
      (await post(t, `${P}/graduate-stu-list`, c.director1.token, {}, { headers: { schoolId: String(c.director2.schoolId) } })).body.code,
    ).toBe('gateway-0105');
    expect((await post(t, `${P}/graduate-stu-list`, c.director1.token, { graduateYear: 'abc' })).body.data).toEqual({
      field: 'graduateYear',
    });
  });
});

describe('graduation of one child', () => {
  it('graduates a child of the top grade; the class stays active', async () => {
    const [big] = await topClasses(c.director1.schoolId);
    const [kid] = await kidsOf(c.director1.schoolId, big.id);
    const r = await post(t, `${P}/graduation`, c.director1.token, { studentId: String(kid.id) }, { form: true });
    expect(r.body.data).toEqual({ graduated: 1 });
    expect((await rows(t, sql`select status from students where school_id = ${c.director1.schoolId} and id = ${kid.id}`))[0].status).toBe(
      2,
    );
    expect((await topClasses(c.director1.schoolId))[0].id).toBe(big.id);
    expect((await post(t, `${P}/graduation`, c.director1.token, { studentId: kid.id })).body.code).toBe('kid-arch-0029');
  });

  it('refuses younger children, other schools, users without the code and bad ids, writing nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [small] = await schoolClasses(t, c.director1.schoolId);
    const [young] = await kidsOf(c.director1.schoolId, small.id);
    expect((await post(t, `${P}/graduation`, c.director1.token, { studentId: young.id })).body.code).toBe('kid-arch-0025');
    const [foreignBig] = await topClasses(c.director2.schoolId);
    const [foreign] = await kidsOf(c.director2.schoolId, foreignBig.id);
    expect((await post(t, `${P}/graduation`, c.director1.token, { studentId: foreign.id })).status).toBe(404);
    const [big] = await topClasses(c.director1.schoolId);
    const [kid] = await kidsOf(c.director1.schoolId, big.id);
    expect((await post(t, `${P}/graduation`, c.teacher.token, { studentId: kid.id })).status).toBe(403);
    expect((await post(t, `${P}/graduation`, c.director1.token, { studentId: 'x' })).body.data).toEqual({ field: 'studentId' });
    expect(
      (await post(t, `${P}/graduation`, c.director1.token, { studentId: kid.id }, { headers: { schoolId: String(c.director2.schoolId) } }))
        .body.code,
    ).toBe('gateway-0105');
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
    const r = await post(t, `${P}/batch-graduation`, c.director1.token, { studentIds: [kids[0].id, young.id, kids[1].id, 987654321] });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('kid-arch-0032');
    expect(r.body.data.failures.map((f: any) => f.studentId)).toEqual([young.id, 987654321]);
    expect(r.body.data.failures[0]).toMatchObject({ name: young.name, reason: '只有最高年级（大班）的幼儿可以毕业' });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);

    const report = await call(t.app, `/kid-arch/v1/file/graduate-stu-failed-reason?id=${r.body.data.reportId}`, {
      token: c.director1.token,
      method: 'GET',
    });
    expect(report.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '幼儿ID', '姓名', '班级', '失败原因']);
    expect(ws.rowCount).toBe(3);
    expect(String(ws.getRow(2).getCell(4).value)).toContain('大班');
    expect(
      (
        await call(t.app, `/kid-arch/v1/file/graduate-stu-failed-reason?id=${r.body.data.reportId}`, {
          token: c.director2.token,
          method: 'GET',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('graduates the batch', async () => {
    const [big] = await topClasses(c.director1.schoolId);
    const kids = await kidsOf(c.director1.schoolId, big.id);
    const ids = kids.slice(0, 3).map((k) => k.id);
    expect((await post(t, `${P}/batch-graduation`, c.director1.token, { studentIds: ids.join(',') }, { form: true })).body.data).toEqual({
      graduated: 3,
    });
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
    expect((await post(t, `${P}/graduation`, c.teacher.token, { studentId: kid.id })).status).toBe(404);
    const batch = await post(t, `${P}/batch-graduation`, c.teacher.token, { studentIds: [kid.id] });
    expect(batch.body.data.failures[0].reason).toContain('管理范围');
  });
});
