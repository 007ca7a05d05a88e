import { InstitutionType } from '@kg/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { fileIdOf, signedFileUrl } from '../../../core/file-url.ts';
import { loadSession } from '../../../core/session.ts';
import { hashToken, randomToken, signAccessToken } from '../../../core/tokens.ts';
import { accounts, refreshTokens, sessions } from '../../../db/schema/index.ts';
import { externalLinksOf } from '../../../platform/settings/index.ts';
import type { Membership } from '../sign-in/memberships.ts';

/** A refresh token presented again within this window is a racing tab, not a thief. */
const REUSE_GRACE_MS = 10_000;

export interface SessionTarget {
  accountId: number;
  institutionId: number;
  memberId: number;
  loginType?: string;
  readOnly?: boolean;
  viaInstitutionId?: number | null;
  ip?: string;
  userAgent?: string;
}

async function issueTokens(ctx: AppContext, s: { id: number; accountId: number; institutionId: number; memberId: number }) {
  const now = ctx.now().getTime();
  const refreshToken = randomToken(32);
  const refreshExpire = now + ctx.config.refreshTokenTtlS * 1000;
  await ctx.db.insert(refreshTokens).values({ sessionId: s.id, tokenHash: hashToken(refreshToken), expiresAt: new Date(refreshExpire) });
  const token = signAccessToken(ctx.tokenSecret, {
    sid: s.id,
    acc: s.accountId,
    org: s.institutionId,
    mid: s.memberId,
    exp: Math.floor(now / 1000) + ctx.config.accessTokenTtlS,
  });
  return { token, refreshToken, refreshExpire, expiresIn: ctx.config.accessTokenTtlS };
}

/** Starts a new session (a new refresh family) and answers the login response of overview §3. */
export async function startSession(ctx: AppContext, target: SessionTarget) {
  const [s] = await ctx.db
    .insert(sessions)
    .values({
      accountId: target.accountId,
      institutionId: target.institutionId,
      memberId: target.memberId,
      loginType: target.loginType ?? '3',
      readOnly: target.readOnly ?? false,
      viaInstitutionId: target.viaInstitutionId ?? null,
      ip: target.ip ?? null,
      userAgent: target.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  // a visit (read-only, or entered from the group) is not where the account signs in next time
  if (!target.readOnly && !target.viaInstitutionId) {
    await ctx.db.update(accounts).set({ lastOrgId: target.institutionId }).where(eq(accounts.id, target.accountId));
  }
  const tokens = await issueTokens(ctx, s);
  return { ...tokens, ...(await describeById(ctx, s.id)) };
}

/** The header's logo: the stored reference signed for this session, as a thumbnail. */
function logoUrlOf(ctx: AppContext, info: SessionInfo): string {
  const id = fileIdOf(info.institutionLogo);
  return id ? signedFileUrl(ctx, info, id, 'thumbnail') : '';
}

/** The identity part of the login response (overview §3) for a loaded session. */
export async function describeSession(ctx: AppContext, info: SessionInfo) {
  const isGroup = info.institutionType === InstitutionType.group;
  return {
    accountId: info.accountId,
    realName: info.realName,
    avatarUrl: info.avatarUrl ?? '',
    orgId: info.institutionId,
    orgType: info.institutionType,
    orgName: info.institutionName,
    tenantryId: isGroup ? info.institutionId : (info.parentGroupId ?? info.institutionId),
    groupId: isGroup ? info.institutionId : null,
    groupEmployeeId: isGroup ? info.memberId : null,
    schoolId: info.institutionId,
    schoolName: info.institutionName,
    schoolLogoUrl: logoUrlOf(ctx, info),
    teacherId: info.memberId,
    needUpdatePassword: info.needUpdatePassword,
    readOnly: info.readOnly,
    permission: [...info.permissions].sort(),
    modulesOff: [...(info.modulesOff ?? [])],
    externalLinks: await externalLinksOf(ctx, info.institutionId, info.institutionType),
  };
}

async function describeById(ctx: AppContext, sessionId: number) {
  const info = await loadSession(ctx, sessionId);
  if (!info) throw new AppError('gateway-0102');
  return describeSession(ctx, info);
}

export function startMembershipSession(ctx: AppContext, accountId: number, m: Membership, extra: Partial<SessionTarget> = {}) {
  return startSession(ctx, { accountId, institutionId: m.institutionId, memberId: m.memberId, ...extra });
}

export async function revokeSession(ctx: AppContext, sessionId: number, reason: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Rotation: each refresh token works once. A used token presented again (after a short
 * grace for racing tabs) means it leaked: the whole session family is revoked.
 */
export async function rotateRefreshToken(ctx: AppContext, presented: string | null) {
  if (!presented) throw new AppError('iam-0004');
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: sessions.revokedAt,
      accountId: sessions.accountId,
      institutionId: sessions.institutionId,
      memberId: sessions.memberId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row || row.revokedAt) throw new AppError('iam-0004');
  if (row.usedAt) {
    if (now.getTime() - row.usedAt.getTime() > REUSE_GRACE_MS) await revokeSession(ctx, row.sessionId, 'refresh-reuse');
    throw new AppError('iam-0004');
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('iam-0004');
  // a session that may no longer act (departed, disabled, out of reach) is not renewed: it ends here
  if (!(await loadSession(ctx, row.sessionId))) {
    await revokeSession(ctx, row.sessionId, 'reason-ended');
    throw new AppError('iam-0004');
  }
  const claimed = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) throw new AppError('iam-0004');
  const tokens = await issueTokens(ctx, {
    id: row.sessionId,
    accountId: row.accountId,
    institutionId: row.institutionId,
    memberId: row.memberId,
  });
  return { ...tokens, ...(await describeById(ctx, row.sessionId)) };
}
