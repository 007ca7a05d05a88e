import { ERRORS } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { preparedRows } from '../../core/prepared.ts';
import { idArray } from '../../core/scope.ts';
import type { Db } from '../../db/pool.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../db/select-list.ts';
import { FileKind } from './stored-files.ts';

/**
 * What a field taking file ids expects. Only uploaded images exist as attachable files today;
 * generated files (import failure reports) are never attachable: they hold the imported rows'
 * personal data and stay with their importer (readableStoredFile). Job result files are not
 * stored files at all.
 */
export type AttachKind = 'image';

/** Stored kinds each expected kind accepts; every kind listed is readable by the whole school. */
const ACCEPTS: Record<AttachKind, readonly string[]> = { image: [FileKind.image] };

export interface Attacher {
  /** The caller's institution: a file of another one is never attachable. */
  schoolId: number;
  /** Who attaches: for a kind only its creator reads (none is attachable today). */
  memberId?: number;
}

export interface AttachOptions {
  kind: AttachKind;
  /** The input field, named in the refusal; a list's refusal names the element (`imageIds.2`). */
  field: string;
  /** The field holds one id, not a list. */
  single?: boolean;
  /** A domain error of the caller's own instead of file-0013 (kept where clients know it). */
  refuse?: (field: string) => AppError;
}

const FOUND = { id: storedFiles.id };
const FOUND_LIST = renderedOnce(selectList(FOUND));
const W = { schoolId: renderedOnce(storedFiles.schoolId), id: renderedOnce(storedFiles.id), kind: renderedOnce(storedFiles.kind) };

const refusal = (field: string) => {
  const m = ERRORS['file-0013'];
  return new AppError('file-0013', { field, detail: { zh: `${field}: ${m.zh}`, en: `${field}: ${m.en}` } });
};

/**
 * The one check every place taking a file id makes before storing it (a file id is not a
 * capability: what is attached is later served to everyone who reads the record, signed for
 * them). Each id must be a file of the caller's institution, of a kind the field expects and
 * readable by the caller; duplicates are refused too. Refuses with the first bad element named.
 */
export async function assertAttachable(db: Pick<Db, 'execute'>, caller: Attacher, ids: readonly number[], o: AttachOptions): Promise<void> {
  if (ids.length === 0) return;
  const rows = await preparedRows<RowOf<typeof FOUND>>(
    db,
    sql`select ${FOUND_LIST} from ${storedFiles} where ${W.schoolId} = ${caller.schoolId} and ${W.id} = any(${idArray(ids)})
      and ${W.kind} = any(${sql.param([...ACCEPTS[o.kind]])}::text[])`,
  );
  const ok = new Set(rows.map((x) => x.id));
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (!ok.has(id) || seen.has(id)) {
      const field = o.single ? o.field : `${o.field}.${i}`;
      throw (o.refuse ?? refusal)(field);
    }
    seen.add(id);
  });
}
