import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const CHECKSUMS = 'meta/checksums.json';
const RECORD = '`node --import tsx apps/server/src/db/record-checksums.ts`';

/** One migration as drizzle applies it: `when` is what its table records as created_at. */
export interface MigrationFile {
  tag: string;
  file: string;
  when: number;
  sql: string;
  /** sha256 of the file's text: the same value drizzle stores as the applied migration's hash. */
  hash: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** `select 1;` is what a reserved migration holds until its part fills it. */
export const RESERVED_SQL = 'select 1;\n';

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const text = fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
    return { tag, file: `${tag}.sql`, when, sql: text, hash: sha256(text) };
  });
}

/** Drizzle's own split of a file into statements. */
export const statementsOf = (m: MigrationFile): string[] => m.sql.split('--> statement-breakpoint');

export type Checksums = Record<string, string>;

export function readChecksums(dir = MIGRATIONS_DIR): Checksums {
  return JSON.parse(fs.readFileSync(path.join(dir, CHECKSUMS), 'utf8')) as Checksums;
}

export function writeChecksums(sums: Checksums, dir = MIGRATIONS_DIR): void {
  fs.writeFileSync(path.join(dir, CHECKSUMS), `${JSON.stringify(sums, null, 2)}\n`);
}

/**
 * What is wrong between the committed migrations and their recorded checksums, one sentence each.
 * A recorded migration is immutable: the only change allowed is filling a reservation.
 */
export function checksumProblems(files: MigrationFile[], recorded: Checksums): string[] {
  const problems: string[] = [];
  const reserved = sha256(RESERVED_SQL);
  for (const m of files) {
    const want = recorded[m.tag];
    if (want === m.hash) continue;
    if (want === undefined) problems.push(`${m.file} has no recorded checksum: record it with ${RECORD}`);
    else if (want === reserved) problems.push(`${m.file} was reserved and is filled now: record its checksum with ${RECORD}`);
    else
      problems.push(
        `${m.file} changed after it was recorded (sha256 ${want.slice(0, 12)}…, now ${m.hash.slice(0, 12)}…): ` +
          'databases that applied it will not run it again; restore the file and put the change in a new migration instead',
      );
  }
  const tags = new Set(files.map((m) => m.tag));
  for (const tag of Object.keys(recorded)) {
    if (!tags.has(tag)) problems.push(`${tag}.sql is recorded but gone from the journal: applied migrations are never removed`);
  }
  return problems;
}

/** New entries and filled reservations get their checksum; a recorded one is never overwritten. */
export function recordNew(files: MigrationFile[], recorded: Checksums): Checksums {
  const reserved = sha256(RESERVED_SQL);
  const next: Checksums = { ...recorded };
  for (const m of files) if (next[m.tag] === undefined || next[m.tag] === reserved) next[m.tag] = m.hash;
  return next;
}
