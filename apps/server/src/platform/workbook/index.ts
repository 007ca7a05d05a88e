/** The workbook toolkit: read uploads safely, import all-or-nothing, stream exports, the importer's failure report. */

export { contentDisposition } from '../files/index.ts';
export { type ExportOptions, exportWorkbook, keysetPages, sendTemplate, writeWorkbookFile } from './export.ts';
export {
  type ImportOptions,
  type ImportResult,
  importFailedError,
  RowFailure,
  RowProblems,
  runImport,
  type Tx,
  XLSX_MIME,
} from './import.ts';
export { failureReport, readUpload } from './offload.ts';
export { sendOwnReport } from './own-report.ts';
export { normalizeHeader, type ReadOptions, readWorkbook } from './read.ts';
export type { FailedRow } from './report.ts';
export type { CellType, RowValues, SheetRow, WorkbookColumn } from './types.ts';
