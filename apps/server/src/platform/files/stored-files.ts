import crypto from 'node:crypto';
import { stripInvisible } from '@kg/shared/contract/text-rule';
import { FILE_VARIANTS } from '@kg/shared/modules/garden/files';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { storageFor } from './storage/storage.ts';

/** The forms a stored file is served in: images have all three, other files only the original. */
export { FILE_VARIANTS };
export type FileVariant = (typeof FILE_VARIANTS)[number];

export type StoredFile = typeof storedFiles.$inferSelect;

/** What stored_files.kind says: uploaded images, import failure reports. */
export const FileKind = { image: 'image', importReport: 'import-report' } as const;

export interface NewStoredFile {
  schoolId: number;
  createdBy: number | null;
  kind: string;
  originalName: string;
  mime: string;
  /** Folder under the school, e.g. 'garden/' (the uploader's path prefix). */
  prefix: string;
  ext: string;
  original: Buffer;
  compress?: Buffer;
  thumbnail?: Buffer;
}

const month = (d: Date) => `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Writes the bytes (all variants) to the storage, then the stored_files row. A failed insert
 * removes the bytes again, so storage holds no file without a record.
 */
export async function saveStoredFile(ctx: AppContext, f: NewStoredFile): Promise<StoredFile> {
  const storage = storageFor(ctx);
  const base = `${f.schoolId}/${f.prefix}${month(ctx.now())}/${crypto.randomUUID()}`;
  const keys = {
    original: `${base}.${f.ext}`,
    compress: f.compress ? `${base}_c.${f.ext}` : null,
    thumbnail: f.thumbnail ? `${base}_t.${f.ext}` : null,
  };
  const written: string[] = [];
  try {
    await storage.put(keys.original, f.original, f.mime);
    written.push(keys.original);
    if (keys.compress && f.compress) {
      await storage.put(keys.compress, f.compress, f.mime);
      written.push(keys.compress);
    }
    if (keys.thumbnail && f.thumbnail) {
      await storage.put(keys.thumbnail, f.thumbnail, f.mime);
      written.push(keys.thumbnail);
    }
    const [row] = await ctx.db
      .insert(storedFiles)
      .values({
        schoolId: f.schoolId,
        kind: f.kind,
        // a name the uploader's system gave: a bidi override there would make "exe" read "gnp" (text-rule.ts)
        originalName: stripInvisible(f.originalName).trim() || `file.${f.ext}`,
        mime: f.mime,
        size: f.original.length,
        storageKey: keys.original,
        compressKey: keys.compress,
        thumbnailKey: keys.thumbnail,
        createdBy: f.createdBy,
      })
      .returning();
    return row;
  } catch (err) {
    await Promise.allSettled(written.map((k) => storage.remove(k)));
    throw err;
  }
}

/** A file of this school, or null: the school id always comes from the session. */
export async function findStoredFile(ctx: AppContext, schoolId: number, id: number): Promise<StoredFile | null> {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.schoolId, schoolId), eq(storedFiles.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * A file of the caller's school the caller may read, or null. Generated reports (import
 * failure reports) hold the imported rows' personal data: only their importer reads them,
 * whether by bearer, by a signed link or through an area's download call.
 */
export async function findReadableFile(
  ctx: AppContext,
  s: { institutionId: number; memberId: number },
  id: number,
): Promise<StoredFile | null> {
  const file = await findStoredFile(ctx, s.institutionId, id);
  if (!file) return null;
  if (file.kind === FileKind.importReport && file.createdBy !== s.memberId) return null;
  return file;
}

/** Storage key of a variant; a file without compressed copy or thumbnail has only the original. */
export function variantKey(f: StoredFile, v: FileVariant): string | null {
  if (v === 'compress') return f.compressKey;
  if (v === 'thumbnail') return f.thumbnailKey;
  return f.storageKey;
}
