import { describe, expect, it } from 'vitest';
import { OpenPlatformWechat, UnconfiguredWechat, wechatFromEnv } from './wechat-provider.ts';

/** A fetch double answering WeChat's two endpoints; records the URLs asked for. */
function fakeFetch(answers: Record<string, unknown>, seen: string[]): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    seen.push(url.toString());
    const body = answers[url.pathname];
    if (body === undefined) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('OpenPlatformWechat', () => {
  it('exchanges a code for the openid, then reads the profile with the access token', async () => {
    const seen: string[] = [];
    const wx = new OpenPlatformWechat(
      'wx-app',
      'wx-secret',
      fakeFetch(
        {
          '/sns/oauth2/access_token': { access_token: 'AT', openid: 'OPENID', unionid: 'UNION', expires_in: 7200 },
          '/sns/userinfo': { openid: 'OPENID', nickname: '小阳', headimgurl: 'https://img/a.png' },
        },
        seen,
      ),
    );
    expect(await wx.exchangeCode('the-code')).toEqual({
      openId: 'OPENID',
      unionId: 'UNION',
      nickname: '小阳',
      avatarUrl: 'https://img/a.png',
    });
    const first = new URL(seen[0]);
    expect(first.searchParams.get('appid')).toBe('wx-app');
    expect(first.searchParams.get('secret')).toBe('wx-secret');
    expect(first.searchParams.get('code')).toBe('the-code');
    expect(first.searchParams.get('grant_type')).toBe('authorization_code');
    expect(new URL(seen[1]).searchParams.get('access_token')).toBe('AT');
  });

  it('answers iam-0013 when WeChat rejects the code', async () => {
    const wx = new OpenPlatformWechat('a', 'b', fakeFetch({ '/sns/oauth2/access_token': { errcode: 40029, errmsg: 'invalid code' } }, []));
    await expect(wx.exchangeCode('bad')).rejects.toMatchObject({ code: 'iam-0013' });
  });

  it('keeps the identity when only the profile call fails', async () => {
    const wx = new OpenPlatformWechat('a', 'b', fakeFetch({ '/sns/oauth2/access_token': { access_token: 'AT', openid: 'O' } }, []));
    expect(await wx.exchangeCode('c')).toEqual({ openId: 'O' });
  });

  it('builds the QR-login address with the state', () => {
    const url = new URL(new OpenPlatformWechat('wx-app', 's').authorizeUrl('st', 'https://kg.example/cb'));
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe('st');
    expect(url.searchParams.get('redirect_uri')).toBe('https://kg.example/cb');
  });

  it('is chosen only when both app id and secret are set', () => {
    expect(wechatFromEnv({ WECHAT_APP_ID: 'a', WECHAT_APP_SECRET: 'b' })).toBeInstanceOf(OpenPlatformWechat);
    expect(wechatFromEnv({ WECHAT_APP_ID: 'a' })).toBeInstanceOf(UnconfiguredWechat);
  });
});
