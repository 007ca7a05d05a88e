import { AppError } from '../../core/errors.ts';

export interface WechatIdentity {
  openId: string;
  unionId?: string;
  nickname?: string;
  avatarUrl?: string;
}

/** Exchanges a WeChat open-platform authorization code for the user's identity. */
export interface WechatProvider {
  readonly configured: boolean;
  /** The QR-login page address the browser opens, for `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string): Promise<WechatIdentity>;
}

/** Used until WECHAT_APP_ID/WECHAT_APP_SECRET are set: every exchange answers 'not configured'. */
export class UnconfiguredWechat implements WechatProvider {
  readonly configured = false;
  authorizeUrl(): string {
    throw new AppError('iam-0010');
  }
  async exchangeCode(): Promise<WechatIdentity> {
    throw new AppError('iam-0010');
  }
}
