import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { readCall } from '../../core/read-route.ts';
import { sessionOf } from '../../core/session.ts';

/** Profile fields a school expects every staff member to fill in (teacher self profile). */
export const PROFILE_FIELDS = ['gender', 'birthday', 'nation', 'idCardNo', 'education', 'nativePlace', 'address', 'email'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** One onboarding item of the bell; the web words it and links it by key. */
export type GuideItem = { key: 'password' } | { key: 'profile'; missing: ProfileField[] } | { key: 'wechat' };

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
  if (s.institutionType === InstitutionType.school) {
    const r = await ctx.db.execute(sql`select p.gender, p.birthday, p.nation, p.id_card_no as "idCardNo", p.education,
        p.native_place as "nativePlace", p.address, p.email
      from members m left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      where m.institution_id = ${s.institutionId} and m.id = ${s.memberId}`);
    const row = (r.rows[0] ?? {}) as Record<ProfileField, unknown>;
    const missing = PROFILE_FIELDS.filter((f) => row[f] === null || row[f] === undefined || String(row[f]).trim() === '');
    if (missing.length > 0) items.push({ key: 'profile', missing });
  }
  if (ctx.wechat.configured) {
    const r = await ctx.db.execute(sql`select 1 from wechat_binds where account_id = ${s.accountId} limit 1`);
    if (r.rows.length === 0) items.push({ key: 'wechat' });
  }
  return items;
}

export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  readCall(
    app,
    '/kid-arch/v1/teacher/guide/list',
    {
      access: SIGNED_IN_READ,
      summary: "The signed-in user's onboarding items: [{ key: 'password' | 'profile' | 'wechat', missing? }]",
      input: z.object({}),
    },
    async (request) => ok(await guideItems(ctx, sessionOf(request))),
  );
};
