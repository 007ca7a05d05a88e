import { InstitutionType } from '@kg/shared';
import { type ExternalLinks, NO_EXTERNAL_LINKS } from '@kg/shared/modules/system/external-links';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';

/** The links a school uses: its own once it saved them (a cleared one stays cleared), else the server's. */
export const effectiveLinks = (ctx: AppContext, own: ExternalLinks | null): ExternalLinks => own ?? ctx.config.externalLinks;

/**
 * The links the session's menu shows (user-info and the login answer): read when the web asks who it
 * is, not on every call, so they stay out of the cached session. Only a school has them.
 */
export async function externalLinksOf(ctx: AppContext, institutionId: number, institutionType: number): Promise<ExternalLinks> {
  if (institutionType !== InstitutionType.school) return NO_EXTERNAL_LINKS;
  const r = await ctx.db.execute<{ links: ExternalLinks | null }>(
    sql`select external_links as links from school_settings where school_id = ${institutionId}`,
  );
  return effectiveLinks(ctx, r.rows[0]?.links ?? null);
}
