import { AUDITED_TABLES } from '@kg/shared/modules/platform/display-values';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the audited tables the web labels', () => {
  it('are the tables the trail records, each with the key columns its record numbers join', async () => {
    // the catalog and the trail's own functions are no table of the generated schema: their row is written here
    const r = await t.db.execute<{ name: string; keys: string[] }>(
      sql`select c.relname as name, kg_audit_keys(c.oid) as keys from pg_class c where kg_audit_wanted(c.oid) order by 1`,
    );
    // a new audited table or key fails here: add it to display-values.ts and its labels on the web
    expect(Object.fromEntries(r.rows.map((x) => [x.name, x.keys]))).toEqual(AUDITED_TABLES);
  });
});
