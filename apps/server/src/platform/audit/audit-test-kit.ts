import type { SQL } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';

/** Test helpers of the audit trail (not used by the server). */

export async function rows<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}

export async function one<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T> {
  return (await rows<T>(t, q))[0];
}
