import type { Endpoint } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/pool.ts';
import { apiRoutes } from './access.ts';

/** What the endpoint walks (endpoint-walk.test.ts, endpoint-scope.test.ts) share; test code only. */

/** Every endpoint the app mounted, once each (a read call is mounted for POST and GET). */
export function declaredEndpoints(app: FastifyInstance): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const r of apiRoutes(app)) if (r.endpoint) seen.set(r.endpoint.path, r.endpoint);
  return [...seen.values()];
}

/** A fingerprint of every row of every table of a test's database, but those named in `except`. */
export async function contentPrint(db: Db, except: readonly string[] = []): Promise<string> {
  const tables = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'
    and not tablename = any(${sql.param([...except])}::text[]) order by tablename`);
  const parts = tables.rows.map((r) => sql.raw(`(select count(*) || ':' || coalesce(sum(hashtext(x::text)), 0) from "${r.tablename}" x)`));
  // an array, not concat_ws's arguments: a function takes at most 100, and the tables (with partitions) outgrew it
  const r = await db.execute(sql`select array_to_string(array[${sql.join(parts, sql`, `)}], ',') as p`);
  return String(r.rows[0].p);
}

/** Runs `probe` over the endpoints a few at a time: the calls wait on the database, not on each other. */
export async function walk(endpoints: Endpoint[], probe: (e: Endpoint) => Promise<void>, side = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: side }, async () => {
      while (next < endpoints.length) await probe(endpoints[next++]);
    }),
  );
}
