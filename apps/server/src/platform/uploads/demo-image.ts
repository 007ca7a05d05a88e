import { sql } from 'drizzle-orm';
import type { DemoTx } from '../demo/index.ts';
import { FileKind, LocalStorage } from '../files/index.ts';
import { processImage } from './image.ts';

/**
 * A demo image stored the way an upload stores it: the original, its compressed copy and its
 * thumbnail made by the same code, on the local disk the demo server reads. Returns the file id.
 */
export async function saveDemoImage(tx: DemoTx, filesDir: string, schoolId: number, name: string, png: Buffer): Promise<number> {
  const img = await processImage(png);
  const storage = new LocalStorage(filesDir);
  const base = `${schoolId}/demo/${name.replace(/\.\w+$/, '')}`;
  const keys = { original: `${base}.${img.ext}`, compress: `${base}_c.${img.ext}`, thumbnail: `${base}_t.${img.ext}` };
  await storage.put(keys.original, img.original);
  await storage.put(keys.compress, img.compress);
  await storage.put(keys.thumbnail, img.thumbnail);
  const r = await tx.execute<{ id: number }>(sql`insert into stored_files
      (school_id, kind, original_name, mime, size, storage_key, compress_key, thumbnail_key)
    values (${schoolId}, ${FileKind.image}, ${name}, ${img.mime}, ${img.original.length}, ${keys.original}, ${keys.compress}, ${keys.thumbnail})
    returning id`);
  return Number(r.rows[0].id);
}
