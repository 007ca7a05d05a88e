import { DrizzleQueryError, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sqlStateOf } from '../core/db-faults.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Drizzle's own execute: a transaction's queries still take it. */
const viaDrizzle = (q: SQL) => t.db.transaction((tx) => tx.execute(q));

describe('db.execute straight to the pool', () => {
  it('answers the rows drizzle answers, value for value, for every kind of column a query returns', async () => {
    const q = sql`select ${7}::bigint as big, ${'2026-03-04'}::date as day, timestamptz '2026-03-04 05:06:07+08' as at,
      timestamp '2026-03-04 05:06:07' as local, interval '1 day 2 hours' as span, array[1.5, 2]::numeric[] as nums,
      array[date '2026-01-02'] as days, array[timestamptz '2026-01-02 03:04:05+00'] as ats, array[timestamp '2026-01-02 03:04:05'] as locals,
      array[interval '3 minutes'] as spans, ${JSON.stringify({ a: [1, '二'] })}::jsonb as doc, array['x', null] as texts,
      ${null}::int as nothing, true as yes, 1.25::numeric as amount, ${sql.param([3, 4])}::bigint[] as ids`;
    const direct = await t.db.execute(q);
    const drizzled = await viaDrizzle(q);
    expect(direct.rows).toEqual(drizzled.rows);
    expect(direct.rows[0]).toMatchObject({ big: 7, day: '2026-03-04', nothing: null, doc: { a: [1, '二'] } });
  });

  it('accepts a plain string as drizzle does', async () => {
    expect((await t.db.execute('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('fails as drizzle fails: a DrizzleQueryError with the query, its values and the driver error as cause', async () => {
    const q = sql`select ${1}::int / ${0}::int`;
    const direct = await t.db.execute(q).catch((e: unknown) => e);
    const drizzled = await viaDrizzle(q).catch((e: unknown) => e);
    expect(direct).toBeInstanceOf(DrizzleQueryError);
    expect((direct as Error).message).toBe((drizzled as Error).message);
    expect(sqlStateOf(direct)).toBe('22012');
    expect(sqlStateOf(drizzled)).toBe('22012');
  });
});
