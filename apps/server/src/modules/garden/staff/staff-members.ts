import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { accounts, memberRoles, members } from '../../../db/schema/index.ts';
import type { RowOf } from '../../../db/select-list.ts';
import { roleManagerRemains } from '../../../platform/tenancy/index.ts';
import type { StaffTarget } from './profile-access.ts';
import type { DbTx } from './staff-basic-service.ts';

type Runner = Pick<AppContext['db'], 'select'> | DbTx;

const MEMBER = {
  id: members.id,
  accountId: members.accountId,
  realName: members.realName,
  phone: accounts.phone,
  status: members.status,
  isAdmin: members.isAdmin,
  allRange: members.allRange,
};
export type MemberRow = RowOf<typeof MEMBER>;

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
  const q = db
    .select(MEMBER)
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.institutionId, schoolId), eq(members.id, id)));
  return oneRow<MemberRow>(await (lock ? q.for('update', { of: members }) : q));
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
    const [r] = await tx
      .select({ n: count() })
      .from(memberRoles)
      .innerJoin(members, and(eq(members.institutionId, memberRoles.institutionId), eq(members.id, memberRoles.memberId)))
      .where(and(eq(memberRoles.institutionId, schoolId), eq(memberRoles.roleId, directorRoleId), eq(members.status, StaffStatus.active)));
    if (r.n < 1) throw new AppError('kid-arch-0008');
  }
  if (!(await roleManagerRemains(tx, schoolId))) throw new AppError('system-0205');
}
