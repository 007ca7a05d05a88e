import { InstitutionType } from '@kg/shared';
import { workbenchEndpoints as E, type GuideItem } from '@kg/shared/modules/workbench/workbench';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { serve } from '../../core/serve.ts';
import { hasWechatBind, missingProfileFields } from './workbench-data.ts';

/**
 * The caller's onboarding items, computed from the data: the initial password still to be
 * changed, empty profile fields, no WeChat bound (only offered when WeChat is set up: a
 * prompt the user cannot act on would be noise). A read-only visit gets none: nothing there
 * is the visitor's to change.
 */
export async function guideItems(ctx: AppContext, s: SessionInfo): Promise<GuideItem[]> {
  if (s.readOnly) return [];
  const items: GuideItem[] = [];
  if (s.needUpdatePassword) items.push({ key: 'password' });
  // a group employee inside a school is no staff member of it: no school profile to fill in
  if (s.institutionType === InstitutionType.school && s.viaInstitutionId === null) {
    const missing = await missingProfileFields(ctx.db, s.institutionId, s.memberId);
    if (missing.length > 0) items.push({ key: 'profile', missing });
  }
  if (ctx.wechat.configured && !(await hasWechatBind(ctx.db, s.accountId))) items.push({ key: 'wechat' });
  return items;
}

export async function guideRoutes(app: FastifyInstance): Promise<void> {
  serve(app, E.guide, (_in, c) => guideItems(app.ctx, c.session()));
}
