import { ROOT_REGION_ID } from '@kg/shared';
import type { RegionItem, RegionNode } from '@kg/shared/modules/regions/regions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';

/**
 * Region reference data (GB/T 2260, global, never changed at run time). The region routes
 * of both services and the staff profile checks read it through this file only.
 */
export type { RegionItem, RegionNode };

const ITEM_COLUMNS = sql`r.id, r.parent_id as "parentId", r.region_key as "regionKey", r.name, r.level,
  not exists (select 1 from regions c where c.parent_id = r.id) as "isLeaf"`;

export async function listRegionChildren(db: Db, parentId: number): Promise<RegionItem[]> {
  const r = await db.execute<RegionItem>(sql`select ${ITEM_COLUMNS} from regions r where r.parent_id = ${parentId} order by r.id`);
  return r.rows;
}

/** Children of the region whose key is given; an unknown key has none. */
export async function listRegionChildrenByKey(db: Db, parentKey: string): Promise<RegionItem[]> {
  const r = await db.execute<RegionItem>(sql`select ${ITEM_COLUMNS} from regions r
    where r.parent_id = (select p.id from regions p where p.region_key = ${parentKey}) order by r.id`);
  return r.rows;
}

/** Province → city → district, built from one query. */
export async function loadRegionTree(db: Db): Promise<RegionNode[]> {
  const r = await db.execute<Omit<RegionItem, 'isLeaf'>>(sql`select id, parent_id as "parentId", region_key as "regionKey", name, level
    from regions where level between 1 and 3 order by level, id`);
  const byId = new Map<number, RegionNode>();
  const roots: RegionNode[] = [];
  for (const row of r.rows) {
    const node: RegionNode = { ...row, isLeaf: true, children: [] };
    byId.set(node.id, node);
    const parent = byId.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.isLeaf = false;
    } else if (node.parentId === ROOT_REGION_ID) {
      roots.push(node);
    }
  }
  return roots;
}

/**
 * Problem with a comma-joined region path (province,city,district), or null when every key
 * exists and each one lies under the one before it.
 */
export async function regionPathProblem(db: Db, keys: string[]): Promise<{ zh: string; en: string } | null> {
  if (keys.length === 0) return null;
  if (keys.length > 3 || keys.some((k) => !/^\d{1,12}$/.test(k))) {
    return { zh: '应为逗号分隔的省、市、区地区编码', en: 'expected comma-separated province, city and district region keys' };
  }
  const r = await db.execute<{
    regionKey: string;
    id: number;
    parentId: number;
  }>(sql`select region_key as "regionKey", id, parent_id as "parentId"
    from regions where region_key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  const found = new Map(r.rows.map((x) => [x.regionKey, x]));
  const missing = keys.find((k) => !found.has(k));
  if (missing) return { zh: `地区编码 ${missing} 不存在`, en: `region key ${missing} does not exist` };
  if (found.get(keys[0])!.parentId !== ROOT_REGION_ID) return { zh: '第一个地区应为省级', en: 'the first region must be a province' };
  for (let i = 1; i < keys.length; i++) {
    if (found.get(keys[i])!.parentId !== found.get(keys[i - 1])!.id) {
      return { zh: `地区 ${keys[i]} 不属于 ${keys[i - 1]}`, en: `region ${keys[i]} is not within ${keys[i - 1]}` };
    }
  }
  return null;
}
