import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import { randomToken } from '../../core/tokens.ts';

/**
 * The 'bind WeChat' button of the user information page: where to send the browser for the
 * WeChat QR login. Without WeChat configured it answers iam-0010 ('not configured'), which
 * the page shows as is. The code WeChat returns is bound by /iam/v1/third/bind/wechat-open/by-code.
 */
export const wechatConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/iam/v1/third/bind/wechat-open/config',
    {
      // not read-only: it starts a change of the account (a visitor may not bind)
      config: { access: { codes: [] } },
      schema: {
        summary:
          'WeChat binding: the QR-login address for a redirect back to this site, and its state; iam-0010 when WeChat is not configured',
        body: z.object({ redirectUri: z.string().trim().min(1).max(500) }),
      },
    },
    async (request) => {
      if (!ctx.wechat.configured) throw new AppError('iam-0010');
      let target: URL;
      try {
        target = new URL(request.body.redirectUri);
      } catch {
        throw fieldError('redirectUri', '应为完整的网址', 'must be an absolute address');
      }
      // only back to this site: the code must not be handed to another host
      const here = new URL(`${request.protocol}://${request.host}`).host; // default ports normalised like target's
      if (!/^https?:$/.test(target.protocol) || target.host !== here) {
        throw fieldError('redirectUri', '只能跳回本站', 'must lead back to this site');
      }
      const state = randomToken(12);
      return ok({ authorizeUrl: ctx.wechat.authorizeUrl(state, target.toString()), state });
    },
  );
};
