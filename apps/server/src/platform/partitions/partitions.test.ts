import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionPolicies as pp } from '../../db/schema/index.ts';
import { cloneTestDatabase } from '../../db/test-database.ts';
import { maintainPartitions } from './partition-maintenance.ts';
import { PARTITION_CRON, partitionSchedule } from './partition-schedule.ts';

let t: Awaited<ReturnType<typeof cloneTestDatabase>>;
const q = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.db.$client.query(text, params)).rows as R[];

/** The partitions of a table with their bounds, by name. */
const partitions = async (table: string) =>
  Object.fromEntries(
    (
      await q<{ name: string; bound: string }>(
        `select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
           from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = $1::regclass order by 1`,
        [table],
      )
    ).map((r) => [r.name, r.bound]),
  );
const whereIs = async (table: string) =>
  Object.fromEntries(
    (await q<{ note: string; part: string }>(`select note, tableoid::regclass::text as part from ${table}`)).map((r) => [r.note, r.part]),
  );

// Times are China's: 2026-12-20 noon there.
const DEC_2026 = new Date('2026-12-20T04:00:00Z');

beforeAll(async () => {
  t = await cloneTestDatabase();
  // the product's own partitioned tables (attendance events …) are other tests' business: this
  // clone keeps only the two tables below under policy, so each run's answer is theirs alone
  await q('delete from partition_policies');
  await q(`create table ev (school_id bigint not null, id bigint generated always as identity, at timestamptz not null, note text)
             partition by range (at)`);
  await q(`select kg_partition_policy('ev', 'at', 2, 3, 'drop')`);
  await q('create table checks (school_id bigint not null, day date not null, note text) partition by range (day)');
  await q(`select kg_partition_policy('checks', 'day', 1, 2, 'archive', 'test_archive')`);
});
afterAll(async () => {
  await t.close();
});

