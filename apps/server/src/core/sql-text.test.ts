import { type SQL, sql } from 'drizzle-orm';
import { alias, bigint, PgDialect, pgSchema, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsPattern } from './list.ts';
import { anyId, inRange } from './scope.ts';
import { queryText } from './sql-text.ts';

const dialect = new PgDialect();
const drizzleText = (q: SQL) => {
  const r = dialect.sqlToQuery(q);
  return { text: r.sql, values: r.params };
};
const people = pgTable('people', { name: text('name'), id: bigint('person_id', { mode: 'number' }) });
const audited = pgSchema('kg').table('audited', { at: timestamp('at') });

/** A list query as the modules build them: nested templates, joined filters and a cut. */
function listQuery(name: string | undefined, range: number[] | null): SQL {
  const parts: SQL[] = [sql`st.school_id = ${7}`, sql`st.status = ${1}`, inRange(sql`st.class_id`, range)];
  if (name) parts.push(sql`st.name ilike ${containsPattern(name)}`);
  const where = sql.join(parts, sql` and `);
  const cut = sql`limit ${20} offset ${0}`;
  return sql`with pg as (select st.id, count(*) over () as total from students st where ${where} order by st.id ${cut})
    select pg.id, ${null} as nothing, ${true} as yes, ${new Date(Date.UTC(2026, 0, 2))} as at from pg${undefined}`;
}

describe('query text', () => {
  it('is what drizzle renders for the templates request queries are made of', () => {
    for (const q of [
      listQuery('王', null),
      listQuery(undefined, [3, 4]),
      listQuery('a_b%', []),
      sql`select ${sql.raw('1')} where id = ${anyId([1, 2])} and x = ${sql.param(5)} and y = ${sql.param(null)}`,
      sql``,
    ]) {
      expect(queryText(q)).toEqual(drizzleText(q));
    }
  });

  it('numbers parameters in order across nested templates', () => {
    const q = sql`a = ${1} and ${sql`b = ${2} and ${sql`c = ${3}`}`} and d = ${4}`;
    expect(queryText(q)).toEqual({ text: 'a = $1 and b = $2 and c = $3 and d = $4', values: [1, 2, 3, 4] });
  });

  it('writes columns and names as drizzle does, plain, in a schema and aliased', () => {
    const p = alias(people, 'p');
    for (const q of [
      sql`select ${people.name} as ${sql.identifier('na"me')}, ${people.id} from people where ${people.name} = ${'x'}`,
      sql`select ${p.name}, ${audited.at} from people p, kg.audited`,
    ]) {
      expect(queryText(q)).toEqual(drizzleText(q));
    }
  });

  it('leaves what it does not join itself (spread arrays, tables, placeholders) to drizzle', () => {
    for (const q of [
      sql`select * from t where id in ${[1, 2, 3]}`,
      sql`select ${people.name} from ${people} where ${sql.identifier('name')} = ${'x'}`,
      sql`select ${sql.placeholder('id')}`,
      sql`select ${{ a: 1 }}::jsonb`,
    ]) {
      expect(queryText(q)).toEqual(drizzleText(q));
    }
  });
});
