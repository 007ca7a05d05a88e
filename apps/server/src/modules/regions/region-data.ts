import { ROOT_REGION_ID } from '@kg/shared';
import type { RegionItem, RegionNode } from '@kg/shared/modules/regions/regions';
import { asc, between, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/pool.ts';
import { regions } from '../../db/schema/index.ts';

/**
 * Region reference data (GB/T 2260, global, never changed at run time). The region routes
 * of both services and the staff profile checks read it through this file only.
 */
export type { RegionItem, RegionNode };

const child = alias(regions, 'c');
const parent = alias(regions, 'p');
const NODE = { id: regions.id, parentId: regions.parentId, regionKey: regions.regionKey, name: regions.name, level: regions.level };
// a one-table select writes its sql fields' columns unqualified: the correlated subquery is a
// builder of its own, which qualifies them
const hasNoChild = notExists(new QueryBuilder().select({ one: sql`1` }).from(child).where(eq(child.parentId, regions.id)));
const ITEM = { ...NODE, isLeaf: sql<boolean>`${hasNoChild}` };

export async function listRegionChildren(db: Db, parentId: number): Promise<RegionItem[]> {
  return db.select(ITEM).from(regions).where(eq(regions.parentId, parentId)).orderBy(asc(regions.id));
}

/** Children of the region whose key is given; an unknown key has none. */
export async function listRegionChildrenByKey(db: Db, parentKey: string): Promise<RegionItem[]> {
  const parentId = db.select({ id: parent.id }).from(parent).where(eq(parent.regionKey, parentKey));
  return db.select(ITEM).from(regions).where(eq(regions.parentId, parentId)).orderBy(asc(regions.id));
}

/** Province → city → district, built from one query. */
export async function loadRegionTree(db: Db): Promise<RegionNode[]> {
  const rows = await db
    .select(NODE)
    .from(regions)
    .where(between(regions.level, 1, 3))
    .orderBy(asc(regions.level), asc(regions.id));
  const byId = new Map<number, RegionNode>();
  const roots: RegionNode[] = [];
  for (const row of rows) {
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
  const rows = await db
    .select({ regionKey: regions.regionKey, id: regions.id, parentId: regions.parentId })
    .from(regions)
    .where(inArray(regions.regionKey, keys));
  const found = new Map(rows.map((x) => [x.regionKey, x]));
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
