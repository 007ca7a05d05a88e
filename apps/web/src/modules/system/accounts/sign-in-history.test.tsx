import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dateTime } from '../../../kit/index.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { type AccountRow, ACCOUNT_ENDPOINTS as E } from './account-api.ts';
import { SignInHistoryDrawer } from './sign-in-history.tsx';

// The drawer's rows and wording: the browser test of the accounts tab measures its layout only.
const api = { request: fakeRequest() };

const teacher: AccountRow = {
  id: 2,
  realName: '张老师',
  mobile: '137****0001',
  roles: [{ id: 1, name: '教师' }],
  allRange: false,
  classes: [{ id: 5, name: '小一班' }],
  status: 1,
  self: false,
  disabledAt: null,
  lastSignInAt: '2026-11-20T01:02:03.000Z',
  lastSignInIp: '10.0.0.1',
  lastSignInAgent: 'Chrome',
};
const sign = { loginType: 'password', ip: '10.0.0.1', userAgent: 'Chrome' };
const EXPIRED_AT = '2026-11-18T05:00:00.000Z';
const signIns = [
  { ...sign, id: 12, createdAt: '2026-11-20T01:02:03.000Z', revokedAt: null, revokeReason: null },
  { ...sign, id: 11, createdAt: '2026-11-19T01:00:00.000Z', ip: null, revokedAt: '2026-11-19T05:00:00.000Z', revokeReason: 'logout' },
  { ...sign, id: 10, createdAt: '2026-11-18T01:00:00.000Z', revokedAt: EXPIRED_AT, revokeReason: 'expired' },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.history, { list: signIns, total: 3, pageNum: 1, pageSize: 20 }]));
});

const words = {
  zh: { title: '张老师 的登录记录', live: '在线', logout: '退出登录' },
  en: { title: 'Sign-ins of 张老师', live: 'Active', logout: 'Signed out' },
};

describe('sign-in history drawer', () => {
  it.each(['zh', 'en'] as const)(
    "lists the account's sign-ins, saying which is live and how each ended, in %s",
    async (lang) => {
      await renderPage(<SignInHistoryDrawer row={teacher} onClose={() => {}} />, { lang });
      const table = await screen.findByTestId('sign-in-history-table');
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
      expect(screen.getByText(words[lang].title)).toBeTruthy();
      const [live, signedOut, expired] = within(table)
        .getAllByRole('row')
        .filter((r) => r.closest('tbody'))
        .slice(-3);
      expect(within(live).getByText(words[lang].live)).toBeTruthy();
      expect(within(signedOut).getByText(words[lang].logout)).toBeTruthy();
      // a missing address shows the empty mark
      expect(within(signedOut).getByText('—')).toBeTruthy();
      // an ending the page has no word for shows when it ended, never the server's code
      expect(within(expired).getByText(dateTime(EXPIRED_AT, 'minute'))).toBeTruthy();
      expect(within(table).queryByText('expired')).toBeNull();
      expect(api.request).toHaveBeenCalledWith(E.history.path, expect.objectContaining({ data: expect.objectContaining({ id: 2 }) }));
    },
    // the first drawer and table of a worker build antd's styles: 20 s on a busy 2-core machine
    60_000,
  );
});
