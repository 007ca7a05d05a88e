import { ALL_SCHOOL_CODES } from '@kg/shared';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { memberRoles, rolePermissions, roles } from '../../../db/schema/index.ts';
import { lockRoleManagers } from '../../../platform/tenancy/index.ts';
import { assertNotOwnRoles, checkRoles } from './staff-input.ts';
import { assertActive, assertDirectorRemains, loadMember } from './staff-members.ts';
import { writeRoles } from './staff-write-service.ts';

/** Every role of the school, which ones the member holds, and the codes that gives them. */
export async function authorizationView(ctx: AppContext, s: SessionInfo, id: number) {
  const m = await loadMember(ctx.db, s.institutionId, id);
  // one table: its sql fields' columns are written unqualified, so the correlated subqueries are builders of their own
  const codesOf = new QueryBuilder()
    .select({ codes: sql`coalesce(array_agg(${rolePermissions.code} order by ${rolePermissions.code}), '{}')` })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.institutionId, roles.institutionId), eq(rolePermissions.roleId, roles.id)));
  const holds = new QueryBuilder()
    .select({ one: sql`1` })
    .from(memberRoles)
    .where(and(eq(memberRoles.institutionId, roles.institutionId), eq(memberRoles.roleId, roles.id), eq(memberRoles.memberId, id)));
  const all = await ctx.db
    .select({
      id: roles.id,
      name: roles.name,
      builtin: roles.builtin,
      codes: sql<string[]>`(${codesOf})`,
      checked: sql<boolean>`${exists(holds)}`,
    })
    .from(roles)
    .where(eq(roles.institutionId, s.institutionId))
    .orderBy(asc(roles.id));
  const held = all.filter((x) => x.checked);
  // the school's administrator account holds every code whatever its roles (core/session.ts)
  const codes = new Set([...(m.isAdmin ? ALL_SCHOOL_CODES : []), ...held.flatMap((x) => x.codes)]);
  return {
    id: m.id,
    realName: m.realName,
    status: m.status,
    isAdmin: m.isAdmin,
    roleIds: held.map((x) => x.id),
    roles: all,
    permissions: [...codes].sort(),
  };
}

/**
 * Sets all the roles of an active member: roles of the school only, no newly granted role
 * carrying a code the caller lacks, and the school keeps a director.
 */
export async function setMemberRoles(ctx: AppContext, s: SessionInfo, id: number, roleIds: number[]): Promise<void> {
  const schoolId = s.institutionId;
  assertNotOwnRoles(s, id);
  const before = await authorizationView(ctx, s, id);
  const want = await checkRoles(ctx, s, roleIds, before.roleIds);
  await ctx.db.transaction(async (tx) => {
    const directorRole = await lockRoleManagers(tx, schoolId);
    assertActive(await loadMember(tx, schoolId, id, true));
    await writeRoles(tx, schoolId, id, want);
    await assertDirectorRemains(tx, schoolId, directorRole);
  });
}
