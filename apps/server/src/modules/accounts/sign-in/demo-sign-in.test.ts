import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { DEMO_ACCOUNTS } from '../../../platform/demo/index.ts';

// The web app opens the home of the institution the sign-in answers (kit/route-model.ts, tested
// there): that each demo account lands in its own school, group or authority is the server's part.
let t: TestApp;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const rows = (await t.db.execute(sql`select id, name from institutions`)).rows as { id: number; name: string }[];
  for (const r of rows) ids.set(r.name, Number(r.id));
});
afterAll(async () => {
  await t?.close();
});

describe('demo sign-ins', () => {
  // the account of several institutions signs in to the chooser (accounts/sessions/session.test.ts)
  const single = DEMO_ACCOUNTS.filter((a) => a.key !== 'multi');

  it.each(single.map((a) => [a.key, a.institution] as const))('signs %s in to %s', async (key, institution) => {
    expect(ids.get(institution)).toBeDefined();
    const s = await loginAs(t.app, key);
    expect(s.schoolId).toBe(ids.get(institution));
  });
});
