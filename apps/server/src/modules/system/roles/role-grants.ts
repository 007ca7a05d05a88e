import type { DataScope } from '@kg/shared/modules/system/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { memberRoles, rolePermissions, roles } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

/**
 * Nobody grants what they do not hold (DESIGN §6): a role editor adds to a role only codes of
 * their own, and never edits a role they hold (that would widen their own access). The school's
 * administrator (the director) is the exception. Codes a role already has may stay.
 */
export async function assertMayGrant(
  db: Db,
  s: SessionInfo,
  codes: readonly string[],
  dataScope: DataScope,
  roleId?: number,
): Promise<void> {
  if (s.isAdmin) return;
  // the whole school's data is granted too: only by one who sees it (a role already so may stay)
  let wideAlready = false;
  if (roleId !== undefined) {
    const fields = {
      held: sql<boolean>`exists (select 1 from ${memberRoles} where ${memberRoles.institutionId} = ${s.institutionId}
        and ${memberRoles.memberId} = ${s.memberId} and ${memberRoles.roleId} = ${roleId})`,
      codes: sql<string[]>`coalesce((select array_agg(${rolePermissions.code}) from ${rolePermissions}
        where ${rolePermissions.institutionId} = ${s.institutionId} and ${rolePermissions.roleId} = ${roleId}), '{}')`,
      wide: sql<boolean>`exists (select 1 from ${roles} where ${roles.institutionId} = ${s.institutionId}
        and ${roles.id} = ${roleId} and ${roles.dataScope} = 'school')`,
    };
    const [row] = await preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)}`);
    if (row.held) throw new AppError('system-0208', { field: 'id' });
    const had = new Set(row.codes);
    codes = codes.filter((c) => !had.has(c));
    wideAlready = row.wide;
  }
  const lacking = codes.filter((c) => !s.permissions.has(c));
  if (lacking.length > 0) throw new AppError('system-0207', { field: 'codes', data: { field: 'codes', lacking } });
  if (dataScope === 'school' && !s.allRange && !wideAlready) throw new AppError('system-0207', { field: 'dataScope' });
}

/** The caller holds the role and is not the administrator: the role is read-only for them (the editor shows it so). */
export async function heldBySelf(db: Db, s: SessionInfo, roleId: number): Promise<boolean> {
  if (s.isAdmin) return false;
  const held = await db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(and(eq(memberRoles.institutionId, s.institutionId), eq(memberRoles.memberId, s.memberId), eq(memberRoles.roleId, roleId)));
  return held.length > 0;
}
