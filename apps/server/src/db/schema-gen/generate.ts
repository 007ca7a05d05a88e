import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { emitSchema } from './emit.ts';
import { formatAll } from './format.ts';
import { introspect } from './introspect.ts';

/** Where the generated schema lives (db/schema), beside this folder. */
export const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');

/** The complete Drizzle schema of the database behind `pool`: formatted file texts by file name. */
export async function generateSchema(pool: pg.Pool): Promise<Map<string, string>> {
  return formatAll(SCHEMA_DIR, emitSchema(await introspect(pool)));
}

/** What the committed schema folder holds now, by file name. */
export function readCommittedSchema(dir = SCHEMA_DIR): Map<string, string> {
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  return new Map(names.map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}

/** Files that differ, are missing or should not be there: empty when the committed schema is current. */
export function schemaDrift(generated: Map<string, string>, committed: Map<string, string>): string[] {
  const drift: string[] = [];
  for (const [file, text] of generated) {
    if (!committed.has(file)) drift.push(`${file} is missing`);
    else if (committed.get(file) !== text) drift.push(`${file} differs`);
  }
  for (const file of committed.keys()) if (!generated.has(file)) drift.push(`${file} is not generated any more`);
  return drift;
}
