import { InstitutionType } from '@kg/shared';
import { type ExternalLinks, NO_EXTERNAL_LINKS } from '@kg/shared/modules/system/external-links';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { schoolSettings } from '../../db/schema/index.ts';

/** The links a school uses: its own once it saved them (a cleared one stays cleared), else the server's. */
export const effectiveLinks = (ctx: AppContext, own: ExternalLinks | null): ExternalLinks => own ?? ctx.config.externalLinks;

/**
 * The links the session's menu shows (user-info and the login answer): read when the web asks who it
 * is, not on every call, so they stay out of the cached session. Only a school has them.
 */
export async function externalLinksOf(ctx: AppContext, institutionId: number, institutionType: number): Promise<ExternalLinks> {
  if (institutionType !== InstitutionType.school) return NO_EXTERNAL_LINKS;
  const t = schoolSettings;
  const [row] = await ctx.db.select({ links: t.externalLinks }).from(t).where(eq(t.schoolId, institutionId));
  return effectiveLinks(ctx, row?.links ?? null);
}
