/**
 * The workbook steps that run on worker threads (ctx.workers): parsing uploads, writing
 * failure reports and exports. Only plain data crosses: bytes in, typed rows or bytes out; the row
 * validators that need the database stay on the request thread.
 */
import { workerSide } from '../../core/worker-task.ts';
import { type ExportInput, writeExportStream } from './export-writer.ts';
import { type ReadOptions, readWorkbook } from './read.ts';
import { buildFailureReport, type FailedRow } from './report.ts';
import type { SheetRow, WorkbookColumn } from './types.ts';

export interface ReadInput {
  bytes: ArrayBuffer;
  offset: number;
  length: number;
  opts: ReadOptions<readonly WorkbookColumn[]>;
}

export const readSheet = workerSide((i: ReadInput) => readWorkbook(Buffer.from(i.bytes, i.offset, i.length), i.opts));

export interface ReportInput {
  columns: readonly WorkbookColumn[];
  rows: SheetRow<Record<string, unknown>>[];
  failed: FailedRow[];
  lang: 'zh' | 'en';
}

export const writeReport = workerSide((i: ReportInput) => buildFailureReport(i.columns, i.rows, i.failed, i.lang));

export const writeExport = workerSide((i: ExportInput) => writeExportStream(i));
