import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase } from '../test-database.ts';
import { generateSchema, readCommittedSchema, schemaDrift } from './generate.ts';

let t: Awaited<ReturnType<typeof cloneTestDatabase>>;

beforeAll(async () => {
  t = await cloneTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('the committed schema', () => {
  it('is what the migrated database generates', async () => {
    const drift = schemaDrift(await generateSchema(t.db.$client), readCommittedSchema());
    expect(drift, `db/schema does not match the migrations (${drift.join('; ')}): run npm run db:schema`).toEqual([]);
  });

  it('goes stale when a migration renames a column, naming the file to regenerate', async () => {
    await t.db.$client.query('alter table regions rename column name to title');
    try {
      const generated = await generateSchema(t.db.$client);
      expect(schemaDrift(generated, readCommittedSchema())).toEqual(['auth.ts differs']);
      expect(generated.get('auth.ts')).toContain("title: text('title')");
    } finally {
      await t.db.$client.query('alter table regions rename column title to name');
    }
  });
});
