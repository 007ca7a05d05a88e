import { InstitutionType } from '@kg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionInfo } from '../../../core/context.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions, regulatorSchools } from '../../../db/schema/index.ts';
import { groupOf, inGroupScope } from '../../../platform/tenancy/index.ts';

/** The group as a tree of its schools (every school, or the caller's scope), and its supervising authorities. */

const i = alias(institutions, 'i');
const NODE = { id: i.id, name: i.name, type: i.type, disabled: i.disabled };

async function treeOf(db: Db, groupId: number, schools: SQL) {
  const [group] = await db.select(NODE).from(i).where(eq(i.id, groupId));
  const children = await db
    .select(NODE)
    .from(i)
    .where(and(eq(i.type, InstitutionType.school), schools))
    .orderBy(asc(i.name), asc(i.id));
  return { ...group, children };
}

/** Every school of the caller's group: what a scope picker offers. */
export function gardenTree(db: Db, s: SessionInfo) {
  const groupId = groupOf(s);
  return treeOf(db, groupId, eq(i.groupId, groupId));
}

/** The schools the caller may reach. */
export function scopeTree(db: Db, s: SessionInfo) {
  return treeOf(db, groupOf(s), inGroupScope(s, sql`${i.id}`));
}

const authority = alias(institutions, 'a');
const school = alias(institutions, 'sc');

/** The authorities supervising any school of the group, each with the group's schools it supervises. */
export function groupAuthorities(db: Db, s: SessionInfo) {
  const groupId = groupOf(s);
  return db
    .select({
      id: authority.id,
      name: authority.name,
      regionKeys: authority.regionKeys,
      schools: sql<{ id: number; name: string }[]>`json_agg(json_build_object('id', ${school.id}, 'name', ${school.name})
        order by ${school.name}, ${school.id})`,
    })
    .from(regulatorSchools)
    .innerJoin(school, and(eq(school.id, regulatorSchools.schoolId), eq(school.groupId, groupId), eq(school.type, InstitutionType.school)))
    .innerJoin(authority, eq(authority.id, regulatorSchools.regulatorId))
    .groupBy(authority.id)
    .orderBy(asc(authority.name), asc(authority.id));
}
