import ExcelJS from 'exceljs';
import { AppError } from '../../core/errors.ts';
import { convertCell } from './cells.ts';
import { refuseOversize } from './size-limit.ts';
import type { RowValues, SheetRow, WorkbookColumn } from './types.ts';
import { checkXlsxZip, DEFAULT_ZIP_LIMITS, ZipCheckError, type ZipLimits } from './zip-check.ts';

export interface ReadOptions<C extends readonly WorkbookColumn[]> {
  /** Largest accepted upload (bytes). */
  maxBytes: number;
  /** Most data rows (blank rows are not counted). */
  maxRows: number;
  columns: C;
  /** Row holding the headers (1-based, default 1); data rows follow it. */
  headerRow?: number;
  /** Sheet to read (default: the first). */
  sheetName?: string;
  zip?: Partial<ZipLimits>;
}

/** Header text without spaces, '*' markers and '(必填)'. */
export const normalizeHeader = (s: string) =>
  s
    .replace(/[（(]\s*必填\s*[)）]/g, '')
    .replace(/\s+/g, '')
    .replace(/^\*+|\*+$/g, '')
    .toLowerCase();

function mapHeaders(sheet: ExcelJS.Worksheet, headerRow: number, columns: readonly WorkbookColumn[]): Map<string, number> {
  const seen = new Map<string, number>();
  sheet.getRow(headerRow).eachCell({ includeEmpty: false }, (cell, col) => {
    const text = convertCell(cell.value, 'text');
    if ('value' in text && text.value) seen.set(normalizeHeader(String(text.value)), col);
  });
  const at = new Map<string, number>();
  const missing: string[] = [];
  for (const c of columns) {
    const col = seen.get(normalizeHeader(c.header)) ?? (c.headerEn ? seen.get(normalizeHeader(c.headerEn)) : undefined);
    if (col !== undefined) at.set(c.key, col);
    else if (!c.optional) missing.push(c.header);
  }
  if (missing.length > 0) {
    throw new AppError('file-0005', {
      data: { missing },
      detail: {
        zh: `表头与模板不一致，缺少列：${missing.join('、')}`,
        en: `The header row does not match the template; missing columns: ${missing.join(', ')}`,
      },
    });
  }
  return at;
}

async function loadWorkbook(buffer: Buffer, limits: ZipLimits): Promise<ExcelJS.Workbook> {
  try {
    checkXlsxZip(buffer, limits);
  } catch (err) {
    if (err instanceof ZipCheckError) throw new AppError(err.problem === 'bomb' ? 'file-0004' : 'file-0001');
    throw err;
  }
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError('file-0001');
  }
  return wb;
}

/**
 * Reads an uploaded .xlsx into typed rows, refusing with a 400 before anything is parsed when
 * the upload is too large (file-0002), not a real workbook (file-0001) or a zip bomb
 * (file-0004); then too many rows (file-0003), a header that misses template columns
 * (file-0005) or no data rows (file-0006). Cells that do not fit their column's type are
 * reported per row in `problems`, not thrown: the import runner turns them into reasons.
 */
export async function readWorkbook<const C extends readonly WorkbookColumn[]>(
  buffer: Buffer,
  opts: ReadOptions<C>,
): Promise<SheetRow<RowValues<C>>[]> {
  refuseOversize(buffer, opts.maxBytes);
  const wb = await loadWorkbook(buffer, { ...DEFAULT_ZIP_LIMITS, ...opts.zip });
  const sheet = opts.sheetName ? wb.getWorksheet(opts.sheetName) : wb.worksheets[0];
  if (!sheet) throw new AppError('file-0001');
  const headerRow = opts.headerRow ?? 1;
  const at = mapHeaders(sheet, headerRow, opts.columns);

  const rows: SheetRow<RowValues<C>>[] = [];
  const tooMany = () =>
    new AppError('file-0003', {
      detail: { zh: `数据行数超过上限，每次最多导入 ${opts.maxRows} 行`, en: `Too many rows; at most ${opts.maxRows} rows per import` },
    });
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber <= headerRow) return;
    const values: Record<string, string | number | null> = {};
    const problems: SheetRow['problems'] = [];
    let filled = false;
    for (const c of opts.columns) {
      const col = at.get(c.key);
      const out = col === undefined ? { value: null } : convertCell(r.getCell(col).value, c.type ?? 'text');
      if ('problem' in out) {
        const raw = convertCell(r.getCell(col!).value, 'text');
        problems.push({
          key: c.key,
          header: c.header,
          raw: 'value' in raw && raw.value !== null ? String(raw.value) : null,
          ...out.problem,
        });
        values[c.key] = null;
        filled = true;
      } else {
        values[c.key] = out.value;
        if (out.value !== null) filled = true;
      }
    }
    if (!filled) return; // a formatted but empty row
    if (rows.length >= opts.maxRows) throw tooMany();
    rows.push({ row: rowNumber, values: values as RowValues<C>, problems });
  });
  if (rows.length === 0) throw new AppError('file-0006');
  return rows;
}
