import { isWebUrl } from '@kg/shared/contract/urls';
import { AppError } from '../../../core/errors.ts';

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

type Fetch = typeof fetch;

/** WeChat open platform (web QR login): code → access_token + openid → userinfo. */
export class OpenPlatformWechat implements WechatProvider {
  readonly configured = true;

  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
    private readonly fetchImpl: Fetch = fetch,
    private readonly apiBase = 'https://api.weixin.qq.com',
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const q = new URLSearchParams({ appid: this.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
    return `https://open.weixin.qq.com/connect/qrconnect?${q}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const token = await this.get('/sns/oauth2/access_token', {
      appid: this.appId,
      secret: this.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const openId = typeof token.openid === 'string' ? token.openid : '';
    const accessToken = typeof token.access_token === 'string' ? token.access_token : '';
    if (!openId || !accessToken) throw new AppError('iam-0013');
    const identity: WechatIdentity = { openId, unionId: str(token.unionid) };
    // Profile details are a nicety: a failing userinfo call must not block the sign-in.
    try {
      const info = await this.get('/sns/userinfo', { access_token: accessToken, openid: openId });
      identity.nickname = str(info.nickname);
      // shown as an image on the binds page: only an http(s) address is kept
      const avatar = str(info.headimgurl);
      identity.avatarUrl = avatar && isWebUrl(avatar) ? avatar : undefined;
      identity.unionId ??= str(info.unionid);
    } catch {
      /* keep the identity without profile */
    }
    return identity;
  }

  /** WeChat answers 200 with { errcode, errmsg } on failure. */
  private async get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    let body: Record<string, unknown>;
    try {
      const res = await this.fetchImpl(`${this.apiBase}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`WeChat ${path}: HTTP ${res.status}`);
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      throw new AppError('iam-0013');
    }
    if (typeof body.errcode === 'number' && body.errcode !== 0) throw new AppError('iam-0013');
    return body;
  }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The real provider when WECHAT_APP_ID and WECHAT_APP_SECRET are set, else 'not configured'. */
export function wechatFromEnv(env: NodeJS.ProcessEnv = process.env): WechatProvider {
  return env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
    ? new OpenPlatformWechat(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET)
    : new UnconfiguredWechat();
}
