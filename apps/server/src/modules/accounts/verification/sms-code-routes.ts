import { verificationEndpoints as E, type SmsScene } from '@kg/shared/modules/accounts/verification';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_RATE_LIMIT } from '../../../core/access.ts';
import { serve } from '../../../core/serve.ts';
import { assertPhone, CODE_TTL_S, issueSmsCode, phoneHasAccount, verifySmsCode } from '../../../platform/sms/index.ts';

/** Scenes that must not tell a stranger whether a phone has an account. */
const ACCOUNT_SCENES: readonly SmsScene[] = ['password', 'login'];

/** SMS codes: the per-address cap is a coarse per-instance guard in front of the database-counted limits. */
export async function smsCodeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const limited = { rateLimit: PUBLIC_RATE_LIMIT };

  serve(
    app,
    E.sendCode,
    async ({ phone, scene }, c) => {
      assertPhone('phone', phone);
      // password/login: same answer and same limits whether or not the account exists; only real accounts get the text
      const deliver = ACCOUNT_SCENES.includes(scene) ? await phoneHasAccount(ctx, phone) : true;
      await issueSmsCode(ctx, { phone, scene, ip: c.request.ip, deliver });
      return { expiresIn: CODE_TTL_S, resendAfter: 60 };
    },
    limited,
  );

  serve(
    app,
    E.verifyCode,
    async ({ phone, code, scene }) => {
      assertPhone('phone', phone);
      await verifySmsCode(ctx, phone, scene, code);
      return true;
    },
    limited,
  );
}
