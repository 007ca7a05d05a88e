import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './child-columns.ts';

type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ChildCells = Partial<Record<ImportKey, string>>;

/**
 * A child-import workbook under the template's headers, one data row per call of `row(i)`
 * (1-based). Written with exceljs's streaming writer and inline strings, as an upload of any
 * size packs: tests, browser tests and benches all build their uploads here.
 */
export async function childImportWorkbook(rows: number, row: (i: number) => ChildCells): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('幼儿');
  ws.addRow(IMPORT_COLUMNS.map((c) => c.header)).commit();
  for (let i = 1; i <= rows; i++) {
    const cells = row(i);
    ws.addRow(IMPORT_COLUMNS.map((c) => cells[c.key] ?? '')).commit();
  }
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** A plain valid row: one guardian, the given class and phone. */
export const childRow = (name: string, clazz: string, phone: string, i: number): ChildCells => ({
  name,
  gender: i % 2 ? '男' : '女',
  birthday: '2023-03-15',
  nation: '汉族',
  clazz,
  enrolDate: '2026-09-01',
  g1Name: `家长${i}`,
  g1Relation: '母亲',
  g1Phone: phone,
  g1Direct: '是',
});
