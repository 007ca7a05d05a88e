import { storedFiles } from '../../db/schema/index.ts';
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
  const [row] = await tx
    .insert(storedFiles)
    .values({
      schoolId,
      kind: FileKind.image,
      originalName: name,
      mime: img.mime,
      size: img.original.length,
      storageKey: keys.original,
      compressKey: keys.compress,
      thumbnailKey: keys.thumbnail,
    })
    .returning({ id: storedFiles.id });
  return row.id;
}
