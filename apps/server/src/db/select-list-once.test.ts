import { sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { queryText } from '../core/sql-text.ts';
import { classes, students } from './schema/index.ts';
import { joined, type RowOf, renderedOnce, selectList } from './select-list.ts';

const st = alias(students, 'st');
const c = alias(classes, 'c');

describe('a fragment rendered once', () => {
  it('is the text drizzle writes for it, tables and aliased columns included', () => {
    const from = sql`from ${students} st left join ${classes} c on ${c.id} = ${st.classId}`;
    const fields = { id: st.id, clazzName: joined(c.name) };
    for (const q of [from, selectList(fields)]) {
      expect(queryText(renderedOnce(q)).text).toBe(new PgDialect().sqlToQuery(q).sql);
    }
  });

  it('keeps the values of the query around it as parameters', () => {
    const q = sql`select ${renderedOnce(st.name)} from students st where ${renderedOnce(st.schoolId)} = ${7}`;
    expect(queryText(q)).toEqual({ text: 'select "st"."name" from students st where "st"."school_id" = $1', values: [7] });
  });

  it('refuses a fragment with values: they would be frozen into the text', () => {
    expect(() => renderedOnce(sql`${st.schoolId} = ${7}`)).toThrow(/has values/);
  });
});

describe('an outer-joined column', () => {
  it('is typed with null even where the schema says not null', () => {
    const fields = { name: c.name, joinedName: joined(c.name), graduatedAt: joined(c.graduatedAt) };
    expectTypeOf<RowOf<typeof fields>>().toEqualTypeOf<{ name: string; joinedName: string | null; graduatedAt: string | null }>();
  });
});
