import { idField } from '@kg/shared/validation/id';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_RATE_LIMIT, SIGNED_IN, SIGNED_IN_READ } from '../../core/access.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sessionOf } from '../../core/session.ts';
import { accounts, wechatBinds } from '../../db/schema/index.ts';
import { listMemberships, pickDefault } from './memberships.ts';
import { startMembershipSession } from './session-service.ts';
import type { WechatIdentity } from './wechat-provider.ts';

/** bind_type 1: WeChat open platform (web QR login). */
const OPEN_PLATFORM = 1;

const bindView = {
  id: wechatBinds.id,
  bindType: wechatBinds.bindType,
  nickname: wechatBinds.nickname,
  avatarUrl: wechatBinds.avatarUrl,
  createdAt: wechatBinds.createdAt,
};

async function exchange(ctx: AppContext, code: string): Promise<WechatIdentity> {
  if (!ctx.wechat.configured) throw new AppError('iam-0010');
  return ctx.wechat.exchangeCode(code);
}

export const wechatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/iam/v1/no-auth/bind/wechat-open',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        summary: 'Sign in with a WeChat QR-login code: the login response if the WeChat is bound, else { bound: false }',
        body: z.object({ code: z.string().trim().min(1).max(256), state: z.string().max(256).optional() }),
      },
    },
    async (request) => {
      const identity = await exchange(ctx, request.body.code);
      const [bind] = await ctx.db
        .select({ accountId: wechatBinds.accountId })
        .from(wechatBinds)
        .where(and(eq(wechatBinds.bindType, OPEN_PLATFORM), eq(wechatBinds.openId, identity.openId)));
      if (!bind) return ok({ bound: false });
      const [acc] = await ctx.db.select().from(accounts).where(eq(accounts.id, bind.accountId));
      const memberships = acc && !acc.disabled ? await listMemberships(ctx, acc.id) : [];
      const target = pickDefault(memberships, acc?.lastOrgId ?? null);
      if (!acc || !target) throw new AppError('iam-0014');
      const data = await startMembershipSession(ctx, acc.id, target, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return ok({ bound: true, ...data, orgCount: memberships.length });
    },
  );

  app.post(
    '/iam/v1/third/bind/wechat-open/by-code',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'Bind the WeChat of a QR-login code to the signed-in account',
        body: z.object({ code: z.string().trim().min(1).max(256) }),
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const identity = await exchange(ctx, request.body.code);
      // The unique (bind_type, open_id) index settles races: whoever inserted first owns it;
      // binding again to the same account only refreshes the profile.
      await ctx.db
        .insert(wechatBinds)
        .values({
          accountId: s.accountId,
          bindType: OPEN_PLATFORM,
          openId: identity.openId,
          unionId: identity.unionId ?? null,
          nickname: identity.nickname ?? null,
          avatarUrl: identity.avatarUrl ?? null,
        })
        .onConflictDoUpdate({
          target: [wechatBinds.bindType, wechatBinds.openId],
          set: {
            nickname: sql`coalesce(excluded.nickname, ${wechatBinds.nickname})`,
            avatarUrl: sql`coalesce(excluded.avatar_url, ${wechatBinds.avatarUrl})`,
            unionId: sql`coalesce(excluded.union_id, ${wechatBinds.unionId})`,
          },
          setWhere: eq(wechatBinds.accountId, s.accountId),
        });
      const [bind] = await ctx.db
        .select({ ...bindView, accountId: wechatBinds.accountId })
        .from(wechatBinds)
        .where(and(eq(wechatBinds.bindType, OPEN_PLATFORM), eq(wechatBinds.openId, identity.openId)));
      if (!bind || bind.accountId !== s.accountId) throw new AppError('iam-0011');
      const { accountId: _owner, ...view } = bind;
      return ok(view);
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/user/v1/bind/get-bind-list',
    config: { access: SIGNED_IN_READ },
    schema: { summary: "The signed-in account's third-party binds (the openId is never sent)" },
    handler: async (request) => {
      const s = sessionOf(request);
      const list = await ctx.db
        .select(bindView)
        .from(wechatBinds)
        .where(eq(wechatBinds.accountId, s.accountId))
        .orderBy(desc(wechatBinds.createdAt), desc(wechatBinds.id));
      return ok(list);
    },
  });

  app.post(
    '/user/v1/bind/unbind',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: "Remove one of the signed-in account's binds",
        body: z.object({ id: idField }),
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const removed = await ctx.db
        .delete(wechatBinds)
        .where(and(eq(wechatBinds.id, request.body.id), eq(wechatBinds.accountId, s.accountId)))
        .returning({ id: wechatBinds.id });
      if (removed.length === 0) throw new AppError('iam-0012');
      return ok(null);
    },
  );
};
