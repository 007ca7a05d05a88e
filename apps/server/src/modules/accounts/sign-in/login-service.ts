import { LoginType } from '@kg/shared';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../../core/password.ts';
import { assertPhone, consumeVerifiedOrCode } from '../../../platform/sms/index.ts';
import { revokeSession, startMembershipSession } from '../sessions/session-service.ts';
import { consumeLoginKey, decryptPassword } from './login-keys.ts';
import { assertNotLockedOut, recordFailure } from './login-limit.ts';
import { accountByPhone, listMemberships, pickDefault } from './memberships.ts';

/** Where a sign-in comes from: kept with the session, and the address counts failures. */
export interface Client {
  ip: string;
  userAgent?: string;
}

/**
 * DESIGN §5: the password arrives encrypted under a single-use key bound to the temporary
 * token. Every failure (unknown key or account, wrong password, disabled account, no
 * institution) answers the same iam-0001 and counts towards the lockout.
 */
export async function passwordLogin(
  ctx: AppContext,
  body: { account: string; password: string; keyId: string },
  tempToken: string | null,
  client: Client,
) {
  const { account, password, keyId } = body;
  await assertNotLockedOut(ctx, account, client.ip);
  const fail = async (): Promise<never> => {
    await recordFailure(ctx, account, client.ip);
    throw new AppError('iam-0001');
  };
  const key = await consumeLoginKey(ctx, keyId, tempToken);
  const plain = key ? decryptPassword(key, password) : null;
  if (plain === null) return fail();
  const acc = await accountByPhone(ctx.db, account);
  if (!acc) {
    // as slow as a real check: the answer time does not tell whether the phone has an account
    await burnPasswordCheck(plain);
    return fail();
  }
  if (!(await verifyPassword(acc.passwordHash, plain)) || acc.disabled) return fail();
  const memberships = await listMemberships(ctx, acc.id);
  const target = pickDefault(memberships, acc.lastOrgId);
  if (!target) return fail();
  const data = await startMembershipSession(ctx, acc.id, target, client);
  return { ...data, orgCount: memberships.length };
}

/**
 * Sign-in with an SMS code of scene 'login': the phone's owner gets in while wrong passwords
 * lock the password sign-in (login-limit.ts), so the lock is not theirs to suffer. The code keeps
 * its own limits (sends per phone and address, five wrong tries end it). A phone without an
 * account was never texted a code: it answers as a wrong code.
 */
export async function smsLogin(ctx: AppContext, body: { account: string; code: string }, client: Client) {
  const { account, code } = body;
  assertPhone('account', account);
  await consumeVerifiedOrCode(ctx, account, 'login', code, { wrong: 'iam-0008' });
  const acc = await accountByPhone(ctx.db, account);
  if (!acc) throw new AppError('iam-0008', { field: 'code' });
  const memberships = acc.disabled ? [] : await listMemberships(ctx, acc.id);
  const target = pickDefault(memberships, acc.lastOrgId);
  if (!target) throw new AppError('iam-0014');
  const data = await startMembershipSession(ctx, acc.id, target, { loginType: '3', ...client });
  return { ...data, orgCount: memberships.length };
}

/** Enters another institution of the signed-in account: a new session, the old one ends. */
export async function enterInstitution(ctx: AppContext, s: SessionInfo, q: { schoolId: number; loginType: string }, client: Client) {
  const { schoolId, loginType } = q;
  if (loginType !== LoginType.normal && loginType !== LoginType.tongan) throw new AppError('iam-0006', { field: 'loginType' });
  if (s.readOnly) throw new AppError('common-0406');
  const target = (await listMemberships(ctx, s.accountId)).find((m) => m.institutionId === schoolId);
  if (!target) throw new AppError('iam-0005');
  const data = await startMembershipSession(ctx, s.accountId, target, { loginType, ...client });
  await revokeSession(ctx, s.sessionId, 'switched');
  return data;
}
