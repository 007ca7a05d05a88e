import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig, SHIPPED_REFERENCE_DIR } from '../../config.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../../db/pool.ts';
import { foodComposition, growthLms } from '../../db/schema/index.ts';
import { loadReference } from './reference-loader.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const WHO_ROWS = fs.readFileSync(path.join(SHIPPED_REFERENCE_DIR, 'growth/who-lms.csv'), 'utf8').trim().split('\n').length - 1;

let t: TestApp;
let tmp: string;
beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-ref-'));
});
afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  await t.close();
});

const counts = async (db: TestApp['db']) => ({ growth: await db.$count(growthLms), food: await db.$count(foodComposition) });

describe('reference data shipped with the server', () => {
  it('is found inside the repository by default, never beside it', () => {
    const dir = loadConfig({}).referenceDir;
    expect(dir).toBe(SHIPPED_REFERENCE_DIR);
    expect(dir.startsWith(`${repoRoot}${path.sep}`)).toBe(true);
    expect(dir).not.toContain(`shared${path.sep}data`);
    expect(WHO_ROWS).toBe(17620);
    // an empty override is no override
    expect(loadConfig({ REFERENCE_DATA_DIR: '' }).referenceDir).toBe(SHIPPED_REFERENCE_DIR);
  });

  it('loads both datasets into a freshly migrated database from the default directory', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `t_fresh_${crypto.randomBytes(4).toString('hex')}`;
    const admin = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
    await admin.pool.query(`create database ${name}`);
    const fresh = createPool(adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), 2, MAINTENANCE_TIMEOUTS);
    try {
      await runMigrations(fresh.db);
      expect(await counts(fresh.db)).toEqual({ growth: 0, food: 0 });
      const reports = await loadReference(fresh.db, loadConfig({}).referenceDir);
      expect(reports.map((r) => [r.dataset, r.outcome, r.rows, r.unverified])).toEqual([
        ['growth', 'loaded', WHO_ROWS, false],
        ['food', 'loaded', 1836, false],
      ]);
      expect(await counts(fresh.db)).toEqual({ growth: WHO_ROWS, food: 1836 });
    } finally {
      fresh.outage.stop();
      await fresh.pool.end();
      await admin.pool.query(`drop database if exists ${name} with (force)`);
      await admin.pool.end();
    }
  });

  it('refuses a shipped file that does not match its checksum, leaving the tables as they were', async () => {
    const dir = path.join(tmp, 'tampered');
    fs.cpSync(SHIPPED_REFERENCE_DIR, dir, { recursive: true });
    const file = path.join(dir, 'growth/who-lms.csv');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split('\n').slice(0, 50).join('\n'));
    await t.db.execute(sql`delete from reference_loads`);
    const reports = await loadReference(t.db, dir, true);
    expect(reports.find((r) => r.dataset === 'growth')).toMatchObject({ outcome: 'refused', file });
    expect(reports.find((r) => r.dataset === 'food')?.outcome).toBe('loaded');
    expect((await counts(t.db)).growth).toBe(WHO_ROWS);
  });

  it('reads an operator folder whose file differs from the checksum, flagged for the warning', async () => {
    const dir = path.join(tmp, 'override');
    fs.mkdirSync(path.join(dir, 'food'), { recursive: true });
    const shipped = fs.readFileSync(path.join(SHIPPED_REFERENCE_DIR, 'food/china-food-composition.csv'), 'utf8').split('\n');
    const file = path.join(dir, 'food/china-food-composition.csv');
    // a newer edition: the first food's energy changed
    fs.writeFileSync(file, [shipped[0], shipped[1].replace(',277,', ',280,'), ...shipped.slice(2)].join('\n'));
    const reports = await loadReference(t.db, dir);
    expect(reports.find((r) => r.dataset === 'food')).toMatchObject({ outcome: 'loaded', unverified: true, file, rows: 1836 });
    expect(reports.find((r) => r.dataset === 'growth')?.outcome).toBe('missing');
    const [noodles] = await t.db.select({ e: foodComposition.energyKCal }).from(foodComposition).where(eq(foodComposition.code, '011316'));
    expect(noodles.e).toBe(280);
  });
});
