import { and, eq, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { hashToken, randomToken } from '../../../core/tokens.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions, members, refererTokens } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { schoolReach } from '../../../platform/tenancy/index.ts';

/** A regulator's entry token is short-lived: it only carries the browser to /referer. */
export const REFERER_TOKEN_TTL_S = 60;

/**
 * The name of an enabled school the authority's staff member may enter (supervised by the
 * authority or a unit in their reach, entry allowed by the school and their scope), or undefined.
 */
export async function supervisedSchoolName(db: Db, who: { regulatorId: number; memberId: number }, schoolId: number) {
  // aliased, so the reach's subqueries name the school's id with its table
  const i = alias(institutions, 'i');
  const [row] = await db
    .select({ name: i.name })
    .from(i)
    .where(
      and(
        eq(i.id, schoolId),
        not(i.disabled),
        schoolReach('entry', sql`${who.regulatorId}::bigint`, sql`${who.memberId}::bigint`, sql`${i.id}`),
      ),
    );
  return row?.name;
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

const rt = alias(refererTokens, 'rt');
const m = alias(members, 'm');
const CLAIM = {
  accountId: rt.accountId,
  regulatorId: rt.regulatorId,
  schoolId: rt.schoolId,
  memberId: sql<number | null>`(select ${m.id} from ${members} m
    where ${m.institutionId} = ${rt.regulatorId} and ${m.accountId} = ${rt.accountId} and ${m.status} = 1
      and ${schoolReach('entry', sql`${m.institutionId}`, sql`${m.id}`, sql`${rt.schoolId}`)})`,
};
const CLAIM_LIST = selectList(CLAIM);
export type RefererClaim = RowOf<typeof CLAIM>;

/**
 * One statement claims the token: single use even when two tabs race. It also requires that
 * the regulator (or a unit in the member's reach) still supervises the school, may still enter it, and the member is still active
 * (memberId null otherwise).
 */
export async function claimRefererToken(db: Db, temptoken: string, schoolId: number, now: Date): Promise<RefererClaim | undefined> {
  const [row] = await preparedRows<RefererClaim>(
    db,
    sql`update ${refererTokens} rt set used_at = ${now}
    where ${rt.tokenHash} = ${hashToken(temptoken)} and ${rt.usedAt} is null and ${rt.expiresAt} > ${now}
      and ${rt.schoolId} = ${schoolId}
    returning ${CLAIM_LIST}`,
  );
  return row;
}
