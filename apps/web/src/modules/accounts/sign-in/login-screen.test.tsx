import { InstitutionType } from '@kg/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { plugSignedInFrame } from '../../../session/after-sign-in.ts';
import { getReferer } from '../../../session/referer.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { LoginScreen } from './login-screen.tsx';

const auth = vi.hoisted(() => ({
  loginWithPassword: vi.fn(),
  loginWithSmsCode: vi.fn(),
  sendLoginCode: vi.fn(),
  enterInstitution: vi.fn(),
}));
const chooser = vi.hoisted(() => ({ choose: vi.fn() }));
vi.mock('../../../api/auth.ts', () => auth);
vi.mock('./regulated-flag.ts', () => ({ storeRegulatedFlag: vi.fn(async () => undefined) }));

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  // the chooser the shell plugs in, as a stand-in
  plugSignedInFrame({ choose: chooser.choose });
});

async function signIn(phone = '13900000011', password = 'Kg@123456') {
  await userEvent.type(screen.getByPlaceholderText('请输入手机号'), phone);
  await userEvent.type(screen.getByPlaceholderText('请输入密码'), password);
  await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
}

describe('login page', () => {
  it('has a title of its own', async () => {
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    expect(document.title).toBe('智慧幼儿园管理后台');
    expect(screen.getByRole('heading', { name: '智慧幼儿园管理后台' })).toBeTruthy();
  });

  it('requires a correct phone number and a password before calling the server', async () => {
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    await fill(screen.getByPlaceholderText('请输入手机号'), '12345');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(auth.loginWithPassword).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login fails and lets the user try again", async () => {
    auth.loginWithPassword.mockRejectedValue(new ApiError('iam-0001', 400, '账号或密码错误'));
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect(screen.getByRole('button', { name: /^登\s*录$/ }).hasAttribute('disabled')).toBe(false);
    expect(location.current).toBe('/login');
  });

  it('signs in with an SMS code instead of the password, the way in while the password is locked', async () => {
    auth.loginWithPassword.mockRejectedValue(
      new ApiError('iam-0002', 429, '密码错误次数过多，请稍后再试，或使用短信验证码登录', { retryAfter: 60 }),
    );
    auth.sendLoginCode.mockResolvedValue(60);
    auth.loginWithSmsCode.mockResolvedValue({ session: schoolSession({ schoolId: 3 }), orgCount: 1 });
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('使用短信验证码登录');
    await userEvent.click(screen.getByRole('button', { name: '短信验证码登录' }));
    expect(screen.queryByPlaceholderText('请输入密码')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    await userEvent.click(screen.getByTestId('send-login-code'));
    expect(auth.sendLoginCode).toHaveBeenCalledWith('13900000011');
    expect((await screen.findByText('60 秒后重发')).closest('button')?.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await waitFor(() => expect(location.current).toBe('/desktop/index?schoolId=3'));
    expect(auth.loginWithSmsCode).toHaveBeenCalledWith('13900000011', '123456');
  });

  it("goes to the school's desktop after a login with one institution", async () => {
    auth.loginWithPassword.mockResolvedValue({ session: schoolSession({ schoolId: 3 }), orgCount: 1 });
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await signIn();
    await waitFor(() => expect(location.current).toBe('/desktop/index?schoolId=3'));
    expect(auth.loginWithPassword).toHaveBeenCalledWith('13900000011', 'Kg@123456', { silent: true });
    expect(chooser.choose).not.toHaveBeenCalled();
  });

  it('goes to the redirect query of this site, never to another site', async () => {
    auth.loginWithPassword.mockResolvedValue({ session: schoolSession(), orgCount: 1 });
    await renderPage(<LoginScreen variant="default" />, {
      route: '/login?redirect=%2Fsystem%2Fsystem%2Faccount',
      path: '/login',
      session: null,
    });
    await signIn();
    await waitFor(() => expect(location.current).toBe('/system/system/account'));
  });

  it('opens the institution chooser for an account in several institutions', async () => {
    auth.loginWithPassword.mockResolvedValue({ session: schoolSession(), orgCount: 3 });
    chooser.choose.mockResolvedValue(true);
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await signIn('13900000031');
    await waitFor(() => expect(chooser.choose).toHaveBeenCalledTimes(1));
    // the chooser navigated itself
    expect(location.current).toBe('/login');
  });

  it('lands a group user on the group home with the group id', async () => {
    auth.loginWithPassword.mockResolvedValue({
      session: schoolSession({ orgType: InstitutionType.group, isGroup: true, schoolId: 2 }),
      orgCount: 1,
    });
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await signIn('13900000002');
    await waitFor(() => expect(location.current).toBe('/group/system?schoolId=2'));
  });

  it('keeps the referer site and protocol the login link brings', async () => {
    auth.loginWithPassword.mockResolvedValue({ session: schoolSession(), orgCount: 1 });
    await renderPage(<LoginScreen variant="default" />, {
      route: '/login?referer=gov.example.cn&protocol=https',
      path: '/login',
      session: null,
    });
    await signIn();
    await waitFor(() => expect(location.current).toContain('/desktop/index'));
    expect(getReferer()).toEqual({ referer: 'gov.example.cn', protocol: 'https' });
  });

  it("enters with login type 7 on the new Tong'an login, under its own title", async () => {
    auth.loginWithPassword.mockResolvedValue({ session: schoolSession({ orgId: 3 }), orgCount: 1 });
    auth.enterInstitution.mockResolvedValue(schoolSession({ orgId: 3, schoolId: 3 }));
    await renderPage(<LoginScreen variant="tonganNew" />, { route: '/tongan-login-new', session: null });
    expect(document.title).toBe('同安区智慧幼儿园管理平台');
    await signIn();
    await waitFor(() => expect(location.current).toBe('/desktop/index?schoolId=3'));
    expect(auth.enterInstitution).toHaveBeenCalledWith(3, '7');
  });

  it('switches the page to English', async () => {
    await renderPage(<LoginScreen variant="default" />, { route: '/login', session: null });
    await userEvent.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Kindergarten Back Office' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
