import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FOOD_NUTRIENTS } from '@kg/shared/modules/platform/reference';
import { eq, sql } from 'drizzle-orm';
import { SHIPPED_REFERENCE_DIR } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { foodComposition, growthLms, referenceLoads } from '../../db/schema/index.ts';
import { parseCsv } from './csv.ts';
import { readCell } from './lenient-number.ts';

/** What one dataset's load did, for the start-up log. */
export interface LoadReport {
  dataset: string;
  /**
   * 'loaded' (file new or changed), 'current' (same checksum, nothing to do), 'missing' (no file),
   * 'refused' (a shipped file that does not match its checksum: not read).
   */
  outcome: 'loaded' | 'current' | 'missing' | 'refused';
  /** The file read (or looked for), for the log. */
  file: string;
  /** A file from REFERENCE_DATA_DIR that differs from its checksum: read anyway, and the log warns. */
  unverified?: boolean;
  rows: number;
  unreadable: number;
  lenient: number;
}

interface Parsed<T> {
  rows: T[];
  unreadable: number;
  lenient: number;
}
type GrowthRow = typeof growthLms.$inferInsert;
type FoodRow = typeof foodComposition.$inferInsert;

const REFERENCE_LOCK = 7_231_002;

const DATASETS = {
  growth: { file: 'growth/who-lms.csv', table: growthLms, parse: parseGrowth },
  food: { file: 'food/china-food-composition.csv', table: foodComposition, parse: parseFood },
} as const;

/** WHO LMS rows: reference, sex, measure, by, x, L, M, S; a row that does not read whole is unreadable. */
function parseGrowth(records: string[][]): Parsed<GrowthRow> {
  const rows: GrowthRow[] = [];
  let unreadable = 0;
  for (const [reference, sex, measure, by, ...nums] of records.slice(1)) {
    const [x, l, m, s] = nums.map(Number);
    if (!reference || !/^[MF]$/.test(sex) || ![x, l, m, s].every(Number.isFinite)) {
      unreadable++;
      continue;
    }
    rows.push({ reference, sex, measure, by, x, l, m, s });
  }
  return { rows, unreadable, lenient: 0 };
}

/** Food rows by their header names; nutrient cells read leniently (data README), traces kept apart. */
function parseFood(records: string[][]): Parsed<FoodRow> {
  const header = records[0].map((h) => h.trim());
  const col = (name: string) => header.indexOf(name);
  const rows: FoodRow[] = [];
  let unreadable = 0;
  let lenient = 0;
  const read = (raw: string | undefined) => {
    const cell = readCell(raw ?? '');
    if (cell.state === 'unreadable') unreadable++;
    if (cell.state === 'lenient') lenient++;
    return cell;
  };
  for (const r of records.slice(1)) {
    const code = r[col('foodCode')]?.trim();
    if (!code) continue;
    const trace: string[] = [];
    const nutrients: Record<string, number | null> = {};
    for (const [key] of FOOD_NUTRIENTS) {
      const cell = read(r[col(key)]);
      if (cell.state === 'trace') trace.push(key);
      nutrients[key] = cell.value;
    }
    rows.push({
      code,
      name: r[col('foodName')].trim(),
      category: r[col('category')].trim(),
      edible: read(r[col('edible')]).value,
      ...nutrients,
      trace,
    });
  }
  return { rows, unreadable, lenient };
}

/** The checksum a file should have: its own `.sha256` beside it, else the shipped edition's (null: none). */
function expectedChecksum(dir: string, file: string): string | null {
  for (const base of [dir, SHIPPED_REFERENCE_DIR]) {
    const sums = path.join(base, `${file}.sha256`);
    if (fs.existsSync(sums)) return fs.readFileSync(sums, 'utf8').trim().split(/\s+/)[0]?.toLowerCase() || null;
  }
  return null;
}

async function loadDataset(db: Db, dir: string, dataset: keyof typeof DATASETS, strict: boolean): Promise<LoadReport> {
  const { file, table, parse } = DATASETS[dataset];
  const full = path.join(dir, file);
  const none = { dataset, file: full, rows: 0, unreadable: 0, lenient: 0 };
  if (!fs.existsSync(full)) return { ...none, outcome: 'missing' };
  const bytes = fs.readFileSync(full);
  const checksum = crypto.createHash('sha256').update(bytes).digest('hex');
  // the shipped copy must be the edition the product was tested with; an operator's own folder may differ, with a warning
  const unverified = checksum !== expectedChecksum(dir, file);
  if (unverified && strict) return { ...none, outcome: 'refused' };
  const [done] = await db.select().from(referenceLoads).where(eq(referenceLoads.dataset, dataset));
  if (done?.checksum === checksum)
    return { ...none, outcome: 'current', unverified, rows: done.rows, unreadable: done.unreadable, lenient: done.lenient };
  const parsed = (parse as (r: string[][]) => Parsed<object>)(parseCsv(bytes.toString('utf8')));
  const report = { dataset, rows: parsed.rows.length, unreadable: parsed.unreadable, lenient: parsed.lenient };
  // a changed file replaces the whole table at once: readers see the old or the new data, never
  // half; instances starting together take turns, and the later one finds the work done
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    const [now] = await tx.select().from(referenceLoads).where(eq(referenceLoads.dataset, dataset));
    if (now?.checksum === checksum) return false;
    if (dataset === 'food') {
      // dishes name foods by code: a food is updated in place, and one the new edition drops stays
      // (a dish keeps its ingredient) rather than the whole table being replaced
      const set = Object.fromEntries(
        Object.keys(parsed.rows[0] ?? {})
          .filter((k) => k !== 'code')
          .map((k) => [k, sql.raw(`excluded.${(foodComposition as never as Record<string, { name: string }>)[k].name}`)]),
      );
      for (let i = 0; i < parsed.rows.length; i += 1000)
        await tx
          .insert(foodComposition)
          .values(parsed.rows.slice(i, i + 1000) as never[])
          .onConflictDoUpdate({ target: foodComposition.code, set });
    } else {
      await tx.delete(table);
      for (let i = 0; i < parsed.rows.length; i += 1000) await tx.insert(table).values(parsed.rows.slice(i, i + 1000) as never[]);
    }
    await tx
      .insert(referenceLoads)
      .values({ ...report, checksum })
      .onConflictDoUpdate({ target: referenceLoads.dataset, set: { ...report, checksum, loadedAt: sql`now()` } });
    return true;
  });
  return { ...report, file: full, unverified, outcome: loaded ? 'loaded' : 'current' };
}

/**
 * Loads the growth standards and the food tables from `dir` (the shipped apps/server/reference-data
 * by default, or REFERENCE_DATA_DIR): a dataset whose file is unchanged since the last start is
 * left as it is, so starting twice leaves the same rows. Each file is checked against its SHA-256:
 * the shipped folder strictly (a mismatch is refused), another folder with a warning. A missing or
 * refused file is reported, not fatal (the product runs without it, and its pages say so).
 */
export async function loadReference(db: Db, dir: string, strict = path.resolve(dir) === SHIPPED_REFERENCE_DIR): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  for (const dataset of Object.keys(DATASETS) as (keyof typeof DATASETS)[]) reports.push(await loadDataset(db, dir, dataset, strict));
  return reports;
}
