import { isStrongPassword } from '@kg/shared';
import { passwordEndpoints as E } from '@kg/shared/modules/accounts/password';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_RATE_LIMIT } from '../../../core/access.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { hashPassword } from '../../../core/password.ts';
import { serve } from '../../../core/serve.ts';
import { revokeAccountSessions } from '../../../platform/sessions/index.ts';
import { assertPhone, consumeVerifiedOrCode } from '../../../platform/sms/index.ts';
import { needsNewPassword, setPasswordByPhone } from './password-data.ts';

/** The own password: whether it must change, and the forgot-password reset by SMS code. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.passwordNeed, (_in, c) => needsNewPassword(ctx.db, c.session().accountId));

  serve(
    app,
    E.passwordReset,
    async ({ phone, code, password, confirmPassword }) => {
      assertPhone('phone', phone);
      // checked before the code, so a rejected password does not use the code up
      if (!isStrongPassword(password)) throw new AppError('iam-0009', { field: 'password' });
      if (confirmPassword !== undefined && confirmPassword !== password) {
        throw fieldError('confirmPassword', '两次输入的密码不一致', 'the two passwords do not match');
      }
      await consumeVerifiedOrCode(ctx, phone, 'password', code, { wrong: 'iam-0008' });
      const accountId = await setPasswordByPhone(ctx, phone, await hashPassword(password));
      // no account: no code was ever sent to it, so answer as for a wrong code
      if (accountId === undefined) throw new AppError('iam-0008', { field: 'code' });
      await revokeAccountSessions(ctx, accountId, 'password-change');
      return true;
    },
    { rateLimit: PUBLIC_RATE_LIMIT },
  );
}
