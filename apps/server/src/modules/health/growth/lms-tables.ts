import type { Db } from '../../../db/pool.ts';
import { growthLms } from '../../../db/schema/index.ts';
import { interpolate, type Lms } from '../../../platform/reference/index.ts';

/** One WHO table (reference, sex, measure, by) with its rows sorted by x. */
export interface LmsTable {
  xs: Float64Array;
  rows: Lms[];
}

/** Every growth_lms table keyed `reference|sex|measure|by`. */
export type LmsTables = ReadonlyMap<string, LmsTable>;

export const tableKey = (reference: string, sex: string, measure: string, by: string) => `${reference}|${sex}|${measure}|${by}`;

/** Builds the in-memory tables from rows as growth_lms holds them (any order). */
export function buildTables(
  rows: { reference: string; sex: string; measure: string; by: string; x: number; l: number; m: number; s: number }[],
): LmsTables {
  const grouped = new Map<string, Lms[]>();
  for (const r of rows) {
    const key = tableKey(r.reference, r.sex.trim(), r.measure, r.by);
    const list = grouped.get(key) ?? [];
    if (list.length === 0) grouped.set(key, list);
    list.push({ x: Number(r.x), L: Number(r.l), M: Number(r.m), S: Number(r.s) });
  }
  const tables = new Map<string, LmsTable>();
  for (const [key, list] of grouped) {
    list.sort((a, b) => a.x - b.x);
    tables.set(key, { xs: Float64Array.from(list, (r) => r.x), rows: list });
  }
  return tables;
}

/**
 * L, M, S at x, interpolated between the tabulated rows around it; null when x lies outside the
 * table (never extrapolated: a value out of range gives no z-score rather than a guess).
 */
export function lmsAt(table: LmsTable | undefined, x: number): Lms | null {
  if (!table || table.rows.length === 0 || !Number.isFinite(x)) return null;
  const { xs, rows } = table;
  if (x < xs[0] || x > xs[xs.length - 1]) return null;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid;
    else hi = mid;
  }
  if (xs[lo] === x) return rows[lo];
  if (xs[hi] === x) return rows[hi];
  return interpolate(rows[lo], rows[hi], x);
}

/** The loaded tables; the reference data changes only at start-up, so one read per process serves all. */
let cached: Promise<LmsTables> | null = null;

export function growthTables(db: Db): Promise<LmsTables> {
  if (!cached) {
    const t = growthLms;
    cached = db
      .select({ reference: t.reference, sex: t.sex, measure: t.measure, by: t.by, x: t.x, l: t.l, m: t.m, s: t.s })
      .from(t)
      .then((rows) => {
        // an empty read means the reference loader has not run yet: keep nothing, read again next time
        if (rows.length === 0) cached = null;
        return buildTables(rows);
      });
    // a failed read (database down at that moment) must not poison the process: try again next call
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}
