import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { appSecrets } from '../db/schema/index.ts';

/** Reads a named secret, creating it once; concurrent first starts agree on one value. */
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: crypto.randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row.value, 'base64');
}
