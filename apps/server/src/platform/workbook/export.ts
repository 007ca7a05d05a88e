import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import type { WorkerPool } from '../../core/worker-pool.ts';
import { workerTask } from '../../core/worker-task.ts';
import { contentDisposition } from '../files/index.ts';
import type { ExportInput, FromWriter, SheetColumn, ToWriter } from './export-writer.ts';
import { XLSX_MIME } from './import.ts';
import type { WorkbookColumn } from './types.ts';

export interface ExportOptions<R> {
  /** Download name including .xlsx, e.g. '幼儿名单.xlsx'. */
  fileName: string;
  columns: readonly WorkbookColumn[];
  /** The rows, fetched lazily (keysetPages): only a page is in memory at a time. */
  rows: AsyncIterable<R> | Iterable<R>;
  sheetName?: string;
  /** Turns a fetched row into the cells by column key (default: the row itself). */
  toCells?: (row: R) => Record<string, unknown>;
  lang?: 'zh' | 'en';
}

const headerOf = (c: WorkbookColumn, lang: 'zh' | 'en') => (lang === 'en' ? (c.headerEn ?? c.header) : c.header);

/** Text columns are stored as text cells and formatted '@', so IDs and phones stay exact in Excel. */
function sheetColumns(columns: readonly WorkbookColumn[], lang: 'zh' | 'en'): SheetColumn[] {
  return columns.map((c) => ({
    header: c.required ? `*${headerOf(c, lang)}` : headerOf(c, lang),
    key: c.key,
    width: c.width ?? 16,
    style: (c.type ?? 'text') === 'text' ? { numFmt: '@' } : c.type === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
}

function cellValue(c: WorkbookColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if ((c.type ?? 'text') === 'text') return String(v);
  if (c.type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(`${v}T00:00:00Z`);
  return v;
}

function drainOrClose(s: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      s.off('drain', done);
      s.off('close', done);
      resolve();
    };
    s.on('drain', done);
    s.on('close', done);
  });
}

const writeExport = workerTask<ExportInput, void>(new URL('./worker-tasks.ts', import.meta.url).href, 'writeExport');
/** Rows per message to the writer thread. */
const BATCH = 500;

type RowIterator<R> = AsyncIterator<R> | Iterator<R>;

const iteratorOf = <R>(rows: AsyncIterable<R> | Iterable<R>): RowIterator<R> =>
  (Symbol.asyncIterator in rows
    ? (rows as AsyncIterable<R>)[Symbol.asyncIterator]()
    : (rows as Iterable<R>)[Symbol.iterator]()) as RowIterator<R>;

/**
 * Streams a workbook to the HTTP response. exceljs's streaming WorkbookWriter runs on a worker
 * thread (ctx.workers): this thread fetches the rows and sends them in batches, the writer
 * posts the file's bytes back. The next batch goes only when the writer has written the last
 * one and the client has drained, so memory stays flat whatever the row count. The first row
 * is fetched before any header is sent, so a failing query (or a full pool: 503 common-0504)
 * still answers with the JSON error envelope.
 *
 *   return exportWorkbook(reply, { fileName: '幼儿名单.xlsx', columns, rows: keysetPages(...) });
 */
export async function exportWorkbook<R>(reply: FastifyReply, o: ExportOptions<R>): Promise<FastifyReply> {
  const it = iteratorOf(o.rows);
  const first = await it.next();
  const out = new PassThrough();
  const fail = (err: unknown) => {
    reply.log.error({ err }, 'workbook export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  pumpWorkbook(reply.server.ctx.workers, out, o, it, first, fail);
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(o.fileName))
    .header('cache-control', 'no-store')
    .send(out);
}

/**
 * The same workbook written to a file (an export running as a background job): resolves when the
 * file is complete; `onRows` hears the count of rows written so far after each batch.
 */
export async function writeWorkbookFile<R>(
  workers: WorkerPool,
  filePath: string,
  o: ExportOptions<R>,
  onRows?: (written: number) => Promise<void> | void,
): Promise<void> {
  const it = iteratorOf(o.rows);
  const first = await it.next();
  const out = new PassThrough();
  const done = pipeline(out, fs.createWriteStream(filePath));
  pumpWorkbook(workers, out, o, it, first, (err) => out.destroy(err instanceof Error ? err : new Error(String(err))), onRows);
  await done;
}

/** Feeds the rows to the writer thread in batches and its bytes into `out`, ending it with the file. */
function pumpWorkbook<R>(
  workers: WorkerPool,
  out: PassThrough,
  o: ExportOptions<R>,
  it: RowIterator<R>,
  first: IteratorResult<R>,
  onError: (err: unknown) => void,
  onRows?: (written: number) => Promise<void> | void,
): void {
  const lang = o.lang ?? 'zh';
  const { port1, port2 } = new MessageChannel();
  const writer = workers.stream(writeExport, { port: port2, columns: sheetColumns(o.columns, lang), sheetName: o.sheetName ?? 'Sheet1' }, [
    port2,
  ]);
  let ready: (() => void) | null = null;
  const send = (m: ToWriter) => port1.postMessage(m);
  port1.on('message', (m: FromWriter) => {
    if ('chunk' in m) out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
    else if ('ready' in m) ready?.();
    else {
      out.end();
      port1.close();
    }
  });
  const written = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('close', done);
        ready = null;
        resolve();
      };
      ready = done;
      out.once('close', done);
    });

  const pump = async () => {
    let batch: Record<string, unknown>[] = [];
    let count = 0;
    const flush = async () => {
      const wait = written();
      send({ rows: batch });
      count += batch.length;
      batch = [];
      await wait;
      if (out.writableNeedDrain) await drainOrClose(out); // wait for a slow client instead of buffering its share
      await onRows?.(count);
    };
    for (let r = first; !r.done; r = await it.next()) {
      const cells = o.toCells ? o.toCells(r.value) : (r.value as Record<string, unknown>);
      const values: Record<string, unknown> = {};
      for (const c of o.columns) values[c.key] = cellValue(c, cells[c.key]);
      batch.push(values);
      if (batch.length >= BATCH) await flush();
      if (out.destroyed) {
        // the client went away: closing the channel ends the writer
        port1.close();
        await it.return?.();
        return;
      }
    }
    if (batch.length > 0) await flush();
    send({ end: true });
  };
  const fail = (err: unknown) => {
    port1.close();
    onError(err);
  };
  pump().catch(fail);
  // the channel is closed on 'done', not when the task settles: its last bytes may still be queued
  writer.catch(fail);
}

/** An empty import template (header row only, text columns formatted as text). */
export function sendTemplate(
  reply: FastifyReply,
  o: { fileName: string; columns: readonly WorkbookColumn[]; sheetName?: string; lang?: 'zh' | 'en'; examples?: Record<string, unknown>[] },
) {
  return exportWorkbook(reply, { fileName: o.fileName, columns: o.columns, rows: o.examples ?? [], sheetName: o.sheetName, lang: o.lang });
}

/**
 * Rows of a large query in keyset pages: `fetchPage(after, limit)` returns the next `limit`
 * rows after the last row of the previous page (null for the first), ordered by a unique key,
 * e.g. `where (s.id > ${after?.id ?? 0}) order by s.id limit ${limit}`.
 */
export async function* keysetPages<R>(fetchPage: (after: R | null, limit: number) => Promise<R[]>, pageSize = 1000): AsyncGenerator<R> {
  let after: R | null = null;
  for (;;) {
    const page = await fetchPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}
