import { InstitutionType } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import type { Db } from '../../../db/pool.ts';
import { groupOf, inGroupScope } from '../../../platform/tenancy/index.ts';

/** The group as a tree of its schools (every school, or the caller's scope), and its supervising authorities. */

type Node = { id: number; name: string; type: number; disabled: boolean };

async function treeOf(db: Db, groupId: number, schools: SQL) {
  const g = await db.execute<Node>(sql`select id, name, type::int as type, disabled from institutions where id = ${groupId}`);
  const r = await db.execute<Node>(sql`select i.id, i.name, i.type::int as type, i.disabled from institutions i
    where i.type = ${InstitutionType.school} and ${schools} order by i.name, i.id`);
  return { ...g.rows[0], children: r.rows };
}

/** Every school of the caller's group: what a scope picker offers. */
export function gardenTree(db: Db, s: SessionInfo) {
  const groupId = groupOf(s);
  return treeOf(db, groupId, sql`i.group_id = ${groupId}`);
}

/** The schools the caller may reach. */
export function scopeTree(db: Db, s: SessionInfo) {
  return treeOf(db, groupOf(s), inGroupScope(s, sql`i.id`));
}

type AuthorityRow = { id: number; name: string; regionKeys: string | null; schools: { id: number; name: string }[] };

/** The authorities supervising any school of the group, each with the group's schools it supervises. */
export async function groupAuthorities(db: Db, s: SessionInfo): Promise<AuthorityRow[]> {
  const groupId = groupOf(s);
  const r = await db.execute<AuthorityRow>(sql`
    select a.id, a.name, a.region_keys as "regionKeys",
      json_agg(json_build_object('id', sc.id, 'name', sc.name) order by sc.name, sc.id) as schools
    from regulator_schools rs
    join institutions sc on sc.id = rs.school_id and sc.group_id = ${groupId} and sc.type = ${InstitutionType.school}
    join institutions a on a.id = rs.regulator_id
    group by a.id order by a.name, a.id`);
  return r.rows;
}
