import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './password/password-routes.ts';
import { phoneRoutes } from './phone/phone-routes.ts';
import { loginRoutes } from './sign-in/login-routes.ts';
import { orgRoutes } from './sign-in/org-routes.ts';
import { refererRoutes } from './sign-in/referer-routes.ts';
import { linkCodeRoutes } from './verification/link-code-routes.ts';
import { smsCodeRoutes } from './verification/sms-code-routes.ts';
import { wechatConfigRoutes } from './wechat/wechat-config-routes.ts';
import { wechatRoutes } from './wechat/wechat-routes.ts';

/**
 * Identity: sign-in and sessions, the regulator's entry into a school, WeChat binding, the own
 * password and phone, and the SMS codes that prove who holds a phone (sign-in, password, phone
 * change, consent to link an existing account).
 */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(orgRoutes);
  await app.register(wechatRoutes);
  await app.register(wechatConfigRoutes);
  await app.register(refererRoutes);
  await app.register(passwordRoutes);
  await app.register(phoneRoutes);
  await app.register(smsCodeRoutes);
  await app.register(linkCodeRoutes);
}
