import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage, StorageMissingError } from './storage-types.ts';

/** Files on the local disk: written to a temporary name and renamed, so readers never see half a file. */
export class LocalStorage implements FileStorage {
  readonly provider = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, file);
  }

  async open(key: string): Promise<{ stream: Readable; size: number | null }> {
    const file = this.pathOf(key);
    let size: number;
    try {
      size = (await fsp.stat(file)).size;
    } catch {
      throw new StorageMissingError(key);
    }
    return { stream: fs.createReadStream(file), size };
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
