import { verificationEndpoints as E, LINK_SCENE } from '@kg/shared/modules/accounts/verification';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context.ts';
import { serve } from '../../../core/serve.ts';
import { assertPhone, CODE_TTL_S, issueSmsCode } from '../../../platform/sms/index.ts';

/** Says who asks, so the person knows what their code agrees to. */
export const linkCodeText = (institution: string) => (code: string) =>
  `【智慧幼儿园】“${institution}”请求将您的账号加入该机构，验证码 ${code}，5分钟内有效。同意才将验证码告知对方，否则请忽略。`;

/** Whether the phone's account exists and is not yet a member of the caller's institution. */
async function needsCode(ctx: AppContext, phone: string, institutionId: number): Promise<boolean> {
  const r = await ctx.db.execute<{ needs: boolean }>(sql`select exists (select 1 from accounts a where a.phone = ${phone}
    and not exists (select 1 from members m where m.account_id = a.id and m.institution_id = ${institutionId})) as needs`);
  return r.rows[0].needs;
}

/**
 * The person's consent to a link (garden's linkOrCreateAccount takes the code): only adders ask,
 * the answer says nothing of where the account is used, and a phone without an account gets no
 * text while counting toward the same limits.
 */
export async function linkCodeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.linkStatus, async ({ phone }, c) => {
    assertPhone('phone', phone);
    return { needsCode: await needsCode(ctx, phone, c.session().institutionId) };
  });
  serve(app, E.sendLinkCode, async ({ phone }, c) => {
    assertPhone('phone', phone);
    const s = c.session();
    const exists = await ctx.db.execute(sql`select 1 from accounts where phone = ${phone}`);
    const text = linkCodeText(s.institutionName);
    await issueSmsCode(ctx, { phone, scene: LINK_SCENE, ip: c.request.ip, deliver: exists.rows.length > 0, text });
    return { expiresIn: CODE_TTL_S, resendAfter: 60 };
  });
}
