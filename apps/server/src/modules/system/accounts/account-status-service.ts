import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';
import { lockRoleManagers, roleManagerRemains } from '../../../platform/tenancy/index.ts';
import { statusOf } from './account-list-data.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function lockMember(tx: Tx, schoolId: number, id: number): Promise<void> {
  await lockRoleManagers(tx, schoolId);
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
    await tx.execute(sql`insert into member_sign_in_blocks (school_id, member_id, disabled_by)
      values (${schoolId}, ${id}, ${s.memberId}) on conflict do nothing`);
    // someone must stay able to manage roles (and so give access back)
    if (!(await roleManagerRemains(tx, schoolId))) throw new AppError('system-0103');
    await endSessionsWithoutReason(tx, { kind: 'membership', institutionId: schoolId, memberId: id });
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
