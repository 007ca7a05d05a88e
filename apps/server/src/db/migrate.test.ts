import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationChanged } from './applied-check.ts';
import { runMigrations } from './migrate.ts';
import { RESERVED_SQL, readMigrations, sha256 } from './migration-files.ts';
import { EARLIER_EDITS } from './migration-history.ts';
import { cloneTestDatabase } from './test-database.ts';

let t: Awaited<ReturnType<typeof cloneTestDatabase>>;
const q = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.db.$client.query(text, params)).rows as R[];
const files = readMigrations();
const file = (tag: string) => files.find((m) => m.tag === tag) ?? { hash: '', when: 0 };
const hashAt = async (tag: string) =>
  (await q<{ hash: string }>('select hash from drizzle.__drizzle_migrations where created_at = $1', [file(tag).when]))[0]?.hash;
const setHash = (tag: string, hash: string) =>
  q('update drizzle.__drizzle_migrations set hash = $1 where created_at = $2', [hash, file(tag).when]);

/** Runs the migrations, answering the lines they log. */
async function migrate(): Promise<{ warn: string[]; error: string[]; failed?: Error }> {
  const lines = { warn: [] as string[], error: [] as string[] };
  try {
    await runMigrations(t.db, { warn: (m) => lines.warn.push(m), error: (m) => lines.error.push(m) });
    return lines;
  } catch (err) {
    return { ...lines, failed: err as Error };
  }
}

beforeAll(async () => {
  t = await cloneTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('migrations at start', () => {
  it('start quietly on a database whose applied migrations are their files', async () => {
    expect(await migrate()).toEqual({ warn: [], error: [] });
    expect(await q('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: files.length }]);
  });

  it('refuse to start when an applied migration was changed, naming it, and change nothing', async () => {
    await setHash('0025_guardian_texts', sha256('what this database applied back then'));
    const before = await q('select id, hash, created_at from drizzle.__drizzle_migrations order by id');
    const run = await migrate();
    expect(run.failed).toBeInstanceOf(MigrationChanged);
    expect(run.error).toHaveLength(1);
    expect(run.error[0]).toMatch(
      /^migration 0025_guardian_texts\.sql was changed after this database applied it .*new migration; not starting$/,
    );
    expect(run.failed?.message).toBe(run.error[0]);
    expect(await q('select id, hash, created_at from drizzle.__drizzle_migrations order by id')).toEqual(before);
    await setHash('0025_guardian_texts', file('0025_guardian_texts').hash);
  });

  it('refuse to start on an applied migration the journal no longer lists', async () => {
    await q('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, 1)', [sha256('a lost migration')]);
    const run = await migrate();
    expect(run.error).toEqual([
      expect.stringMatching(/^this database applied a migration \(created_at 1, sha256 [0-9a-f]{12}…\) that the journal no longer lists/),
    ]);
    await q('delete from drizzle.__drizzle_migrations where created_at = 1');
  });

  it('bring a database that applied 0023 before its edit up to today: the cascade is added, the hash recorded', async () => {
    const cascade = () =>
      q(`select confdeltype as d from pg_constraint where conname = 'exam_plan_classes_school_id_class_id_fkey'`).then((r) => r[0]);
    expect(await cascade()).toEqual({ d: 'c' });
    // as the database was made before the edit (68f97a4): no cascade, and the first text's hash
    await q(`alter table exam_plan_classes drop constraint exam_plan_classes_school_id_class_id_fkey,
               add constraint exam_plan_classes_school_id_class_id_fkey foreign key (school_id, class_id) references classes(school_id, id)`);
    const edit = EARLIER_EDITS.find((e) => e.tag === '0023_exams');
    await setHash('0023_exams', edit?.hash ?? '');
    expect(await cascade()).toEqual({ d: 'a' });
    const run = await migrate();
    expect(run.failed).toBeUndefined();
    expect(run.warn).toEqual([
      'migration 0023_exams.sql was edited after this database applied it (a deleted class leaves the exam plans that measured it): the edit is applied now',
    ]);
    expect(await cascade()).toEqual({ d: 'c' });
    expect(await hashAt('0023_exams')).toBe(file('0023_exams').hash);
    expect(await migrate()).toEqual({ warn: [], error: [] });
  });

  it("repair every earlier edit on the schema it was made for, leaving today's schema as it is", async () => {
    const schema = () =>
      q(`select conrelid::regclass::text as t, conname::text, confdeltype::text from pg_constraint where contype = 'f'
           union all select table_name::text, column_name::text, data_type::text from information_schema.columns where table_schema = 'public'
           order by 1, 2`);
    const before = await schema();
    for (const e of EARLIER_EDITS) await setHash(e.tag, e.hash);
    const run = await migrate();
    expect(run.failed).toBeUndefined();
    expect(run.warn.map((w) => w.split(' ')[1])).toEqual(EARLIER_EDITS.map((e) => `${e.tag}.sql`));
    expect(await schema()).toEqual(before);
    for (const e of EARLIER_EDITS) expect(await hashAt(e.tag)).toBe(file(e.tag).hash);
  });

  it('run a migration whose number this database applied while it was still reserved', async () => {
    await q('drop table partition_policies');
    await q('drop function kg_partition_policy');
    await setHash('0029_partitions', sha256(RESERVED_SQL));
    const run = await migrate();
    expect(run.failed).toBeUndefined();
    expect(run.warn).toEqual([
      'migration 0029_partitions.sql ran now: this database applied its number while it was reserved or renumbered',
    ]);
    expect(await q(`select to_regclass('partition_policies')::text as t`)).toEqual([{ t: 'partition_policies' }]);
    expect(await hashAt('0029_partitions')).toBe(file('0029_partitions').hash);
    expect(await q('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: files.length }]);
  });

  it('run a migration whose contents were applied under a number since dropped (the 0026–0030 renumbering)', async () => {
    // before the renumbering 0029 was files_audit (reserved) and growth measures was 0030, one slot later
    await q('drop table partition_policies');
    await q('drop function kg_partition_policy');
    await setHash('0028_growth_measures', sha256('-- growth measures: filled in by its part\nselect 1;\n'));
    await setHash('0029_partitions', '724420eb78da5e3f2091cb46cf675874f42d49840d6d743fe3437ed75e310c6d');
    await q('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      file('0028_growth_measures').hash,
      file('0029_partitions').when + 1000,
    ]);
    const run = await migrate();
    // 0028's slot holds a hash no reservation ever had: refused, nothing run
    expect(run.error).toEqual([expect.stringMatching(/^migration 0028_growth_measures\.sql was changed/)]);
    expect(await q(`select to_regclass('partition_policies')::text as t`)).toEqual([{ t: null }]);
    await setHash('0028_growth_measures', '724420eb78da5e3f2091cb46cf675874f42d49840d6d743fe3437ed75e310c6d');
    const again = await migrate();
    expect(again.failed).toBeUndefined();
    expect(again.warn).toEqual([
      'migration 0029_partitions.sql ran now: this database applied its number while it was reserved or renumbered',
    ]);
    expect(await q(`select to_regclass('partition_policies')::text as t`)).toEqual([{ t: 'partition_policies' }]);
    expect(await migrate()).toEqual({ warn: [], error: [] });
  });
});
