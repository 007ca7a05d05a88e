// Regenerates db/schema from a freshly migrated database: `npm run db:schema` after every migration.
// Uses DATABASE_URL's server when set (the database must be empty or already migrated), else a
// throwaway embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../pool.ts';
import { generateSchema, readCommittedSchema, SCHEMA_DIR } from './generate.ts';
import { printRowTypeCounts } from './row-type-count.ts';

const tmp = process.env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'kg-schema-gen-'));
try {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (tmp) {
    fs.chmodSync(tmp, 0o755);
    const server = await startEmbeddedPostgres(path.join(tmp, 'pg'));
    url = server.url('postgres');
    stop = () => server.stop();
  }
  const { pool, db } = createPool(url as string, 2, MAINTENANCE_TIMEOUTS);
  try {
    await runMigrations(db);
    const files = await generateSchema(pool);
    const stale = [...readCommittedSchema().keys()].filter((f) => !files.has(f));
    for (const f of stale) fs.rmSync(path.join(SCHEMA_DIR, f));
    for (const [f, text] of files) fs.writeFileSync(path.join(SCHEMA_DIR, f), text);
    console.log(`db/schema: ${files.size} files written${stale.length ? `, ${stale.join(', ')} removed` : ''}`);
  } finally {
    await pool.end();
    await stop();
  }
  printRowTypeCounts();
} finally {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
