import { ERRORS } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { sqlStateOf } from '../../core/db-faults.ts';
import { AppError } from '../../core/errors.ts';
import { signedFileUrl } from '../../core/file-url.ts';
import type { Db } from '../../db/pool.ts';
import { FileKind, saveStoredFile } from '../files/index.ts';
import { failureReport } from './offload.ts';
import type { FailedRow } from './report.ts';
import type { SheetRow, WorkbookColumn } from './types.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Thrown by a row validator: the row fails with this reason (zh and en). */
export class RowFailure extends Error {
  constructor(
    readonly zh: string,
    readonly en: string = zh,
  ) {
    super(en);
  }
}

/** Collects several problems of one row, then fails it with all of them at once. */
export class RowProblems {
  private readonly list: { zh: string; en: string }[] = [];
  add(zh: string, en: string = zh): void {
    this.list.push({ zh, en });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
  throwIfAny(): void {
    if (this.any) throw new RowFailure(this.list.map((p) => p.zh).join('；'), this.list.map((p) => p.en).join('; '));
  }
}

export interface ImportOptions<V, T, P> {
  ctx: AppContext;
  session: SessionInfo;
  lang: 'zh' | 'en';
  rows: SheetRow<V>[];
  /** The template's columns: the failure report repeats the uploaded values under them. */
  columns: readonly WorkbookColumn[];
  /** File name of the failure report without extension, e.g. '教职工导入失败原因'. */
  reportName: string;
  /** Imports of the same lockKey in one school run one at a time (default 'import'). */
  lockKey?: string;
  /** Loaded once inside the transaction before validation (lookups such as class names). */
  prepare?: (tx: Tx) => Promise<P>;
  /** Checks one row and returns what insertAll needs; throw RowFailure (or a 400 AppError) to fail it. Rows run in order. */
  validateRow: (row: SheetRow<V>, h: { tx: Tx; prepared: P }) => Promise<T> | T;
  /** Writes every valid row; runs only when no row failed, in the same transaction. */
  insertAll: (tx: Tx, valid: { row: number; value: T }[], prepared: P) => Promise<number | void>;
}

export type ImportResult = { ok: true; count: number } | { ok: false; failed: FailedRow[]; reportId: number; reportUrl: string };

class ImportFailed extends Error {
  constructor(readonly failed: FailedRow[]) {
    super('import failed');
  }
}

function reasonOf(err: unknown, lang: 'zh' | 'en'): string {
  if (err instanceof RowFailure) return lang === 'en' ? err.en : err.zh;
  if (err instanceof AppError && err.status === 400) return err.detail ? err.detail[lang] : ERRORS[err.code][lang];
  throw err;
}

/**
 * All-or-nothing import: in one transaction, every row is validated (cell type problems from
 * readWorkbook fail their row without calling the validator); only when all pass does
 * insertAll write them. Otherwise nothing is written and a failure report workbook is stored
 * (stored_files, kind 'import-report') for the client to download by id or signed URL.
 */
/**
 * Imports of one kind in one school run one at a time. A second one waits for the first up to
 * LOCK_WAIT, then is told the server is busy with it: a wait that long is not a database fault
 * (the statement timeout would call it one).
 */
const LOCK_WAIT = '4s';
async function takeImportLock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select set_config('lock_timeout', ${LOCK_WAIT}, true)`);
  try {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  } catch (err) {
    if (sqlStateOf(err) !== '55P03') throw err;
    throw new AppError('common-0504', {
      retryAfterS: 5,
      detail: { zh: '本园另一项导入正在进行，请稍后重试', en: 'Another import is running for this school; try again in a moment' },
    });
  }
  await tx.execute(sql`select set_config('lock_timeout', '0', true)`);
}

export async function runImport<V, T, P = undefined>(o: ImportOptions<V, T, P>): Promise<ImportResult> {
  const s = o.session;
  try {
    const count = await o.ctx.db.transaction(async (tx) => {
      await takeImportLock(tx, `import:${s.institutionId}:${o.lockKey ?? 'import'}`);
      const prepared = (o.prepare ? await o.prepare(tx) : undefined) as P;
      const failed: FailedRow[] = [];
      const valid: { row: number; value: T }[] = [];
      for (const r of o.rows) {
        if (r.problems.length > 0) {
          failed.push({
            row: r.row,
            reason: r.problems.map((p) => `${p.header}: ${o.lang === 'en' ? p.en : p.zh}`).join(o.lang === 'en' ? '; ' : '；'),
          });
          continue;
        }
        try {
          valid.push({ row: r.row, value: await o.validateRow(r, { tx, prepared }) });
        } catch (err) {
          failed.push({ row: r.row, reason: reasonOf(err, o.lang) });
        }
      }
      if (failed.length > 0) throw new ImportFailed(failed);
      const n = await o.insertAll(tx, valid, prepared);
      return typeof n === 'number' ? n : valid.length;
    });
    return { ok: true, count };
  } catch (err) {
    if (!(err instanceof ImportFailed)) throw err;
    const report = await failureReport(o.ctx.workers, o.columns, o.rows as SheetRow<Record<string, unknown>>[], err.failed, o.lang);
    const file = await saveStoredFile(o.ctx, {
      schoolId: s.institutionId,
      createdBy: s.memberId,
      kind: FileKind.importReport,
      originalName: `${o.reportName}.xlsx`,
      mime: XLSX_MIME,
      prefix: 'import-reports/',
      ext: 'xlsx',
      original: report,
    });
    return { ok: false, failed: err.failed, reportId: file.id, reportUrl: signedFileUrl(o.ctx, s, file.id) };
  }
}

/** The error an import route answers when runImport failed: 400 file-0012 with the report in data. */
export function importFailedError(r: Extract<ImportResult, { ok: false }>): AppError {
  return new AppError('file-0012', { data: { failed: r.failed, reportId: r.reportId, reportUrl: r.reportUrl } });
}
