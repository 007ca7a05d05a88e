import { SYSTEM_CODES } from '@kg/shared';
import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
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

/**
 * Changes that may leave the school without a director or without anyone able to manage roles
 * (departures, role changes, role edits, disabled sign-ins) run one at a time per school: each
 * takes this lock first and checks what remains before it commits, so two changes cannot each
 * remove "the other" last holder. Answers the built-in director role's id.
 */
export async function lockDirectors(tx: DbTx, schoolId: number): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`role-managers:${schoolId}`}, 0))`);
  const r = await tx.execute<{ id: number }>(sql`select id from roles where institution_id = ${schoolId} and builtin = 'director'`);
  return r.rows[0]?.id ?? null;
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

/**
 * Whether, as the transaction now stands, some member can still sign in and manage roles (and
 * so give access back): active, account enabled, not blocked from this school, holding the
 * roles code through the administrator flag or a role. Callers hold lockDirectors.
 */
export async function roleManagerRemains(tx: DbTx, schoolId: number): Promise<boolean> {
  const r = await tx.execute<{ ok: boolean }>(sql`select exists (
    select 1 from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${schoolId} and m.status = ${StaffStatus.active} and not a.disabled
      and not exists (select 1 from member_sign_in_blocks b where b.school_id = m.institution_id and b.member_id = m.id)
      and (m.is_admin or exists (select 1 from member_roles mr
        join role_permissions rp on rp.institution_id = mr.institution_id and rp.role_id = mr.role_id
        where mr.institution_id = m.institution_id and mr.member_id = m.id and rp.code = ${SYSTEM_CODES.roles}))) as ok`);
  return Boolean(r.rows[0].ok);
}
