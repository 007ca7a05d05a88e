import type { WorkerPool } from '../../core/worker-pool.ts';
import { workerTask } from '../../core/worker-task.ts';
import type { ReadOptions } from './read.ts';
import type { FailedRow } from './report.ts';
import { refuseOversize } from './size-limit.ts';
import type { RowValues, SheetRow, WorkbookColumn } from './types.ts';
import type { ReadInput, ReportInput } from './worker-tasks.ts';

const TASKS = new URL('./worker-tasks.ts', import.meta.url).href;
const readSheet = workerTask<ReadInput, SheetRow[]>(TASKS, 'readSheet');
const writeReport = workerTask<ReportInput, Uint8Array>(TASKS, 'writeReport');

/**
 * readWorkbook on a worker thread (same checks, same errors), so parsing a large upload never
 * stalls the request thread. A file over maxBytes is refused here before taking a thread;
 * when the pool is full the caller gets 503 common-0504. The upload's bytes are moved, not
 * copied, when the buffer owns its memory: the caller must not use it afterwards.
 */
export async function readUpload<const C extends readonly WorkbookColumn[]>(
  workers: WorkerPool,
  buffer: Buffer,
  opts: ReadOptions<C>,
): Promise<SheetRow<RowValues<C>>[]> {
  refuseOversize(buffer, opts.maxBytes);
  const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer;
  // a slice of Node's shared small-buffer pool is copied: moving it would detach other buffers
  const bytes = own ? (buffer.buffer as ArrayBuffer) : new Uint8Array(buffer).buffer;
  const rows = await workers.run(readSheet, { bytes, offset: 0, length: buffer.length, opts }, { transfer: [bytes] });
  return rows as SheetRow<RowValues<C>>[];
}

/** The failure report of an import, written on a worker thread; never refused (the import already ran). */
export async function failureReport(
  workers: WorkerPool,
  columns: readonly WorkbookColumn[],
  rows: SheetRow<Record<string, unknown>>[],
  failed: FailedRow[],
  lang: 'zh' | 'en',
): Promise<Buffer> {
  // only the failed rows' values go into the report: send those, not the whole upload
  const wanted = new Set(failed.map((f) => f.row));
  const out = await workers.run(writeReport, { columns, rows: rows.filter((r) => wanted.has(r.row)), failed, lang }, { mustRun: true });
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}
