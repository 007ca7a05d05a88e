import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { NOTICE_ENDPOINTS as E } from './notice-api.ts';
import SystemNoticesPage from './system-notices.page.tsx';

const api = { request: fakeRequest() };

const createdAt = '2026-05-01T02:00:00.000Z';
const rows = [
  { id: 7, source: 'jobs', title: '导出完成', body: '幼儿名单', link: '/system/jobs', read: false, createdAt },
  { id: 6, source: 'custom', title: '旧消息', body: null, link: null, read: true, createdAt },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }],
      [E.sources, ['custom', 'jobs']],
      [E.markRead, { count: 1 }],
      [E.markAllRead, { count: 1 }],
    ),
  );
});

describe('notices page', () => {
  it('lists messages with their source named, and marks one read', async () => {
    await renderPage(<SystemNoticesPage />, { route: '/system/notices', session: schoolSession() });
    await screen.findByText('导出完成');
    expect(screen.getByText('后台任务')).toBeTruthy();
    // a module without a name of its own shows its key
    expect(screen.getByText('custom')).toBeTruthy();
    await userEvent.click(screen.getByTestId('notice-mark-read'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.markRead.path, { data: { ids: [7] }, json: true }));
  });

  it('marks everything read', async () => {
    await renderPage(<SystemNoticesPage />, { route: '/system/notices', session: schoolSession() });
    await screen.findByText('导出完成');
    await userEvent.click(screen.getByTestId('notices-mark-all'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.markAllRead.path, { data: {} }));
  });

  it('offers no marking to a read-only visit', async () => {
    await renderPage(<SystemNoticesPage />, { route: '/system/notices', session: schoolSession({ readOnly: true }) });
    await screen.findByText('导出完成');
    expect(screen.queryByTestId('notices-mark-all')).toBeNull();
    expect(screen.queryByTestId('notice-mark-read')).toBeNull();
  });
});
