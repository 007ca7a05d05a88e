import { wechatEndpoints as E } from '@kg/shared/modules/accounts/wechat';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_RATE_LIMIT } from '../../../core/access.ts';
import type { AppContext } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { startMembershipSession } from '../sessions/session-service.ts';
import { clientOf } from '../sign-in/login-routes.ts';
import { accountById, listMemberships, pickDefault } from '../sign-in/memberships.ts';
import { bindWechat, boundAccountId, listBinds, removeBind } from './wechat-data.ts';
import type { WechatIdentity } from './wechat-provider.ts';

async function exchange(ctx: AppContext, code: string): Promise<WechatIdentity> {
  if (!ctx.wechat.configured) throw new AppError('iam-0010');
  return ctx.wechat.exchangeCode(code);
}

/** WeChat QR sign-in and the account's binds. */
export async function wechatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(
    app,
    E.login,
    async ({ code }, c) => {
      const identity = await exchange(ctx, code);
      const accountId = await boundAccountId(ctx.db, identity.openId);
      if (accountId === undefined) return { bound: false as const };
      const acc = await accountById(ctx.db, accountId);
      const memberships = acc && !acc.disabled ? await listMemberships(ctx, acc.id) : [];
      const target = pickDefault(memberships, acc?.lastOrgId ?? null);
      if (!acc || !target) throw new AppError('iam-0014');
      const data = await startMembershipSession(ctx, acc.id, target, clientOf(c.request));
      return { bound: true as const, ...data, orgCount: memberships.length };
    },
    { rateLimit: PUBLIC_RATE_LIMIT },
  );

  serve(app, E.bind, async ({ code }, c) => {
    const s = c.session();
    const identity = await exchange(ctx, code);
    const bind = await bindWechat(ctx.db, s.accountId, identity);
    if (!bind) throw new AppError('iam-0011');
    return bind;
  });

  serve(app, E.binds, (_in, c) => listBinds(ctx.db, c.session().accountId));

  serve(app, E.unbind, async ({ id }, c) => {
    if (!(await removeBind(ctx.db, c.session().accountId, id))) throw new AppError('iam-0012');
    return null;
  });
}
