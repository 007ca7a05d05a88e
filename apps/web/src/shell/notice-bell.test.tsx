import { noticeEndpoints as E } from '@kg/shared/modules/platform/notices';
import { workbenchEndpoints } from '@kg/shared/modules/workbench/workbench';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../kit/testing.ts';
import { sessionStore } from '../session/session-store.ts';
import { NoticeBell } from './notice-bell.tsx';
import { renderAt, signIn, useChinese } from './testing/render.tsx';

const api = { request: fakeRequest() };

// half past midnight on 1 May in China, still 30 April in the test's zone (New York)
const createdAt = '2026-04-30T16:30:00.000Z';
let unread: number;
let guide: { key: 'password' }[];
const rows = () => [
  { id: 7, source: 'jobs', title: '导出完成', body: null, link: '/system/jobs', read: unread === 0, createdAt },
  { id: 6, source: 'garden', title: '新生入园', body: '三名', link: null, read: true, createdAt },
];

beforeEach(async () => {
  await useChinese();
  unread = 1;
  guide = [];
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.unreadCount, () => ({ count: unread })],
      [E.list, () => ({ list: rows(), total: 2, pageNum: 1, pageSize: 10 })],
      [
        E.markRead,
        () => {
          unread = 0;
          return { count: 1 };
        },
      ],
      [E.markAllRead, () => ({ count: unread })],
      [workbenchEndpoints.guide, () => guide],
    ),
  );
  signIn();
});
afterEach(() => sessionStore.set(null));

describe('notice bell', () => {
  it('shows the unread count, and a click on a message marks it read and opens its record', async () => {
    renderAt('/desktop/index', <NoticeBell />);
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.count).toBe('1'));
    await userEvent.click(bell);
    // when each came, on China's clock
    expect(await screen.findAllByText(/· 05-01 00:30$/)).toHaveLength(2);
    await userEvent.click(await screen.findByText('导出完成'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.markRead.path, { data: { ids: [7] }, json: true }));
    expect((await screen.findByTestId('where')).textContent).toBe('/system/jobs');
  });

  it('takes "view all" to the notices page of the institution type', async () => {
    sessionStore.set(null);
    signIn({ orgType: 1, groupId: 1, groupEmployeeId: 5 });
    renderAt('/desktop/index', <NoticeBell />);
    await userEvent.click(await screen.findByTestId('notice-bell'));
    await userEvent.click(await screen.findByTestId('bell-view-all'));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/notices');
  });

  it('keeps the guide: a red dot while getting-started items exist and no message is unread', async () => {
    unread = 0;
    guide = [{ key: 'password' }];
    renderAt('/desktop/index', <NoticeBell />);
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.dot).toBe('true'));
    expect(bell.dataset.count).toBe('0');
    await userEvent.click(bell);
    expect(await screen.findByText('修改初始密码')).toBeTruthy();
    expect(await screen.findByText('新生入园')).toBeTruthy();
  });

  it('polls the count so a new message shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      unread = 0;
      renderAt('/desktop/index', <NoticeBell />);
      const bell = await screen.findByTestId('notice-bell');
      await waitFor(() => expect(bell.dataset.count).toBe('0'));
      unread = 3;
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(bell.dataset.count).toBe('3'));
    } finally {
      vi.useRealTimers();
    }
  });
});
