import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginData } from '../api/testing/fake-fetch.ts';
import { answers, fakeRequest } from '../kit/testing.ts';
import { sessionFromLogin, sessionStore, useSession } from '../session/session-store.ts';
import { SchoolLogo } from './school-logo.tsx';

const api = { request: fakeRequest() };

const OLD = '/api/file/v1/files/5/thumbnail?t=1.900.old';
const NEW = '/api/file/v1/files/5/thumbnail?t=1.1800.new';

function Header() {
  const s = useSession();
  return <SchoolLogo url={s?.schoolLogoUrl} fallback={<span data-testid="plain-icon" />} />;
}

beforeEach(() => {
  const { token, refreshToken, refreshExpire, expiresIn, ...me } = loginData({ schoolLogoUrl: NEW, schoolName: '新园名' });
  api.request.mockReset();
  api.request.mockImplementation(answers([signInEndpoints.userInfo, () => me]));
  void [token, refreshToken, refreshExpire, expiresIn];
});

describe('the school logo in the header', () => {
  it('shows the plain icon when the school has no logo', () => {
    render(<SchoolLogo url="" fallback={<span data-testid="plain-icon" />} />);
    expect(screen.getByTestId('plain-icon')).toBeTruthy();
  });

  it('signs a fresh URL through user-info when the old one stops loading, then shows the icon if that fails too', async () => {
    sessionStore.set(sessionFromLogin(loginData({ schoolLogoUrl: OLD })));
    render(<Header />);
    expect(screen.getByTestId('school-logo').getAttribute('src')).toBe(OLD);
    act(() => void fireEvent.error(screen.getByTestId('school-logo')));
    await waitFor(() => expect(screen.getByTestId('school-logo').getAttribute('src')).toBe(NEW));
    expect(sessionStore.get()?.schoolName).toBe('新园名');
    act(() => void fireEvent.error(screen.getByTestId('school-logo')));
    await waitFor(() => expect(screen.getByTestId('plain-icon')).toBeTruthy());
    expect(api.request).toHaveBeenCalledTimes(2);
  });
});
