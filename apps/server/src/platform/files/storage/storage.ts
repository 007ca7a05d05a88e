import type { AppContext } from '../../../core/context.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage-types.ts';

export { assertSafeKey, type FileStorage, StorageMissingError } from './storage-types.ts';

const byContext = new WeakMap<AppContext, FileStorage>();

/** The storage of this app instance, made once from its configuration. */
export function storageFor(ctx: AppContext): FileStorage {
  let s = byContext.get(ctx);
  if (!s) {
    s = ctx.config.s3 ? new S3Storage(ctx.config.s3) : new LocalStorage(ctx.config.filesDir);
    byContext.set(ctx, s);
  }
  return s;
}
