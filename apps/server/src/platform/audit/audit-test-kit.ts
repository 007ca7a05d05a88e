import type { SQL } from 'drizzle-orm';
import { call, type TestApp } from '../../../test/harness.ts';

/** Test helpers of the audit trail (not used by the server). */

export const post = (t: TestApp, url: string, token: string, body: object = {}) => call(t.app, url, { token, body });

export async function rows<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}

export async function one<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T> {
  return (await rows<T>(t, q))[0];
}
