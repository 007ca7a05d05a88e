import { wechatEndpoints as E } from '@kg/shared/modules/accounts/wechat';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { randomToken } from '../../../core/tokens.ts';

/**
 * The 'bind WeChat' button of the user information page: where to send the browser for the
 * WeChat QR login. Without WeChat configured it answers iam-0010 ('not configured'), which
 * the page shows as is. The code WeChat returns is bound by /iam/v1/third/bind/wechat-open/by-code.
 */
export async function wechatConfigRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.wechatConfig, async ({ redirectUri }, c) => {
    if (!ctx.wechat.configured) throw new AppError('iam-0010');
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      throw fieldError('redirectUri', '应为完整的网址', 'must be an absolute address');
    }
    // only back to this site: the code must not be handed to another host
    const here = new URL(`${c.request.protocol}://${c.request.host}`).host; // default ports normalised like target's
    if (!/^https?:$/.test(target.protocol) || target.host !== here) {
      throw fieldError('redirectUri', '只能跳回本站', 'must lead back to this site');
    }
    const state = randomToken(12);
    return { authorizeUrl: ctx.wechat.authorizeUrl(state, target.toString()), state };
  });
}
