import { SYSTEM_CODES as S } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { ACCOUNT_ENDPOINTS as E } from './account-api.ts';
import { AccountsTab } from './accounts-tab.tsx';

const api = { request: fakeRequest() };

const base = {
  roles: [{ id: 1, name: '教师' }],
  allRange: false,
  classes: [{ id: 5, name: '小一班' }],
  disabledAt: null,
  lastSignInAt: '2026-11-20T01:02:03.000Z',
  lastSignInIp: '10.0.0.1',
  lastSignInAgent: 'Chrome',
};
const rows = [
  { ...base, id: 1, realName: '园长', mobile: '139****0011', allRange: true, classes: [], status: 1, self: true },
  { ...base, id: 2, realName: '张老师', mobile: '137****0001', status: 1, self: false },
  { ...base, id: 3, realName: '李老师', mobile: '137****0002', status: 2, self: false, disabledAt: '2026-11-22T00:00:00.000Z' },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: rows, total: 3, pageNum: 1, pageSize: 20 }],
      [E.roleOptions, [{ id: 1, name: '教师' }]],
      [E.disable, { id: 2, status: 2 }],
      [E.enable, { id: 3, status: 1 }],
    ),
  );
});

const all = [S.accounts, S.accountAdd, S.accountStatus, S.accountResetPassword];

describe('accounts tab', () => {
  it('offers disable on an active row, enable on a disabled one, and nothing to change on ones own', async () => {
    await renderPage(<AccountsTab />, { session: schoolSession({ permissions: all }) });
    const own = (await screen.findByText(/园长/)).closest('tr') as HTMLElement;
    expect(within(own).queryByTestId('row-disable')).toBeNull();
    expect(within(own).queryByTestId('row-reset-password')).toBeNull();
    const disabled = screen.getByText('李老师').closest('tr') as HTMLElement;
    expect(within(disabled).getByText('已停用')).toBeTruthy();
    expect(within(disabled).getByTestId('row-enable')).toBeTruthy();
    const active = screen.getByText('张老师').closest('tr') as HTMLElement;
    await userEvent.click(within(active).getByTestId('row-disable'));
    expect(await screen.findByText(/停用后 张老师 将立即/)).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.disable.path, { data: { id: 2 } }));
  });

  it('shows the list but no actions that change accounts without their codes', async () => {
    await renderPage(<AccountsTab />, { session: schoolSession({ permissions: [S.accounts] }) });
    await screen.findByText('张老师');
    expect(screen.queryByTestId('add')).toBeNull();
    expect(screen.queryAllByTestId('row-disable')).toHaveLength(0);
    expect(screen.queryAllByTestId('row-reset-password')).toHaveLength(0);
    expect(screen.getAllByTestId('row-history')).toHaveLength(3);
  });
});
