// The iam module's public entry: what other modules may use.

export { clientOf } from './login-routes.ts';
export { iamModule } from './routes.ts';
export { endSessionsWithoutReason, type SessionReason } from './session-reasons.ts';
export { revokeAccountSessions, startSession } from './session-service.ts';
export type { WechatProvider } from './wechat-provider.ts';
