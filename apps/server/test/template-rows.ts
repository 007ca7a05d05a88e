import crypto from 'node:crypto';
import { inject } from 'vitest';
import { createPool, MAINTENANCE_TIMEOUTS } from '../src/db/pool.ts';

/**
 * Fills a migrated database on another PostgreSQL (a test's own server) with the rows of the
 * suite's demo-seeded template, read across through postgres_fdw: seeding the demo again was
 * most of that test's setup (26 of 66 s on a loaded machine), the copy takes a few seconds.
 *
 * It reads a clone of the template, not the template itself: `create database … template`
 * refuses while anyone is connected to the template, and other files clone it meanwhile.
 */
export async function copyTemplateRows(targetUrl: string): Promise<void> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
  await admin.pool.query(`create database ${name} template kg_template`);
  const source = new URL(adminUrl);
  const target = createPool(targetUrl, 1, MAINTENANCE_TIMEOUTS);
  const client = await target.pool.connect();
  const q = (text: string) => client.query(text);
  const lit = (s: string) => `'${decodeURIComponent(s).replaceAll("'", "''")}'`;
  try {
    // the months the template's seed partitioned (the ledger's demo days): the same partitions here first
    const clone = new URL(adminUrl);
    clone.pathname = `/${name}`;
    const parts = createPool(clone.toString(), 1, MAINTENANCE_TIMEOUTS);
    const partitions = (
      await parts.pool
        .query(`select c.relname as name, p.relname as parent, pg_get_expr(c.relpartbound, c.oid) as bound
          from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relispartition and c.relkind in ('r', 'p') order by c.relname`)
        .finally(() => parts.pool.end())
    ).rows as { name: string; parent: string; bound: string }[];
    for (const t of partitions)
      await q(`create table if not exists public.${quoteIdent(t.name)} partition of public.${quoteIdent(t.parent)} ${t.bound}`);
    await q('create extension if not exists postgres_fdw');
    await q(
      `create server kg_template_rows foreign data wrapper postgres_fdw options (host ${lit(source.hostname)}, port ${lit(source.port || '5432')}, dbname ${lit(name)}, fetch_size '10000')`,
    );
    await q(
      `create user mapping for current_user server kg_template_rows options (user ${lit(source.username)}, password ${lit(source.password)})`,
    );
    await q('create schema kg_template_rows');
    await q('import foreign schema public from server kg_template_rows into kg_template_rows');
    // the tables rows are written to: plain tables and partitioned parents (a parent routes its rows)
    const tables = (
      await q(`select c.relname as name, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as cols
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition group by c.relname`)
    ).rows as { name: string; cols: string }[];
    const list = tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ');
    // one transaction; no triggers or foreign-key checks while the rows arrive in any order
    await q('begin');
    await q('set local session_replication_role = replica');
    // what the migrations inserted is in the template too
    await q(`truncate ${list}`);
    for (const t of tables)
      await q(
        `insert into public.${quoteIdent(t.name)} (${t.cols}) overriding system value select ${t.cols} from kg_template_rows.${quoteIdent(t.name)}`,
      );
    // every serial or identity column's sequence continues after the copied ids
    await q(`do $$ declare r record; begin
      for r in select s.seq, quote_ident(a.attname) as col, c.oid::regclass as tbl
        from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        cross join lateral (select pg_get_serial_sequence(c.oid::regclass::text, a.attname) as seq) s
        where c.relkind in ('r', 'p') and not c.relispartition and s.seq is not null
      loop
        execute format('select setval(%L, coalesce((select max(%s) from %s), 0) + 1, false)', r.seq, r.col, r.tbl);
      end loop; end $$`);
    await q('commit');
  } catch (e) {
    await q('rollback').catch(() => {});
    throw e;
  } finally {
    await q('drop schema if exists kg_template_rows cascade').catch(() => {});
    await q('drop server if exists kg_template_rows cascade').catch(() => {});
    client.release();
    await target.pool.end();
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.pool.end();
  }
}

const quoteIdent = (s: string) => `"${s.replaceAll('"', '""')}"`;
