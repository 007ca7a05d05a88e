import crypto from 'node:crypto';
import { inject } from 'vitest';
import { createPool, type Db, MAINTENANCE_TIMEOUTS } from './pool.ts';

/**
 * A database cloned from the test run's migrated template (test/global-setup.ts), without an app:
 * for tests of what happens below the app (migrations, partitions), which must not wait on routes.
 */
export async function cloneTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_db_${crypto.randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
  await admin.pool.query(`create database ${name} template kg_template`);
  await admin.pool.end();
  const { pool, db, outage } = createPool(adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), 4, MAINTENANCE_TIMEOUTS);
  return {
    db,
    close: async () => {
      outage.stop();
      await pool.end();
      const drop = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
      await drop.pool.query(`drop database if exists ${name} with (force)`);
      await drop.pool.end();
    },
  };
}
