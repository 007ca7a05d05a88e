import ExcelJS from 'exceljs';
import type { SheetRow, WorkbookColumn } from './types.ts';

export interface FailedRow {
  row: number;
  reason: string;
}

/**
 * The failure report of an import: one line per failed row with its row number in the
 * uploaded sheet, the values as uploaded and the reason, so the user can fix the original.
 */
export async function buildFailureReport(
  columns: readonly WorkbookColumn[],
  rows: SheetRow<Record<string, unknown>>[],
  failed: FailedRow[],
  lang: 'zh' | 'en',
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(lang === 'en' ? 'Failures' : '失败原因');
  sheet.columns = [
    { header: lang === 'en' ? 'Row' : '行号', key: '__row', width: 8 },
    ...columns.map((c) => ({ header: lang === 'en' ? (c.headerEn ?? c.header) : c.header, key: c.key, width: c.width ?? 16 })),
    { header: lang === 'en' ? 'Reason' : '失败原因', key: '__reason', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  const byRow = new Map(rows.map((r) => [r.row, r]));
  for (const f of failed) {
    const src = byRow.get(f.row);
    // a cell that could not be read is shown as uploaded, so the user sees what to fix
    const raw = Object.fromEntries((src?.problems ?? []).map((p) => [p.key, p.raw]));
    const added = sheet.addRow({ ...(src?.values ?? {}), ...raw, __row: f.row, __reason: f.reason });
    added.getCell('__reason').font = { color: { argb: 'FFC00000' } };
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}
