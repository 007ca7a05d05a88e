import type { DataScope } from '@kg/shared/modules/system/roles';
import { sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';

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
    const r = await db.execute<{ held: boolean; codes: string[]; wide: boolean }>(sql`select
        exists (select 1 from member_roles where institution_id = ${s.institutionId} and member_id = ${s.memberId}
          and role_id = ${roleId}) as held,
        coalesce((select array_agg(code) from role_permissions where institution_id = ${s.institutionId}
          and role_id = ${roleId}), '{}') as codes,
        exists (select 1 from roles where institution_id = ${s.institutionId} and id = ${roleId} and data_scope = 'school') as wide`);
    const row = r.rows[0];
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
  const r = await db.execute<{ held: boolean }>(sql`select exists (select 1 from member_roles
    where institution_id = ${s.institutionId} and member_id = ${s.memberId} and role_id = ${roleId}) as held`);
  return r.rows[0].held;
}
