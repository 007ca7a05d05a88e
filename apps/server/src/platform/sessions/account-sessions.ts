import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';

/** Logging out everywhere: password change, disabling, phone change. */
export async function revokeAccountSessions(ctx: AppContext, accountId: number, reason: string, exceptSessionId?: number) {
  await ctx.db.execute(sql`update sessions set revoked_at = now(), revoke_reason = ${reason}
    where account_id = ${accountId} and revoked_at is null ${exceptSessionId ? sql`and id <> ${exceptSessionId}` : sql``}`);
}
