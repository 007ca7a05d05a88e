import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { hashToken, randomToken } from '../../../core/tokens.ts';
import type { Db } from '../../../db/pool.ts';
import { refererTokens } from '../../../db/schema/index.ts';
import { schoolReach } from '../../../platform/tenancy/index.ts';

/** A regulator's entry token is short-lived: it only carries the browser to /referer. */
export const REFERER_TOKEN_TTL_S = 60;

/**
 * The name of an enabled school the authority's staff member may enter (supervised by the
 * authority or a unit in their reach, entry allowed by the school and their scope), or undefined.
 */
export async function supervisedSchoolName(db: Db, who: { regulatorId: number; memberId: number }, schoolId: number) {
  const r = await db.execute<{ name: string }>(sql`
    select i.name from institutions i where i.id = ${schoolId} and not i.disabled
      and ${schoolReach('entry', sql`${who.regulatorId}::bigint`, sql`${who.memberId}::bigint`, sql`i.id`)}`);
  return r.rows[0]?.name;
}

/** Stores a fresh single-use entry token (its hash only) and answers the token. */
export async function issueRefererToken(ctx: AppContext, t: { accountId: number; regulatorId: number; schoolId: number }): Promise<string> {
  const temptoken = randomToken(32);
  await ctx.db.insert(refererTokens).values({
    tokenHash: hashToken(temptoken),
    ...t,
    expiresAt: new Date(ctx.now().getTime() + REFERER_TOKEN_TTL_S * 1000),
  });
  return temptoken;
}

export type RefererClaim = {
  accountId: number;
  regulatorId: number;
  schoolId: number;
  memberId: number | null;
};

/**
 * One statement claims the token: single use even when two tabs race. It also requires that
 * the regulator (or a unit in the member's reach) still supervises the school, may still enter it, and the member is still active
 * (memberId null otherwise).
 */
export async function claimRefererToken(db: Db, temptoken: string, schoolId: number, now: Date): Promise<RefererClaim | undefined> {
  const r = await db.execute<RefererClaim>(sql`
    update referer_tokens rt set used_at = ${now}
    where rt.token_hash = ${hashToken(temptoken)} and rt.used_at is null and rt.expires_at > ${now}
      and rt.school_id = ${schoolId}
    returning rt.account_id as "accountId", rt.regulator_id as "regulatorId", rt.school_id as "schoolId",
      (select m.id from members m
       where m.institution_id = rt.regulator_id and m.account_id = rt.account_id and m.status = 1
         and ${schoolReach('entry', sql`m.institution_id`, sql`m.id`, sql`rt.school_id`)}) as "memberId"`);
  return r.rows[0];
}
