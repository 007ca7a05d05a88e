import { healthCodesEndpoints as E } from '@kg/shared/modules/attendance/health-codes';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, entriesOn, kidsOf, staffOf } from './health-code-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function sheetOf(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return { wb, ws: wb.worksheets[0] };
}
const fileOf = async (wb: ExcelJS.Workbook) => [{ field: 'file', filename: 'codes.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }];

describe('the children import', () => {
  it('refuses the whole file over one bad row, names the rows and columns, then takes the fixed file', async () => {
    const day = '2025-04-01';
    const classes = await classIds(t, c.director1.schoolId);
    const tpl = await call(E.childTemplate, c.director1, { day });
    expect(tpl.raw.headers['content-type']).toContain('spreadsheetml');
    const { wb, ws } = await sheetOf(ok(tpl) as Buffer);
    // header: child ID, name, class, day, colour, note; the template lists the school's children in school
    expect(ws.rowCount - 1).toBe(ok(await call(E.childList, c.director1, { day })).total);
    const kids = await kidsOf(t, classes[0]);
    expect(ws.getRow(2).getCell(2).value).toBe(kids[0].name);
    ws.getRow(2).getCell(5).value = '绿码';
    ws.getRow(3).getCell(5).value = '紫码';
    ws.getRow(4).getCell(5).value = 'yellow';
    ws.getRow(4).getCell(2).value = '不是本人';
    const bad = refused(await call(E.childImport, c.director1, {}, { files: await fileOf(wb) }), 'file-0012') as {
      failed: { row: number; reason: string }[];
      reportId: number;
    };
    expect(bad.failed.map((f) => f.row)).toEqual([3, 4]);
    expect(bad.failed[0].reason).toContain('健康码');
    expect(bad.failed[1].reason).toContain('姓名');
    expect(await entriesOn(t, c.director1.schoolId, day)).toEqual([]);
    ok(await call(E.importReport, c.director1, { id: bad.reportId }));
    refused(await call(E.importReport, c.director2, { id: bad.reportId }), 'common-0405');

    ws.getRow(3).getCell(5).value = '红';
    ws.getRow(4).getCell(2).value = kids[2].name;
    // the rows left without a colour are children nobody checked: skipped
    expect(ok(await call(E.childImport, c.director1, {}, { files: await fileOf(wb) }))).toEqual({ count: 3 });
    expect(await entriesOn(t, c.director1.schoolId, day)).toEqual([
      { studentId: kids[0].id, memberId: null, color: 'green', source: 'import' },
      { studentId: kids[1].id, memberId: null, color: 'red', source: 'import' },
      { studentId: kids[2].id, memberId: null, color: 'yellow', source: 'import' },
    ]);
  });

  it("refuses another school's child, a future day and the same child twice in a day", async () => {
    const [other] = await kidsOf(t, (await classIds(t, c.director2.schoolId))[0]);
    const [mine, second] = await kidsOf(t, (await classIds(t, c.director1.schoolId))[0]);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow(['幼儿编号', '姓名', '班级', '日期', '健康码', '备注']);
    ws.addRow([other.id, other.name, '', '2025-04-02', '绿码', '']);
    ws.addRow([mine.id, mine.name, '', '2099-01-01', '绿码', '']);
    ws.addRow([second.id, second.name, '', '2025-04-02', '绿码', '']);
    ws.addRow([second.id, second.name, '', '2025-04-02', '黄码', '']);
    const bad = refused(await call(E.childImport, c.director1, {}, { files: await fileOf(wb) }), 'file-0012') as {
      failed: { row: number; reason: string }[];
    };
    expect(bad.failed.map((f) => f.row)).toEqual([2, 3, 5]);
    expect(bad.failed[0].reason).toContain('幼儿编号');
    expect(bad.failed[1].reason).toContain('日期');
    expect(bad.failed[2].reason).toContain('第 4 行');
    expect(await entriesOn(t, c.director1.schoolId, '2025-04-02')).toEqual([]);
  });

  it('refuses a class teacher without the edit code', async () => {
    refused(await call(E.childTemplate, c.teacher, {}), 'common-0403');
    refused(await call(E.childImport, c.teacher, {}, { files: await fileOf(new ExcelJS.Workbook()) }), 'common-0403');
  });
});

describe('the staff import', () => {
  it("takes the staff template's filled rows", async () => {
    const day = '2025-04-03';
    const { wb, ws } = await sheetOf(ok(await call(E.staffTemplate, c.director1, { day })) as Buffer);
    const staff = await staffOf(t, c.director1.schoolId);
    expect(ws.rowCount - 1).toBe(staff.length);
    ws.getRow(2).getCell(4).value = '绿码';
    ws.getRow(2).getCell(5).value = '已核验';
    expect(ok(await call(E.staffImport, c.director1, {}, { files: await fileOf(wb) }))).toEqual({ count: 1 });
    const list = ok(await call(E.staffList, c.director1, { day, color: 'green' }));
    expect(list.list).toEqual([expect.objectContaining({ memberId: staff[0].id, note: '已核验', source: 'import' })]);
  });
});
