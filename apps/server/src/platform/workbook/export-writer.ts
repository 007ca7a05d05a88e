import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** A column of the sheet as exceljs takes it (plain data, so it crosses to the worker). */
export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  style: { numFmt?: string };
}

export interface ExportInput {
  port: MessagePort;
  columns: SheetColumn[];
  sheetName: string;
}

/** Request thread → writer: a batch of rows (cells by column key) or the end; it closes the channel when the client left. */
export type ToWriter = { rows: Record<string, unknown>[] } | { end: true };
/** Writer → request thread: bytes of the file, the batch is written (send the next), the file is complete. */
export type FromWriter = { chunk: Uint8Array } | { ready: true } | { done: true };

/**
 * Runs on the export worker thread: writes the rows the request thread sends with exceljs's
 * streaming WorkbookWriter and posts the file's bytes back as they come. The request thread
 * sends the next batch only after `ready` and once its client has drained, so memory stays flat.
 */
export function writeExportStream({ port, columns, sheetName }: ExportInput): Promise<void> {
  const post = (m: FromWriter, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      const copy = new Uint8Array(chunk); // its own memory, so it can be moved
      post({ chunk: copy }, [copy.buffer]);
      cb();
    },
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  return new Promise<void>((resolve, reject) => {
    // the request thread closes the channel after 'done', or early when its client went away
    port.once('close', () => resolve());
    port.on('message', (m: ToWriter) => {
      if ('rows' in m) {
        for (const r of m.rows) sheet.addRow(r).commit();
        // after the zip stream had its turn, so the batch's bytes are on their way
        setImmediate(() => post({ ready: true }));
      } else if ('end' in m) {
        sheet.commit();
        const done = () => post({ done: true });
        // the zip stream ends the sink itself; every byte has been posted once it finished
        wb.commit().then(() => (sink.writableFinished ? done() : sink.once('finish', done)), reject);
      }
    });
  });
}
