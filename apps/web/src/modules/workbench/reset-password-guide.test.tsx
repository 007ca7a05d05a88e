import { passwordEndpoints } from '@kg/shared/modules/accounts/password';
import { verificationEndpoints } from '@kg/shared/modules/accounts/verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../kit/testing.ts';
import { sessionStore } from '../../session/session-store.ts';
import { fill, location, renderPage, schoolSession } from '../../test/render-page.tsx';
import ResetPasswordGuidePage from './desktop-reset-password-guide.page.tsx';

const api = { request: fakeRequest() };
vi.mock('../../api/auth.ts', () => ({ serverLogout: vi.fn(async () => undefined) }));

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      // the account's own phone prefills the form (any institution: password/need answers it)
      [passwordEndpoints.passwordNeed, { needUpdatePassword: true, phone: '13900000021' }],
      [verificationEndpoints.sendCode, { expiresIn: 300, resendAfter: 60 }],
      [passwordEndpoints.passwordReset, true],
    ),
  );
});

const open = () =>
  renderPage(<ResetPasswordGuidePage />, {
    route: '/desktop/reset-password-guide',
    session: schoolSession({ needUpdatePassword: true }),
  });

describe('forced password change', () => {
  it("prefills the member's own phone and sends a code for the password scene, then counts down", async () => {
    await open();
    const phone = screen.getByPlaceholderText('请输入手机号') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('13900000021'));
    await userEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(verificationEndpoints.sendCode.path, { data: { phone: '13900000021', scene: 'password' } }),
    );
    expect((await screen.findByText('60 秒后重发')).closest('button')?.hasAttribute('disabled')).toBe(true);
  });

  it('refuses a weak password and a confirmation that differs', async () => {
    await open();
    await fill(screen.getByLabelText('新密码'), 'abcdefgh');
    await fill(screen.getByLabelText('确认新密码'), 'abcdefgh1');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findAllByText('8-20 位，须同时包含字母和数字')).toHaveLength(2);
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(passwordEndpoints.passwordReset.path, expect.anything());
  });

  it('changes the password with the code and sends the user to sign in again', async () => {
    await open();
    await waitFor(() => expect((screen.getByPlaceholderText('请输入手机号') as HTMLInputElement).value).toBe('13900000021'));
    await fill(screen.getByPlaceholderText('请输入验证码'), '123456');
    await fill(screen.getByLabelText('新密码'), 'NewPass2025');
    await fill(screen.getByLabelText('确认新密码'), 'NewPass2025');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(passwordEndpoints.passwordReset.path, {
        data: { phone: '13900000021', code: '123456', password: 'NewPass2025', confirmPassword: 'NewPass2025' },
      }),
    );
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    await waitFor(() => expect(location.current).toBe('/login'));
  });
});
