import { isStrongPassword } from '@kg/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_RATE_LIMIT, SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import { hashPassword } from '../../core/password.ts';
import { sessionOf } from '../../core/session.ts';
import { accounts } from '../../db/schema/index.ts';
import { revokeAccountSessions } from '../iam/index.ts';
import { assertPhone, consumeVerifiedOrCode } from '../message/index.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/user/v1/tenantry/account/password/need',
    {
      config: { access: SIGNED_IN_READ },
      schema: { summary: 'Whether the signed-in account must set a new password (reset-password guide)' },
    },
    async (request) => {
      const s = sessionOf(request);
      const [acc] = await ctx.db.select({ need: accounts.needUpdatePassword }).from(accounts).where(eq(accounts.id, s.accountId));
      return ok({ needUpdatePassword: Boolean(acc?.need) });
    },
  );

  // Public: the forgot-password flow has no session; the phone's SMS code is the proof.
  app.post(
    '/user/v1/tenantry/account/password/update-with-code',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        summary: 'Set a new password (8–20 letters and digits) with an SMS code of scene "password"; signs the account out everywhere',
        body: z.object({
          phone: z.string().trim().min(1).max(32),
          code: z.string().trim().min(1).max(16),
          password: z.string().max(200),
          confirmPassword: z.string().max(200).optional(),
        }),
      },
    },
    async (request) => {
      const { phone, code, password, confirmPassword } = request.body;
      assertPhone('phone', phone);
      // checked before the code, so a rejected password does not use the code up
      if (!isStrongPassword(password)) throw new AppError('iam-0009', { field: 'password' });
      if (confirmPassword !== undefined && confirmPassword !== password) {
        throw fieldError('confirmPassword', '两次输入的密码不一致', 'the two passwords do not match');
      }
      await consumeVerifiedOrCode(ctx, phone, 'password', code, { wrong: 'iam-0008' });
      const passwordHash = await hashPassword(password);
      const [acc] = await ctx.db
        .update(accounts)
        .set({ passwordHash, needUpdatePassword: false, passwordChangedAt: ctx.now() })
        .where(eq(accounts.phone, phone))
        .returning({ id: accounts.id });
      // no account: no code was ever sent to it, so answer as for a wrong code
      if (!acc) throw new AppError('iam-0008', { field: 'code' });
      await revokeAccountSessions(ctx, acc.id, 'password-change');
      return ok(true);
    },
  );
};
