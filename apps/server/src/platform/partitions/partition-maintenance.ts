import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/pool.ts';
import { partitionPolicies } from '../../db/schema/index.ts';
import { chinaMonth, monthOfName, monthStart, partitionName } from './months.ts';

/** One row of partition_policies (migration 0029), declared with kg_partition_policy(...). */
export interface PartitionPolicy {
  table: string;
  column: string;
  monthsAhead: number;
  /** Months kept, the current one included; null keeps every month. */
  keepMonths: number | null;
  expired: 'drop' | 'archive';
  archiveSchema: string;
}

/** What one run did to one table; it is also left in partition_policies.last_result. */
export interface PartitionRun {
  table: string;
  created: string[];
  dropped: string[];
  archived: string[];
  /** Rows that had landed in the default partition and now sit in their month's. */
  moved: number;
  error?: string;
}

// Maintenance of one table at a time across every instance (the second argument is the table's hash).
const PARTITION_LOCK = 7_231_002;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

const pp = partitionPolicies;

export async function readPolicies(db: Db): Promise<PartitionPolicy[]> {
  return db
    .select({
      table: pp.tableName,
      column: pp.columnName,
      monthsAhead: pp.monthsAhead,
      keepMonths: pp.keepMonths,
      // kg_partition_policy accepts only these two
      expired: sql<PartitionPolicy['expired']>`${pp.expired}`,
      archiveSchema: pp.archiveSchema,
    })
    .from(pp)
    .orderBy(asc(pp.tableName));
}

/**
 * Makes every declared table's months from the current one (China's calendar, from `now`) to
 * monthsAhead later and its default partition, and applies retention. Safe to run anywhere at
 * any time: each table is worked under an advisory lock and what exists is left alone.
 */
export async function maintainPartitions(db: Db, now: Date): Promise<PartitionRun[]> {
  const runs: PartitionRun[] = [];
  for (const policy of await readPolicies(db)) {
    const client = await db.$client.connect();
    let run: PartitionRun;
    try {
      run = await maintainTable(client, policy, now);
    } catch (err) {
      await client.query('rollback').catch(() => {});
      run = { table: policy.table, created: [], dropped: [], archived: [], moved: 0, error: (err as Error).message };
    } finally {
      client.release();
    }
    await db.update(pp).set({ lastRunAt: now, lastResult: run }).where(eq(pp.tableName, policy.table));
    runs.push(run);
  }
  return runs;
}

async function maintainTable(client: pg.PoolClient, p: PartitionPolicy, now: Date): Promise<PartitionRun> {
  const run: PartitionRun = { table: p.table, created: [], dropped: [], archived: [], moved: 0 };
  await client.query('begin');
  await client.query(`set local statement_timeout = '10min'`);
  await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [PARTITION_LOCK, p.table]);
  // DDL on the parent queues every later reader behind it: give up after a few seconds rather than
  // stall traffic (months are made ahead, so the next run has time); set after the advisory lock,
  // which another instance may hold for longer
  await client.query(`set local lock_timeout = '5s'`);
  const type = await columnType(client, p);
  const parts = await partitionsOf(client, p.table);
  const parent = ident(p.table);
  let defaultName = parts.find((x) => x.isDefault)?.name ?? null;
  if (!defaultName) {
    defaultName = `${p.table}_default`;
    await client.query(`create table ${ident(defaultName)} partition of ${parent} default`);
    run.created.push(defaultName);
  }
  const have = new Set(parts.map((x) => monthOfName(p.table, x.name)));
  const current = chinaMonth(now);
  for (let month = current; month <= current + p.monthsAhead; month++) {
    if (have.has(month)) continue;
    run.moved += await createMonth(client, p, type, month, defaultName);
    run.created.push(partitionName(p.table, month));
  }
  if (p.keepMonths !== null) {
    const firstKept = current - p.keepMonths + 1;
    for (const x of parts) {
      const month = monthOfName(p.table, x.name);
      if (month === null || month >= firstKept) continue;
      if (p.expired === 'drop') {
        await client.query(`drop table ${ident(x.name)}`);
        run.dropped.push(x.name);
      } else {
        await client.query(`create schema if not exists ${ident(p.archiveSchema)}`);
        await client.query(`alter table ${parent} detach partition ${ident(x.name)}`);
        await client.query(`alter table ${ident(x.name)} set schema ${ident(p.archiveSchema)}`);
        run.archived.push(`${p.archiveSchema}.${x.name}`);
      }
    }
  }
  await client.query('commit');
  return run;
}

async function columnType(client: pg.PoolClient, p: PartitionPolicy): Promise<string> {
  const r = await client.query<{ type: string }>(
    `select format_type(a.atttypid, null) as type
       from pg_partitioned_table t join pg_attribute a on a.attrelid = t.partrelid and a.attnum = t.partattrs[0]
      where t.partrelid = to_regclass('public.' || $1) and a.attname = $2`,
    [p.table, p.column],
  );
  if (!r.rows[0]) throw new Error(`${p.table} is gone or no longer range-partitioned on ${p.column}`);
  return r.rows[0].type;
}

async function partitionsOf(client: pg.PoolClient, table: string): Promise<{ name: string; isDefault: boolean }[]> {
  // the system catalogs are no table of the generated schema: their row is written here
  const r = await client.query<{ name: string; is_default: boolean }>(
    `select c.relname as name, pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT' as is_default
       from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = to_regclass('public.' || $1)`,
    [table],
  );
  return r.rows.map((x) => ({ name: x.name, isDefault: x.is_default }));
}

/**
 * Creates one month's partition. Rows of that month already in the default partition (written
 * before the month existed) would make PostgreSQL refuse it: the default is detached, the month
 * created, those rows moved through the parent and the default attached again. Answers rows moved.
 */
async function createMonth(client: pg.PoolClient, p: PartitionPolicy, type: string, month: number, defaultName: string): Promise<number> {
  const parent = ident(p.table);
  const name = ident(partitionName(p.table, month));
  const from = `${lit(monthStart(month, type))}::${type}`;
  const to = `${lit(monthStart(month + 1, type))}::${type}`;
  const inMonth = `${ident(p.column)} >= ${from} and ${ident(p.column)} < ${to}`;
  const def = ident(defaultName);
  const stray = await client.query(`select 1 from ${def} where ${inMonth} limit 1`);
  const bounds = `for values from (${lit(monthStart(month, type))}) to (${lit(monthStart(month + 1, type))})`;
  if (stray.rowCount === 0) {
    await client.query(`create table ${name} partition of ${parent} ${bounds}`);
    return 0;
  }
  await client.query(`alter table ${parent} detach partition ${def}`);
  await client.query(`create table ${name} partition of ${parent} ${bounds}`);
  const moved = await client.query(`insert into ${parent} overriding system value select * from ${def} where ${inMonth}`);
  await client.query(`delete from ${def} where ${inMonth}`);
  await client.query(`alter table ${parent} attach partition ${def} default`);
  return moved.rowCount ?? 0;
}
