// The iam module's public entry: what other modules may use.

export { iamModule } from './routes.ts';
export { revokeAccountSessions, startSession } from './session-service.ts';
export type { WechatProvider } from './wechat-provider.ts';
