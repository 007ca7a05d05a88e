import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './login-routes.ts';
import { orgRoutes } from './org-routes.ts';
import { refererRoutes } from './referer-routes.ts';
import { wechatRoutes } from './wechat-routes.ts';

/** Sign-in and session: login, institutions, WeChat, the regulator's entry into a school. */
export async function iamModule(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(orgRoutes);
  await app.register(wechatRoutes);
  await app.register(refererRoutes);
}
