import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { roleManagerRemains } from '../../../platform/tenancy/index.ts';
import type { StaffTarget } from './profile-access.ts';
import type { DbTx } from './staff-basic-service.ts';

type Runner = Pick<AppContext['db'], 'execute'> | DbTx;

export type MemberRow = {
  id: number;
  accountId: number;
  realName: string;
  phone: string;
  status: number;
  isAdmin: boolean;
  allRange: boolean;
};

export const targetOf = (s: SessionInfo, memberId: number): StaffTarget => ({
  schoolId: s.institutionId,
  memberId,
  own: !s.readOnly && memberId === s.memberId,
});

/**
 * A member of the session's school (never another school's: that answers like a missing
 * one), optionally locked for the rest of the transaction.
 */
export async function loadMember(db: Runner, schoolId: number, id: number, lock = false): Promise<MemberRow> {
  const r = await db.execute<MemberRow>(sql`
    select m.id, m.account_id as "accountId", m.real_name as "realName", a.phone, m.status, m.is_admin as "isAdmin",
           m.all_range as "allRange"
    from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${schoolId} and m.id = ${id}
    ${lock ? sql`for update of m` : sql``}`);
  return oneRow<MemberRow>(r.rows);
}

export function assertActive(m: MemberRow): void {
  if (m.status !== StaffStatus.active) throw new AppError('kid-arch-0005');
}

export function assertNotSelf(s: SessionInfo, memberId: number): void {
  if (s.memberId === memberId) throw new AppError('kid-arch-0007');
}

/** A director is an active member holding the school's built-in director role. */
export async function assertDirectorRemains(tx: DbTx, schoolId: number, directorRoleId: number | null): Promise<void> {
  if (directorRoleId !== null) {
    const r = await tx.execute<{ n: number }>(sql`select count(*)::int as n from member_roles mr
      join members m on m.institution_id = mr.institution_id and m.id = mr.member_id
      where mr.institution_id = ${schoolId} and mr.role_id = ${directorRoleId} and m.status = ${StaffStatus.active}`);
    if (r.rows[0].n < 1) throw new AppError('kid-arch-0008');
  }
  if (!(await roleManagerRemains(tx, schoolId))) throw new AppError('system-0205');
}
