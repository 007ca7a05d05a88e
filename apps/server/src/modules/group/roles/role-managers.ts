import { GROUP_CONSOLE_CODES } from '@kg/shared/modules/group/codes';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';

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
  const r = await tx.execute<{ ok: boolean }>(sql`select exists (
    select 1 from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${groupId} and m.status = 1 and not a.disabled
      and (m.is_admin or exists (select 1 from member_roles mr
        join role_permissions rp on rp.institution_id = mr.institution_id and rp.role_id = mr.role_id
        where mr.institution_id = m.institution_id and mr.member_id = m.id and rp.code = ${GROUP_CONSOLE_CODES.roleManage}))) as ok`);
  if (!r.rows[0].ok) throw new AppError(code, { field });
}