describe('monthly partitions', () => {
  it('makes the current month and the months ahead, named by month, and a default partition', async () => {
    const runs = await maintainPartitions(t.db, DEC_2026);
    expect(runs.map((r) => [r.table, r.created, r.error])).toEqual([
      ['checks', ['checks_default', 'checks_y2026m12', 'checks_y2027m01'], undefined],
      ['ev', ['ev_default', 'ev_y2026m12', 'ev_y2027m01', 'ev_y2027m02'], undefined],
    ]);
    expect(await partitions('ev')).toEqual({
      ev_default: 'DEFAULT',
      // China's midnight, as PostgreSQL shows it in UTC
      ev_y2026m12: "FOR VALUES FROM ('2026-11-30 16:00:00+00') TO ('2026-12-31 16:00:00+00')",
      ev_y2027m01: "FOR VALUES FROM ('2026-12-31 16:00:00+00') TO ('2027-01-31 16:00:00+00')",
      ev_y2027m02: "FOR VALUES FROM ('2027-01-31 16:00:00+00') TO ('2027-02-28 16:00:00+00')",
    });
    expect((await partitions('checks')).checks_y2027m01).toBe("FOR VALUES FROM ('2027-01-01') TO ('2027-02-01')");
  });

  it("routes each row to its month by China's calendar, and anything else to the default", async () => {
    await q(`insert into ev (school_id, at, note) values
      (1, '2026-12-31T15:59:59Z', 'last second of December in China'),
      (1, '2026-12-31T16:00:00Z', 'first second of January in China'),
      (1, '2026-11-30T15:00:00Z', 'November, not made'),
      (1, '2030-05-01T00:00:00Z', 'far ahead')`);
    expect(await whereIs('ev')).toEqual({
      'last second of December in China': 'ev_y2026m12',
      'first second of January in China': 'ev_y2027m01',
      'November, not made': 'ev_default',
      'far ahead': 'ev_default',
    });
    // the audit trail's row trigger, attached to the parent when it was made, holds on every month
    const triggers = await q(
      `select tgrelid::regclass::text as part from pg_trigger where tgname = 'audit_row' and tgrelid::regclass::text like 'ev_%' order by 1`,
    );
    expect(triggers.map((r) => r.part)).toEqual(['ev_default', 'ev_y2026m12', 'ev_y2027m01', 'ev_y2027m02']);
  });

  it('changes nothing when run again, nor when two instances run at once', async () => {
    const [a, b] = await Promise.all([maintainPartitions(t.db, DEC_2026), maintainPartitions(t.db, DEC_2026)]);
    expect([...a, ...b].flatMap((r) => [...r.created, ...r.dropped, ...r.archived, r.error ?? ''])).toEqual(['', '', '', '']);
    // a month made by one of two instances arriving together: the other waits on the lock and finds it
    const march = new Date('2027-01-15T04:00:00Z');
    const both = await Promise.all([maintainPartitions(t.db, march), maintainPartitions(t.db, march)]);
    const made = both.flat().flatMap((r) => r.created);
    expect(made.sort()).toEqual(['checks_y2027m02', 'ev_y2027m03']);
    expect(both.flat().filter((r) => r.error)).toEqual([]);
  });

  it("moves rows that reached the default into their month's partition when it is made", async () => {
    await q(`insert into ev (school_id, at, note) values (1, '2027-04-10T00:00:00Z', 'April, before its month existed')`);
    expect((await whereIs('ev'))['April, before its month existed']).toBe('ev_default');
    await q(`insert into checks (school_id, day, note) values (1, '2027-03-03', 'March, before its month existed')`);
    const [checks, ev] = await maintainPartitions(t.db, new Date('2027-02-10T04:00:00Z'));
    expect(ev).toMatchObject({ created: ['ev_y2027m04'], moved: 1 });
    expect(checks).toMatchObject({ created: ['checks_y2027m03'], moved: 1 });
    expect(await q('select tableoid::regclass::text as part from checks')).toEqual([{ part: 'checks_y2027m03' }]);
    const where = await whereIs('ev');
    expect(where['April, before its month existed']).toBe('ev_y2027m04');
    expect(where['far ahead']).toBe('ev_default');
    expect(await q('select count(*)::int as n from ev')).toEqual([{ n: 5 }]);
  });

  it('drops only the months past the policy, leaving the default and partitions it did not make', async () => {
    await q(`create table ev_manual partition of ev for values from ('2020-01-01') to ('2020-02-01')`);
    // April 2027, three months kept: February, March, April stay; December and January go
    const [, ev] = await maintainPartitions(t.db, new Date('2027-04-02T04:00:00Z'));
    expect(ev.dropped.sort()).toEqual(['ev_y2026m12', 'ev_y2027m01']);
    expect(Object.keys(await partitions('ev')).sort()).toEqual([
      'ev_default',
      'ev_manual',
      'ev_y2027m02',
      'ev_y2027m03',
      'ev_y2027m04',
      'ev_y2027m05',
      'ev_y2027m06',
    ]);
    expect(Object.keys(await whereIs('ev')).sort()).toEqual(['April, before its month existed', 'November, not made', 'far ahead']);
  });

  it("archives an expired month into the policy's schema with its rows, out of the table", async () => {
    // the April run above kept March and April of checks (two months) and archived the rest
    expect(await q(`select table_name as t from information_schema.tables where table_schema = 'test_archive' order by 1`)).toEqual([
      { t: 'checks_y2026m12' },
      { t: 'checks_y2027m01' },
      { t: 'checks_y2027m02' },
    ]);
    await q(`insert into checks (school_id, day, note) values (1, '2027-03-31', 'March check'), (1, '2027-04-01', 'April check')`);
    const [checks] = await maintainPartitions(t.db, new Date('2027-05-02T04:00:00Z'));
    expect(checks).toMatchObject({ created: ['checks_y2027m06'], archived: ['test_archive.checks_y2027m03'], dropped: [] });
    expect(await q('select note from test_archive.checks_y2027m03 order by note')).toEqual([
      { note: 'March check' },
      { note: 'March, before its month existed' },
    ]);
    expect(await q('select note, tableoid::regclass::text as part from checks')).toEqual([
      { note: 'April check', part: 'checks_y2027m04' },
    ]);
    expect(Object.keys(await partitions('checks')).sort()).toEqual([
      'checks_default',
      'checks_y2027m04',
      'checks_y2027m05',
      'checks_y2027m06',
    ]);
  });

  it('leaves each run in partition_policies for the operator', async () => {
    const [row] = await t.db.select({ lastRunAt: pp.lastRunAt, lastResult: pp.lastResult }).from(pp).where(eq(pp.tableName, 'checks'));
    expect(row.lastRunAt?.toISOString()).toBe('2027-05-02T04:00:00.000Z');
    expect(row.lastResult).toMatchObject({ created: ['checks_y2027m06'], archived: ['test_archive.checks_y2027m03'] });
  });

  it('a table gone from under its policy is reported and the others are still kept', async () => {
    await q('create table gone (at date not null) partition by range (at)');
    await q(`select kg_partition_policy('gone', 'at', 0)`);
    await q('drop table gone');
    const runs = await maintainPartitions(t.db, new Date('2027-06-02T04:00:00Z'));
    expect(runs.find((r) => r.table === 'gone')?.error).toBe('gone is gone or no longer range-partitioned on at');
    await q(`delete from partition_policies where table_name = 'gone'`);
    const ev = runs.find((r) => r.table === 'ev');
    expect(ev?.created).toEqual(['ev_y2027m08']);
    expect(ev?.error).toBeUndefined();
  });

  it('refuses to declare a table that is not range-partitioned on the named date or timestamp column', async () => {
    await q('create table plain (at date)');
    await q('create table by_text (k text not null) partition by range (k)');
    const refusal = (text: string) =>
      q(text).then(
        () => 'declared',
        (err: Error) => err.message,
      );
    expect(await refusal(`select kg_partition_policy('plain', 'at')`)).toBe(
      'partition policy: plain is not range-partitioned on one column',
    );
    expect(await refusal(`select kg_partition_policy('ev', 'note')`)).toBe('partition policy: ev is partitioned on at, not on note');
    expect(await refusal(`select kg_partition_policy('by_text', 'k')`)).toBe(
      'partition policy: by_text.k is text, not a date or timestamp',
    );
    expect(await refusal(`select kg_partition_policy('nothing_here', 'at')`)).toBe('partition policy: table nothing_here does not exist');
    expect(await refusal(`select kg_partition_policy('ev', 'at', 3, 0)`)).toMatch(/partition_policies_keep_months_check/);
    expect(await q(`select table_name from partition_policies order by 1`)).toEqual([{ table_name: 'checks' }, { table_name: 'ev' }]);
    // declaring again changes the policy in place: how an operator keeps a table longer
    await q(`select kg_partition_policy('ev', 'at', 4, 12, 'archive')`);
    expect(await q(`select months_ahead, keep_months, expired, archive_schema from partition_policies where table_name = 'ev'`)).toEqual([
      { months_ahead: 4, keep_months: 12, expired: 'archive', archive_schema: 'archive' },
    ]);
  });
});

describe('the maintenance schedule', () => {
  it('runs daily through the job queue and once at start', async () => {
    await q('create table at_start (at timestamptz not null) partition by range (at)');
    await q(`select kg_partition_policy('at_start', 'at', 0)`);
    const schedules: [string, string][] = [];
    const app = Fastify({ logger: false });
    const ctx = {
      db: t.db,
      now: () => new Date('2028-02-29T04:00:00Z'),
      jobs: { schedule: (name: string, cron: string) => schedules.push([name, cron]) },
    };
    app.decorate('ctx', ctx as unknown as never);
    await app.register(partitionSchedule);
    await app.ready();
    await app.close();
    expect(schedules).toEqual([['partition-maintenance', PARTITION_CRON]]);
    expect(PARTITION_CRON).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(Object.keys(await partitions('at_start')).sort()).toEqual(['at_start_default', 'at_start_y2028m02']);
  });
});
