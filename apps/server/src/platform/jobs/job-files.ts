import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { expiredFiles, forgetFile } from './job-data.ts';

/** A result file is kept this long after its job finished. */
export const RESULT_KEEP_MS = 24 * 3600_000;

/** Result files live under <filesDir>/jobs/<school>/; the key is the path below filesDir. */
export const resultKey = (schoolId: number, jobId: number, attempt: number, ext: string) =>
  path.posix.join('jobs', String(schoolId), `${jobId}-${attempt}${ext}`);

/** The absolute path of a key; a key never leaves the jobs folder (keys are ours, this is the backstop). */
export function resultPath(config: Pick<Config, 'filesDir'>, key: string): string {
  const root = path.resolve(config.filesDir, 'jobs');
  const full = path.resolve(config.filesDir, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`job file key outside the jobs folder: ${key}`);
  return full;
}

/** Deletes the files whose day is over (the hourly schedule); answers how many went. */
export async function deleteExpiredFiles(db: Db, config: Pick<Config, 'filesDir'>, now: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await expiredFiles(db, now);
    for (const f of batch) {
      // already gone (a second instance, a hand clean-up) is as good as deleted
      await fs.rm(resultPath(config, f.key), { force: true });
      await forgetFile(db, f.schoolId, f.id);
      removed++;
    }
    if (batch.length < 500) return removed;
  }
}
