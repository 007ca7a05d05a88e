import type { Readable } from 'node:stream';

/**
 * Where file bytes live (DESIGN §3): the local disk under config.filesDir by default, an
 * S3-compatible bucket when S3_* is configured. Keys are relative paths such as
 * `12/garden/2026/11/<uuid>.jpg`, always starting with the school id. Records of what a key
 * holds (school, kind, name, type) are stored_files rows, not the storage's business.
 */
export interface FileStorage {
  readonly provider: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes of `key`; throws StorageMissingError when it does not exist. */
  open(key: string): Promise<{ stream: Readable; size: number | null }>;
  remove(key: string): Promise<void>;
}

export class StorageMissingError extends Error {
  constructor(key: string) {
    super(`stored file missing: ${key}`);
  }
}

/** Keys are ours, but checked anyway: no absolute paths, no '..', plain characters only. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,400}$/.test(key) || key.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
