import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FOOD_NUTRIENTS } from '@kg/shared/modules/platform/reference';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { foodComposition, growthLms, referenceLoads } from '../../../db/schema/index.ts';
import { parseCsv } from './csv.ts';
import { readCell } from './lenient-number.ts';

/** What one dataset's load did, for the start-up log. */
export interface LoadReport {
  dataset: string;
  /** 'loaded' (file new or changed), 'current' (same checksum, nothing to do), 'missing' (no file). */
  outcome: 'loaded' | 'current' | 'missing';
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

async function loadDataset(db: Db, dir: string, dataset: keyof typeof DATASETS): Promise<LoadReport> {
  const { file, table, parse } = DATASETS[dataset];
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return { dataset, outcome: 'missing', rows: 0, unreadable: 0, lenient: 0 };
  const text = fs.readFileSync(full, 'utf8');
  const checksum = crypto.createHash('sha256').update(text).digest('hex');
  const [done] = await db.select().from(referenceLoads).where(eq(referenceLoads.dataset, dataset));
  if (done?.checksum === checksum)
    return { dataset, outcome: 'current', rows: done.rows, unreadable: done.unreadable, lenient: done.lenient };
  const parsed = (parse as (r: string[][]) => Parsed<object>)(parseCsv(text));
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
  if (!loaded) return { ...report, outcome: 'current' };
  return { ...report, outcome: 'loaded' };
}

/**
 * Loads the growth standards and the food tables from `dir` (../shared/data by default): a
 * dataset whose file is unchanged since the last start is left as it is, so starting twice
 * leaves the same rows; a missing file is reported, not fatal (the product runs without it).
 */
export async function loadReference(db: Db, dir: string): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  for (const dataset of Object.keys(DATASETS) as (keyof typeof DATASETS)[]) reports.push(await loadDataset(db, dir, dataset));
  return reports;
}
