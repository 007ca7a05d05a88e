import { SYSTEM_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { statusOf } from './account-list-data.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** Members of the school who hold the role-management code through the administrator flag or a role. */
const HOLDS_ROLES_CODE = sql`(m.is_admin or exists (select 1 from member_roles mr
  join role_permissions rp on rp.institution_id = mr.institution_id and rp.role_id = mr.role_id
  where mr.institution_id = m.institution_id and mr.member_id = m.id and rp.code = ${SYSTEM_CODES.roles}))`;

/**
 * Someone must stay able to manage roles (and so give access back): the last active, enabled
 * holder of the code is never disabled. Concurrent disables in one school run one at a time
 * (a transaction lock), so two requests cannot each remove "the other" last holder.
 */
async function assertRoleManagerRemains(tx: Tx, schoolId: number, memberId: number): Promise<void> {
  const r = await tx.execute<{ holds: boolean; others: number }>(sql`select
    (select ${HOLDS_ROLES_CODE} from members m where m.institution_id = ${schoolId} and m.id = ${memberId}) as holds,
    (select count(*)::int from members m where m.institution_id = ${schoolId} and m.id <> ${memberId} and m.status = 1
      and not exists (select 1 from member_sign_in_blocks b where b.school_id = m.institution_id and b.member_id = m.id)
      and ${HOLDS_ROLES_CODE}) as others`);
  const { holds, others } = r.rows[0];
  if (holds && others === 0) throw new AppError('system-0103');
}

async function lockMember(tx: Tx, schoolId: number, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`member-sign-in:${schoolId}`}, 0))`);
  const r = await tx.execute(sql`select id from members where institution_id = ${schoolId} and id = ${id} for update`);
  if (r.rows.length === 0) throw new AppError('system-0101');
}

/**
 * Disables signing in to this school: the block, then every session of the membership ends in
 * the same transaction. The session load refuses a revoked or blocked member on its next call,
 * and the change notifies every instance's session cache (migrations 0003, 0010); its refresh
 * tokens die with the sessions (a revoked session's token is refused).
 */
export async function disableAccount(ctx: AppContext, s: SessionInfo, id: number) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, schoolId, id);
    if (id === s.memberId) throw new AppError('system-0102');
    await assertRoleManagerRemains(tx, schoolId, id);
    await tx.execute(sql`insert into member_sign_in_blocks (school_id, member_id, disabled_by)
      values (${schoolId}, ${id}, ${s.memberId}) on conflict do nothing`);
    await tx.execute(sql`update sessions set revoked_at = now(), revoke_reason = 'disabled'
      where institution_id = ${schoolId} and member_id = ${id} and via_institution_id is null and revoked_at is null`);
    return { id, status: await statusOf(tx, schoolId, id) };
  });
}

/** Lets the member sign in to this school again (ended sessions stay ended). */
export async function enableAccount(ctx: AppContext, s: SessionInfo, id: number) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, schoolId, id);
    await tx.execute(sql`delete from member_sign_in_blocks where school_id = ${schoolId} and member_id = ${id}`);
    return { id, status: await statusOf(tx, schoolId, id) };
  });
}
