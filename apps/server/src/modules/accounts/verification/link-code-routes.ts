import { verificationEndpoints as E, LINK_SCENE } from '@kg/shared/modules/accounts/verification';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../core/context.ts';
import { serve } from '../../../core/serve.ts';
import { accounts, members } from '../../../db/schema/index.ts';
import { assertPhone, CODE_TTL_S, issueSmsCode } from '../../../platform/sms/index.ts';

/** Says who asks, so the person knows what their code agrees to. */
export const linkCodeText = (institution: string) => (code: string) =>
  `【智慧幼儿园】“${institution}”请求将您的账号加入该机构，验证码 ${code}，5分钟内有效。同意才将验证码告知对方，否则请忽略。`;

/** Whether the phone's account exists and is not yet a member of the caller's institution. */
async function needsCode(ctx: AppContext, phone: string, institutionId: number): Promise<boolean> {
  const m = alias(members, 'm');
  // the subquery is a builder of its own, so it names the outer account's id with its table
  const member = new QueryBuilder()
    .select({ one: sql`1` })
    .from(m)
    .where(and(eq(m.accountId, accounts.id), eq(m.institutionId, institutionId)));
  const rows = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), notExists(member)))
    .limit(1);
  return rows.length > 0;
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
