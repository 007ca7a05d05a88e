import { LoginType } from '@kg/shared';
import { idField } from '@kg/shared/validation/id';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_RATE_LIMIT, SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../core/password.ts';
import { bearer, sessionOf } from '../../core/session.ts';
import { accounts } from '../../db/schema/index.ts';
import { consumeLoginKey, createLoginKey, decryptPassword } from './login-keys.ts';
import { assertNotLockedOut, recordFailure } from './login-limit.ts';
import { listMemberships, pickDefault } from './memberships.ts';
import { describeSession, revokeSession, rotateRefreshToken, startMembershipSession } from './session-service.ts';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    method: ['GET', 'POST'],
    url: '/iam/v1/common/time',
    config: { access: 'public', signed: false },
    schema: { summary: 'Server time in ms; the client derives its clock difference from it' },
    handler: async () => ok(ctx.now().getTime()),
  });

  app.post(
    '/iam/v1/no-auth/d',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: { summary: 'A temporary token and single-use AES-256-GCM key for one login' },
    },
    async () => ok(await createLoginKey(ctx)),
  );

  app.post(
    '/iam/v1/web-oauth/common/token',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        summary: 'Sign in with phone and encrypted password (Bearer: tempToken)',
        body: z.object({ account: z.string().min(1).max(64), password: z.string().min(1).max(4096), keyId: z.string().min(1).max(64) }),
      },
    },
    async (request) => {
      const { account, password, keyId } = request.body;
      const ip = request.ip;
      await assertNotLockedOut(ctx, account, ip);
      const fail = async (): Promise<never> => {
        await recordFailure(ctx, account, ip);
        throw new AppError('iam-0001');
      };
      const key = await consumeLoginKey(ctx, keyId, bearer(request));
      const plain = key ? decryptPassword(key, password) : null;
      if (plain === null) return fail();
      const [acc] = await ctx.db.select().from(accounts).where(eq(accounts.phone, account));
      if (!acc) {
        await burnPasswordCheck(plain);
        return fail();
      }
      if (!(await verifyPassword(acc.passwordHash, plain)) || acc.disabled) return fail();
      const memberships = await listMemberships(ctx, acc.id);
      const target = pickDefault(memberships, acc.lastOrgId);
      if (!target) return fail();
      const data = await startMembershipSession(ctx, acc.id, target, { ip, userAgent: request.headers['user-agent'] });
      return ok({ ...data, orgCount: memberships.length });
    },
  );

  app.post(
    '/iam/v1/web-oauth/kid-login/teacher-refresh',
    {
      config: { access: 'public' },
      schema: { summary: 'Rotate the refresh token (Bearer: refreshToken); reuse revokes the session' },
    },
    async (request) => ok(await rotateRefreshToken(ctx, bearer(request))),
  );

  app.post(
    '/iam/v1/web-oauth/kid-login/teacher-login',
    {
      config: { access: SIGNED_IN_READ },
      schema: {
        summary: 'Enter another institution of the signed-in account; new tokens scoped to it',
        querystring: z.object({ schoolId: idField, loginType: z.string().default(LoginType.normal) }),
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const { schoolId, loginType } = request.query;
      if (loginType !== LoginType.normal && loginType !== LoginType.tongan) throw new AppError('iam-0006', { field: 'loginType' });
      if (s.readOnly) throw new AppError('common-0406');
      const target = (await listMemberships(ctx, s.accountId)).find((m) => m.institutionId === schoolId);
      if (!target) throw new AppError('iam-0005');
      const data = await startMembershipSession(ctx, s.accountId, target, {
        loginType,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await revokeSession(ctx, s.sessionId, 'switched');
      return ok(data);
    },
  );

  app.post(
    '/iam/v1/web-oauth/logout',
    {
      config: { access: SIGNED_IN_READ },
      schema: { summary: 'End this session: its refresh tokens stop working' },
    },
    async (request) => {
      await revokeSession(ctx, sessionOf(request).sessionId, 'logout');
      return ok(null);
    },
  );

  app.post(
    '/user/v1/tenantry/account/user-info',
    {
      config: { access: SIGNED_IN_READ },
      schema: { summary: 'The signed-in user: identity, institution and permission codes' },
    },
    async (request) => ok(describeSession(sessionOf(request))),
  );
};
