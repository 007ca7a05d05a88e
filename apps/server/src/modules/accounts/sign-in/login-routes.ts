import { signInEndpoints as E } from '@kg/shared/modules/accounts/sign-in';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_RATE_LIMIT } from '../../../core/access.ts';
import { serve } from '../../../core/serve.ts';
import { bearer } from '../../../core/session.ts';
import { describeSession, revokeSession, rotateRefreshToken } from '../sessions/session-service.ts';
import { createLoginKey } from './login-keys.ts';
import { type Client, enterInstitution, passwordLogin, smsLogin } from './login-service.ts';

export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Signing in and out, the server time, and who the session is. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const limited = { rateLimit: PUBLIC_RATE_LIMIT };

  // unsigned: the client learns the clock its signatures need from this answer
  serve(app, E.time, async () => ctx.now().getTime(), { unsigned: true });
  serve(app, E.loginKey, () => createLoginKey(ctx), limited);
  serve(app, E.login, (body, c) => passwordLogin(ctx, body, bearer(c.request), clientOf(c.request)), limited);
  serve(app, E.smsLogin, (body, c) => smsLogin(ctx, body, clientOf(c.request)), limited);
  serve(app, E.refresh, (_in, c) => rotateRefreshToken(ctx, bearer(c.request)));
  serve(app, E.enter, (q, c) => enterInstitution(ctx, c.session(), q, clientOf(c.request)));
  serve(app, E.logout, async (_in, c) => {
    await revokeSession(ctx, c.session().sessionId, 'logout');
    return null;
  });
  serve(app, E.userInfo, async (_in, c) => describeSession(ctx, c.session()));
}
