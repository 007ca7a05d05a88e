import { sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { jobs } from './schema/index.ts';
import { type RowOf, selectList } from './select-list.ts';

const j = alias(jobs, 'j');
const FIELDS = { id: j.id, error: j.error, hasFile: sql<boolean>`(${j.resultKey} is not null)` };

describe('a select list', () => {
  it('names each column through its alias under the row key, expressions included', () => {
    const { sql: text } = new PgDialect().sqlToQuery(sql`select ${selectList(FIELDS)} from ${jobs} j`);
    expect(text).toBe('select "j"."id" as "id", "j"."error" as "error", ("j"."result_key" is not null) as "hasFile" from "jobs" j');
  });

  it('types the row from the schema: not-null columns as their type, nullable ones with null, sql<T> as T', () => {
    expectTypeOf<RowOf<typeof FIELDS>>().toEqualTypeOf<{ id: number; error: string | null; hasFile: boolean }>();
  });
});
