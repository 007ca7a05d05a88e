import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DbOutage, outageOf, setOutage } from '../core/db-faults.ts';
import { directExecute } from './direct-execute.ts';
import * as schema from './schema/index.ts';

// bigint columns (ids, counts) arrive as JS numbers; ids stay below 2^53 by design (DESIGN §4).
pg.types.setTypeParser(20, (v) => Number(v));
// dates stay as 'YYYY-MM-DD' strings: no timezone shifting of birthdays.
pg.types.setTypeParser(1082, (v) => v);

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface PoolTimeouts {
  /** Waiting for a free connection, or for a new connection's handshake. */
  acquireMs: number;
  /** Server-side `statement_timeout` of every connection. */
  statementMs: number;
  /** Client-side backstop for a server that stopped answering (paused, network gone): statement_timeout cannot fire there. */
  queryMs: number;
  /** Server-side `idle_in_transaction_session_timeout`: a transaction left open by a stuck caller releases its locks. */
  idleInTransactionMs: number;
}

/**
 * Request traffic: a stalled database answers 503 within a few seconds instead of hanging.
 * Every request statement (imports included: they run many short statements in one transaction)
 * finishes far below 5 s; a lock wait longer than that fails as "busy, try again".
 */
export const REQUEST_TIMEOUTS: PoolTimeouts = { acquireMs: 3_000, statementMs: 5_000, queryMs: 6_000, idleInTransactionMs: 30_000 };

/** Migrations, the demo seed, benches: long statements on purpose, nobody waiting on an answer. */
export const MAINTENANCE_TIMEOUTS: PoolTimeouts = {
  acquireMs: 10_000,
  statementMs: 600_000,
  queryMs: 610_000,
  idleInTransactionMs: 600_000,
};

const READ_TIMEOUT = 'Query read timeout';

/**
 * After a client-side read timeout the connection still waits for the old answer, and drizzle
 * returns transaction clients to the pool without the error: close the socket so the pool drops
 * the connection instead of queueing the next caller behind a dead query.
 */
function dropOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === READ_TIMEOUT) client.connection.stream.destroy();
      });
    }
    return result;
  };
}

/**
 * Who is writing, as the JSON the audit triggers read from the `kg.audit` setting
 * (migrations/0006_audit.sql). serve() sets it around write calls; writes outside requests use
 * platform/audit withAuditContext. Read calls carry none and cost no extra statement.
 */
export const auditScope = new AsyncLocalStorage<string>();

type Carrier = pg.PoolClient & { auditWanted?: string; auditHeld?: string };
/** What a connection holds after a failed set: unknown, so the next query sets it again. */
const UNKNOWN = '\0';

/**
 * A checkout takes the caller's audit context (pool.query checks out through connect too, and
 * drizzle's transactions call connect): route plugins keep one `db`, so the context cannot travel
 * in it. The connection's first query after a checkout sets or clears the setting only when it
 * differs from what the connection already holds; it runs before a transaction's BEGIN, so a
 * rollback cannot undo it, and a connection never lends the last caller's identity to the next.
 */
function carryAuditContext(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: unknown }).connect = (cb?: (err: Error | undefined, client?: Carrier, done?: unknown) => void) => {
    const wanted = auditScope.getStore() ?? '';
    if (cb) {
      return connect((err, client, done) => {
        if (client) (client as Carrier).auditWanted = wanted;
        cb(err as Error | undefined, client as Carrier, done);
      });
    }
    return connect()!.then((client) => {
      (client as Carrier).auditWanted = wanted;
      return client;
    });
  };
}

function setAuditOnFirstQuery(client: Carrier): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const wanted = client.auditWanted ?? '';
    if (wanted === (client.auditHeld ?? '')) return query(...args);
    client.auditHeld = wanted;
    const set = (query('select set_config($1, $2, false)', ['kg.audit', wanted]) as Promise<unknown>).catch((err: unknown) => {
      client.auditHeld = UNKNOWN;
      throw err;
    });
    // the caller's query waits for the setting (pg refuses overlapping queries on one client)
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      set.then(
        () => query(...args),
        (err: unknown) => (last as (e: unknown) => void)(err),
      );
      return undefined;
    }
    return set.then(() => query(...args));
  };
}

export function createPool(url: string, max = 20, timeouts: PoolTimeouts = REQUEST_TIMEOUTS): { pool: pg.Pool; db: Db; outage: DbOutage } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
    // a peer that vanished without closing (host down, cable) is noticed on idle connections too
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const outage = new DbOutage(async () => {
    if (pool.ending) return;
    await pool.query('select 1');
  });
  setOutage(pool, outage);
  // A connection dropped by the server (restart, crash, Ctrl-C reaching PostgreSQL first) must not
  // crash the process, and must not log a line per connection: it marks the outage (logged once).
  pool.on('error', (err) => outage.lost(err));
  pool.on('connect', (client) => {
    // errors of a checked-out connection reach its query; without a listener the event would throw
    client.on('error', (err) => outage.lost(err));
    dropOnReadTimeout(client);
    setAuditOnFirstQuery(client as Carrier);
    outage.back();
  });
  carryAuditContext(pool);
  const db = drizzle(pool, { schema }) as Db;
  db.execute = directExecute(pool) as unknown as Db['execute'];
  return { pool, db, outage };
}

/** Ends the pool, giving up after `ms` (a paused server never answers the goodbye). */
export async function endPool(pool: pg.Pool, ms: number): Promise<void> {
  // connections closing now are expected: no outage lines, no probes
  outageOf(pool)?.stop();
  pool.removeAllListeners('error');
  pool.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([pool.end().catch(() => {}), deadline]);
  clearTimeout(timer);
}
