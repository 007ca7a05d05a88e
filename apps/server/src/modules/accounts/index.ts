// The accounts module's public entry: what other modules may use.

export { accountsModule } from './routes.ts';
export { startSession } from './sessions/session-service.ts';
export { clientOf } from './sign-in/login-routes.ts';
export type { WechatProvider } from './wechat/wechat-provider.ts';
