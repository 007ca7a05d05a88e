import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { location, renderPage } from '../../../test/render-page.tsx';
import { REQUEST_ENDPOINTS as R } from '../workflow-api.ts';
import { InboxList } from './inbox-list.tsx';

const api = { request: fakeRequest() };

const row = {
  id: 41,
  processId: 3,
  processName: '教职工休假',
  kind: 'vacation',
  applicantId: 11,
  applicantName: '王老师',
  status: 'returned' as const,
  stepName: null,
  summary: '天数: 5',
  submittedAt: '2026-11-20T01:00:00.000Z',
  finishedAt: null,
  myAction: 'return' as const,
};
const page = { list: [row], total: 1, pageNum: 1, pageSize: 20 };
const counts = (maySubmit: boolean) => ({ todo: 0, mineWaiting: 0, mineReturned: 1, cc: 0, maySubmit });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([R.mine, page], [R.done, page], [R.counts, counts(true)]));
});

describe('inboxes', () => {
  it('shows my requests with their status and opens one by its name', async () => {
    await renderPage(<InboxList which="mine" />, { route: '/workflow/approval/mine' });
    expect(await screen.findByText('已退回')).toBeTruthy();
    expect(await screen.findByTestId('new-request')).toBeTruthy();
    await userEvent.click(screen.getByTestId('row-name'));
    await waitFor(() => expect(location.current).toBe('/workflow/approval/detail?id=41'));
  });

  it('offers no new request to one who may not file here (a group employee inside the school)', async () => {
    api.request.mockImplementation(answers([R.mine, page], [R.counts, counts(false)]));
    await renderPage(<InboxList which="mine" />, { route: '/workflow/approval/mine' });
    expect(await screen.findByText('已退回')).toBeTruthy();
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(R.counts.path, expect.anything()));
    expect(screen.queryByTestId('new-request')).toBeNull();
  });

  it('shows what I decided in the done inbox, searching on the server', async () => {
    await renderPage(<InboxList which="done" />, { route: '/workflow/approval/done' });
    expect(await screen.findByText('退回')).toBeTruthy();
    expect(screen.getByText('王老师')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith(R.done.path, { data: { pageNum: 1, pageSize: 20 } });
  });
});
