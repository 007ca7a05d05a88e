import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { preparedRows } from '../../core/prepared.ts';
import { idArray } from '../../core/scope.ts';
import { accounts, guardians, members } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';

/**
 * An account belongs to its person, not to the institution that last linked it (DESIGN §6).
 * Its password, name, phone and avatar are changed by the person, or by the one institution
 * that holds the account's only membership; another institution acts on its membership only.
 */

type Runner = Pick<AppContext['db'], 'execute'>;

/**
 * Whether anything beyond `institutionId` relies on the account: a membership of another
 * institution (any status: a departed member may come back) or a guardian of a child elsewhere
 * (the parents' app signs in with the same account).
 */
export async function accountSharedBeyond(db: Runner, accountId: number, institutionId: number): Promise<boolean> {
  const fields = {
    shared: sql<boolean>`exists (select 1 from ${members} where ${members.accountId} = ${accountId} and ${members.institutionId} <> ${institutionId})
    or exists (select 1 from ${guardians} where ${guardians.accountId} = ${accountId} and ${guardians.schoolId} <> ${institutionId})`,
  };
  const [row] = await preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)}`);
  return row.shared;
}

/** The caller may change the account's own fields: it is theirs, or their institution holds its only membership. */
export async function mayChangeAccount(db: Runner, s: SessionInfo, accountId: number): Promise<boolean> {
  if (s.accountId === accountId) return true;
  return !(await accountSharedBeyond(db, accountId, s.institutionId));
}

/** Refuses (kid-arch-0034, naming the field) a change to an account that is not the caller's to change. */
export async function assertMayChangeAccount(db: Runner, s: SessionInfo, accountId: number, field: string): Promise<void> {
  if (!(await mayChangeAccount(db, s, accountId))) throw new AppError('kid-arch-0034', { field });
}

/**
 * Whether adding `phone` would link an existing account without its person's consent: the
 * account exists and has no membership in any of `institutionIds` (the target institution and
 * the adder's, where the person already agreed to belong).
 */
export async function linkNeedsConsent(db: Runner, phone: string, institutionIds: number[]): Promise<boolean> {
  const fields = {
    needs: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.phone} = ${phone}
    and not exists (select 1 from ${members} where ${members.accountId} = ${accounts.id}
      and ${members.institutionId} = any(${idArray(institutionIds)})))`,
  };
  const [row] = await preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)}`);
  return row.needs;
}
