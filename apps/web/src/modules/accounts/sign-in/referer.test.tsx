import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { getReferer } from '../../../session/referer.ts';
import { location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import RefererPage from './referer.page.tsx';

const auth = vi.hoisted(() => ({ refererLogin: vi.fn() }));
vi.mock('../../../api/auth.ts', () => auth);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

const entry = '/referer?temptoken=abc&loginId=3&tenantryName=%E9%98%B3%E5%85%89&referer=https%3A%2F%2Freg.example%2Fregulator%2Findex';

describe('regulator entry (/referer)', () => {
  it('spends the single-use token once, keeps the regulator site and lands on the school desktop', async () => {
    auth.refererLogin.mockResolvedValue(schoolSession({ schoolId: 3, readOnly: true }));
    await renderPage(
      <StrictMode>
        <RefererPage />
      </StrictMode>,
      { route: entry, path: '/referer', session: null },
    );
    await waitFor(() => expect(location.current).toBe('/desktop/index?schoolId=3'));
    expect(auth.refererLogin).toHaveBeenCalledTimes(1);
    expect(auth.refererLogin).toHaveBeenCalledWith('abc', '3');
    expect(getReferer()?.referer).toBe('https://reg.example/regulator/index');
  });

  it('says so when the link is incomplete, without calling the server', async () => {
    await renderPage(<RefererPage />, { route: '/referer?temptoken=abc', path: '/referer', session: null });
    expect(await screen.findByText('进入链接不完整，请从监管平台重新进入')).toBeTruthy();
    expect(auth.refererLogin).not.toHaveBeenCalled();
  });

  it("shows the server's reason and a way back when the token was already used", async () => {
    auth.refererLogin.mockRejectedValue(new ApiError('iam-0007', 401, '临时凭证无效或已使用'));
    await renderPage(<RefererPage />, { route: entry, path: '/referer', session: null });
    expect(await screen.findByText('临时凭证无效或已使用')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回监管平台/ }).getAttribute('href')).toBe('https://reg.example/regulator/index');
  });

  it('keeps no javascript: referer: the failed entry offers no way back and nothing is stored', async () => {
    auth.refererLogin.mockRejectedValue(new ApiError('iam-0007', 401, '临时凭证无效或已使用'));
    const attack = '/referer?temptoken=abc&loginId=3&protocol=javascript&referer=alert(1)';
    await renderPage(<RefererPage />, { route: attack, path: '/referer', session: null });
    expect(await screen.findByText('临时凭证无效或已使用')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /返回监管平台/ })).toBeNull();
    expect(getReferer()).toBeNull();
  });
});
