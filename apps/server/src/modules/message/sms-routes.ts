import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_RATE_LIMIT } from '../../core/access.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { assertPhone, CODE_TTL_S, issueSmsCode, SMS_SCENES, type SmsScene, verifySmsCode } from './sms-codes.ts';

// a coarse per-instance guard in front of the database-counted limits

/** Scenes that must not tell a stranger whether a phone has an account. */
const ACCOUNT_SCENES: readonly SmsScene[] = ['password', 'login'];

async function hasAccount(ctx: AppContext, phone: string): Promise<boolean> {
  const r = await ctx.db.execute(sql`select 1 from accounts where phone = ${phone} and not disabled`);
  return r.rows.length > 0;
}

const phone = z.string().trim().min(1).max(32);
const scene = z.enum(SMS_SCENES).default('password');

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/message/v1/sms/send-sms-code',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        summary: 'Send a 6-digit code (valid 5 min) to a phone; 1 per minute, 5 per hour, 10 per day per phone, 30 per hour per address',
        body: z.object({ phone, scene }),
      },
    },
    async (request) => {
      const { phone, scene } = request.body;
      assertPhone('phone', phone);
      // password/login: same answer and same limits whether or not the account exists; only real accounts get the text
      const deliver = ACCOUNT_SCENES.includes(scene) ? await hasAccount(ctx, phone) : true;
      await issueSmsCode(ctx, { phone, scene, ip: request.ip, deliver });
      return ok({ expiresIn: CODE_TTL_S, resendAfter: 60 });
    },
  );

  app.post(
    '/message/v1/sms/verify-sms-code',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        summary: 'Check a code for phone and scene; 5 wrong tries end it. The action it guards still takes the code once',
        body: z.object({ phone, code: z.string().trim().min(1).max(16), scene }),
      },
    },
    async (request) => {
      const { phone, code, scene } = request.body;
      assertPhone('phone', phone);
      await verifySmsCode(ctx, phone, scene, code);
      return ok(true);
    },
  );
};
