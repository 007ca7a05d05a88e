import type pg from 'pg';
import { type MigrationFile, statementsOf } from './migration-files.ts';
import { EARLIER_EDITS, RESERVATION_HASHES } from './migration-history.ts';

const TABLE = 'drizzle.__drizzle_migrations';

export interface MigrationLog {
  warn: (message: string) => void;
  error: (message: string) => void;
}

/** An applied migration differs from its file: the server does not start on it. */
export class MigrationChanged extends Error {}

interface Applied {
  id: number;
  hash: string;
  createdAt: number;
}

/**
 * Before drizzle migrates: every migration this database applied must still be the file's text.
 * Drizzle only compares the newest applied date with the journal, so an edited migration would
 * never run again and a database would silently differ from a new one. Known history is brought
 * up to date instead of refused: migrations edited before checksums existed are repaired, and a
 * migration whose slot held a reservation (or a number since renumbered) is run now.
 */
export async function checkApplied(client: pg.PoolClient, files: MigrationFile[], log: MigrationLog): Promise<void> {
  const exists = await client.query<{ t: string | null }>(`select to_regclass('${TABLE}')::text as t`);
  if (!exists.rows[0].t) return;
  const applied = (await client.query<Applied>(`select id, hash, created_at::float8 as "createdAt" from ${TABLE} order by created_at, id`))
    .rows;
  if (applied.length === 0) return;
  const current = new Set(files.map((m) => m.hash));
  const atSlot = new Map(files.map((m) => [m.when, m]));
  const repairs: { row: Applied; file: MigrationFile; statements: string[]; what: string }[] = [];
  for (const row of applied) {
    if (current.has(row.hash) || RESERVATION_HASHES.has(row.hash)) continue;
    const file = atSlot.get(row.createdAt);
    const edit = file && EARLIER_EDITS.find((e) => e.tag === file.tag && e.hash === row.hash);
    if (file && edit) {
      repairs.push({ row, file, statements: edit.repair, what: edit.what });
      continue;
    }
    const message = file
      ? `migration ${file.file} was changed after this database applied it (applied sha256 ${row.hash.slice(0, 12)}…, ` +
        `file ${file.hash.slice(0, 12)}…): restore the file and put the change in a new migration; not starting`
      : `this database applied a migration (created_at ${row.createdAt}, sha256 ${row.hash.slice(0, 12)}…) that the journal ` +
        'no longer lists: restore it; not starting';
    log.error(message);
    throw new MigrationChanged(message);
  }

  const newest = applied[applied.length - 1].createdAt;
  const has = new Set(applied.map((r) => r.hash));
  for (const r of repairs) has.add(r.file.hash);
  // drizzle runs only what is newer than the newest applied: an older file still missing runs here
  const missed = files.filter((m) => m.when <= newest && !has.has(m.hash));
  if (repairs.length === 0 && missed.length === 0) return;

  await client.query('begin');
  try {
    for (const r of repairs) {
      for (const s of r.statements) await client.query(s);
      await client.query(`update ${TABLE} set hash = $1 where id = $2`, [r.file.hash, r.row.id]);
      log.warn(`migration ${r.file.file} was edited after this database applied it (${r.what}): the edit is applied now`);
    }
    for (const m of missed) {
      for (const s of statementsOf(m)) await client.query(s);
      const reservation = applied.find((r) => r.createdAt === m.when && RESERVATION_HASHES.has(r.hash));
      if (reservation) await client.query(`update ${TABLE} set hash = $1 where id = $2`, [m.hash, reservation.id]);
      else await client.query(`insert into ${TABLE} (hash, created_at) values ($1, $2)`, [m.hash, m.when]);
      log.warn(`migration ${m.file} ran now: this database applied its number while it was reserved or renumbered`);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}
