import { SYSTEM_CODES } from '@kg/shared';
import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

/**
 * Changes that may leave the school without a director or without anyone able to manage roles
 * (departures, role changes, role edits, disabled sign-ins: garden's staff and the system's
 * accounts and roles) run one at a time per school: each takes this lock first and checks what
 * remains before it commits, so two changes cannot each remove "the other" last holder. Answers
 * the built-in director role's id.
 */
export async function lockRoleManagers(tx: Runner, schoolId: number): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`role-managers:${schoolId}`}, 0))`);
  const r = await tx.execute<{ id: number }>(sql`select id from roles where institution_id = ${schoolId} and builtin = 'director'`);
  return r.rows[0]?.id ?? null;
}

/**
 * Whether, as the transaction now stands, some member can still sign in and manage roles (and
 * so give access back): active, account enabled, not blocked from this school, holding the
 * roles code through the administrator flag or a role. Callers hold lockRoleManagers.
 */
export async function roleManagerRemains(tx: Runner, schoolId: number): Promise<boolean> {
  const r = await tx.execute<{ ok: boolean }>(sql`select exists (
    select 1 from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${schoolId} and m.status = ${StaffStatus.active} and not a.disabled
      and not exists (select 1 from member_sign_in_blocks b where b.school_id = m.institution_id and b.member_id = m.id)
      and (m.is_admin or exists (select 1 from member_roles mr
        join role_permissions rp on rp.institution_id = mr.institution_id and rp.role_id = mr.role_id
        where mr.institution_id = m.institution_id and mr.member_id = m.id and rp.code = ${SYSTEM_CODES.roles}))) as ok`);
  return Boolean(r.rows[0].ok);
}
