import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok, resetClient, signIn } from '../api/testing/fake-fetch.ts';
import { loginPath, logout, onLogout } from './logout.ts';
import { redirectAfterLogin } from './redirect-owner.ts';
import { getReferer, markArrivedFromRegulation, refererUrl, saveReferer, takeArrivedFromRegulation } from './referer.ts';
import { sessionStore } from './session-store.ts';

let client: Awaited<ReturnType<typeof resetClient>>;
beforeEach(async () => {
  client = await resetClient();
  signIn();
  window.history.replaceState(null, '', '/garden/student/student/index?page=2');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('logout', () => {
  it('clears the session, runs the reset hooks, empties session storage and goes to login with the page to return to', async () => {
    const reset = vi.fn();
    const off = onLogout(reset);
    sessionStorage.setItem('scroll', '1');
    await logout();
    off();
    expect(sessionStore.get()).toBeNull();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
    expect(client.navigate).toHaveBeenCalledWith('/login?redirect=%2Fgarden%2Fstudent%2Fstudent%2Findex%3Fpage%3D2');
  });

  it('returns to the full-page view it was on', async () => {
    window.history.replaceState(null, '', '/fullPage/attendance/record');
    await logout();
    expect(client.navigate).toHaveBeenCalledWith('/login?redirect=%2FfullPage%2Fattendance%2Frecord');
  });

  it('goes to the referer site when one is stored', async () => {
    saveReferer('gov.example.cn/portal', 'https:');
    await logout();
    expect(client.leave).toHaveBeenCalledWith('https://gov.example.cn/portal');
    expect(client.navigate).not.toHaveBeenCalled();
    expect(getReferer()).toBeNull();
  });

  it('tells the server when asked, with the current token and without a refresh', async () => {
    const net = fakeFetch(() => ok(null));
    await logout({ callServer: true });
    expect(net.calls.map((c) => [c.path, c.headers.authorization])).toEqual([['/api/iam/v1/web-oauth/logout', 'Bearer access-1']]);
    expect(sessionStore.get()).toBeNull();
  });

  it('logs out locally even when the server call fails', async () => {
    fakeFetch(() => {
      throw new TypeError('offline');
    });
    await logout({ callServer: true });
    expect(sessionStore.get()).toBeNull();
    expect(client.navigate).toHaveBeenCalledTimes(1);
    expect(client.toasts).toEqual([]);
  });

  it('never leaves for a stored referer that is not http(s), whatever put it in storage', async () => {
    sessionStorage.setItem('kg.referer', 'alert(document.cookie)');
    sessionStorage.setItem('kg.refererProtocol', 'javascript');
    await logout();
    expect(client.leave).not.toHaveBeenCalled();
    expect(client.navigate).toHaveBeenCalledWith('/login?redirect=%2Fgarden%2Fstudent%2Fstudent%2Findex%3Fpage%3D2');
  });

  it('keeps the page to return to for the account that logged out only', async () => {
    const accountId = sessionStore.get()!.accountId;
    const page = '/garden/student/student/index?page=2';
    await logout();
    expect(redirectAfterLogin(page, accountId + 1)).toBeNull();
    await logout();
    expect(redirectAfterLogin(page, accountId)).toBe(page);
    // a deep link opened signed out, no logout behind it, is anyone's
    expect(redirectAfterLogin('/garden/grade/index', accountId + 1)).toBe('/garden/grade/index');
  });

  it('sends no redirect from the login page itself', () => {
    expect(loginPath({ pathname: '/login', search: '?redirect=%2Fx' })).toBe('/login');
  });
});

describe('referer', () => {
  it('builds the site address from host and protocol', () => {
    expect(refererUrl({ referer: 'a.cn', protocol: 'http' })).toBe('http://a.cn');
    expect(refererUrl({ referer: 'a.cn/x', protocol: 'https://' })).toBe('https://a.cn/x');
    expect(refererUrl({ referer: 'a.cn', protocol: '' })).toBe('https://a.cn');
    expect(refererUrl({ referer: 'http://b.cn/y', protocol: 'https' })).toBe('http://b.cn/y');
  });

  it.each([
    ['javascript as protocol', 'alert(1)', 'javascript'],
    ['javascript in the referer', 'javascript:alert(1)', ''],
    ['data:', 'data:text/html,x', 'https'],
    ['a protocol-relative referer', '//evil.example', 'vbscript'],
  ])('keeps no referer that would not be http(s): %s', (_, referer, protocol) => {
    expect(refererUrl({ referer, protocol })).toBeNull();
    saveReferer(referer, protocol);
    expect(getReferer()).toBeNull();
  });

  it('gives the arrived-from-regulation flag once', () => {
    expect(takeArrivedFromRegulation()).toBe(false);
    markArrivedFromRegulation();
    expect(takeArrivedFromRegulation()).toBe(true);
    expect(takeArrivedFromRegulation()).toBe(false);
  });
});
