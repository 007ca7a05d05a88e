/** The workbook toolkit: read uploads safely, import all-or-nothing, stream exports. See /tmp/brief/workbook-api.md. */
export { readWorkbook, normalizeHeader, type ReadOptions } from './read.ts';
export {
  runImport,
  importFailedError,
  RowFailure,
  RowProblems,
  XLSX_MIME,
  type ImportOptions,
  type ImportResult,
  type Tx,
} from './import.ts';
export { exportWorkbook, sendTemplate, keysetPages, contentDisposition, type ExportOptions } from './export.ts';
export type { WorkbookColumn, RowValues, SheetRow, CellType } from './types.ts';
export type { FailedRow } from './report.ts';
