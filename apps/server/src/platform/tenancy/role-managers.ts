import { SYSTEM_CODES } from '@kg/shared';
import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { accounts, memberRoles, memberSignInBlocks, members, rolePermissions, roles } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';

type Runner = Pick<Db, 'execute'>;

const ROLE_ID = { id: roles.id };
const m = alias(members, 'm');
const a = alias(accounts, 'a');
const b = alias(memberSignInBlocks, 'b');
const mr = alias(memberRoles, 'mr');
const rp = alias(rolePermissions, 'rp');

/**
 * Changes that may leave the school without a director or without anyone able to manage roles
 * (departures, role changes, role edits, disabled sign-ins: garden's staff and the system's
 * accounts and roles) run one at a time per school: each takes this lock first and checks what
 * remains before it commits, so two changes cannot each remove "the other" last holder. Answers
 * the built-in director role's id.
 */
export async function lockRoleManagers(tx: Runner, schoolId: number): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`role-managers:${schoolId}`}, 0))`);
  const [director] = await preparedRows<RowOf<typeof ROLE_ID>>(
    tx,
    sql`select ${selectList(ROLE_ID)} from ${roles} where ${roles.institutionId} = ${schoolId} and ${roles.builtin} = 'director'`,
  );
  return director?.id ?? null;
}

/**
 * Whether, as the transaction now stands, some member can still sign in and manage roles (and
 * so give access back): active, account enabled, not blocked from this school, holding the
 * roles code through the administrator flag or a role. Callers hold lockRoleManagers.
 */
export async function roleManagerRemains(tx: Runner, schoolId: number): Promise<boolean> {
  const remains = {
    ok: sql<boolean>`exists (
    select 1 from ${members} m join ${accounts} a on ${a.id} = ${m.accountId}
    where ${m.institutionId} = ${schoolId} and ${m.status} = ${StaffStatus.active} and not ${a.disabled}
      and not exists (select 1 from ${memberSignInBlocks} b where ${b.schoolId} = ${m.institutionId} and ${b.memberId} = ${m.id})
      and (${m.isAdmin} or exists (select 1 from ${memberRoles} mr
        join ${rolePermissions} rp on ${rp.institutionId} = ${mr.institutionId} and ${rp.roleId} = ${mr.roleId}
        where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id} and ${rp.code} = ${SYSTEM_CODES.roles})))`,
  };
  const [row] = await preparedRows<RowOf<typeof remains>>(tx, sql`select ${selectList(remains)}`);
  return Boolean(row.ok);
}
