import { GROUP_CONSOLE_CODES } from '@kg/shared/modules/group/codes';
import { and, eq, exists, not, or, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, memberRoles, members, rolePermissions } from '../../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Changes that could leave the group without anyone able to manage group roles (a role's codes,
 * an employee's roles, a departure) run one at a time per group: each takes this lock first and
 * checks what remains before it commits.
 */
export async function lockGroupRoleManagers(tx: Tx, groupId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`group-role-managers:${groupId}`}, 0))`);
}

/**
 * Someone active who can sign in still manages group roles: the administrator flag or a role
 * holding the roles code. Refused with `code` (naming `field`) otherwise, so nothing is written.
 */
export async function assertGroupRoleManagerRemains(tx: Tx, groupId: number, code: 'group-0107' | 'group-0205', field: string) {
  const holdsTheCode = tx
    .select({ one: sql`1` })
    .from(memberRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.institutionId, memberRoles.institutionId), eq(rolePermissions.roleId, memberRoles.roleId)),
    )
    .where(
      and(
        eq(memberRoles.institutionId, members.institutionId),
        eq(memberRoles.memberId, members.id),
        eq(rolePermissions.code, GROUP_CONSOLE_CODES.roleManage),
      ),
    );
  const found = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(
      and(
        eq(members.institutionId, groupId),
        eq(members.status, 1),
        not(accounts.disabled),
        or(eq(members.isAdmin, true), exists(holdsTheCode)),
      ),
    )
    .limit(1);
  if (found.length === 0) throw new AppError(code, { field });
}
