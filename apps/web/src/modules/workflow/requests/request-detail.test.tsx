import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { REQUEST_ENDPOINTS as R } from '../workflow-api.ts';
import { RequestDetailView } from './request-detail-view.tsx';

const api = { request: fakeRequest() };

const at = '2026-11-20T01:00:00.000Z';
const noActions = { approve: false, reject: false, return: false, transfer: false, withdraw: false, resubmit: false, comment: true };
const detail = (can = noActions) => ({
  id: 41,
  processId: 3,
  processName: '教职工休假',
  kind: 'vacation',
  applicantId: 11,
  applicantName: '王老师',
  status: 'waiting' as const,
  stepName: '园长审批',
  summary: '天数: 5',
  submittedAt: at,
  finishedAt: null,
  versionId: 8,
  version: 2,
  form: [
    { key: 'dates', label: '休假日期', type: 'date-range' as const, required: true },
    { key: 'days', label: '天数', type: 'number' as const, required: true },
    { key: 'paid', label: '带薪', type: 'switch' as const, required: false },
  ],
  values: { dates: ['2026-12-01', '2026-12-05'], days: 5, paid: true },
  steps: [
    {
      index: 0,
      name: '年级组长',
      approverKind: 'staff' as const,
      mode: 'any' as const,
      state: 'approved' as const,
      timeLimitHours: 24,
      startedAt: at,
      approvers: [{ memberId: 5, name: '李组长', decision: 'approve' as const, decidedAt: at }],
    },
    {
      index: 1,
      name: '园长审批',
      approverKind: 'director' as const,
      mode: 'all' as const,
      state: 'waiting' as const,
      timeLimitHours: null,
      startedAt: at,
      approvers: [{ memberId: 1, name: '张园长', decision: null, decidedAt: null }],
    },
  ],
  history: [
    {
      id: 1,
      action: 'submit' as const,
      actorId: 11,
      actorName: '王老师',
      at,
      comment: null,
      imageIds: [],
      targetName: null,
      stepName: null,
    },
    {
      id: 2,
      action: 'approve' as const,
      actorId: 5,
      actorName: '李组长',
      at,
      comment: '同意，注意交接',
      imageIds: [7],
      targetName: null,
      stepName: '年级组长',
    },
  ],
  cc: [{ id: 9, name: '赵会计' }],
  images: [{ id: 7, url: '/f/7/original', compressUrl: '/f/7/compress', thumbnailUrl: '/f/7/thumbnail' }],
  can,
});

beforeEach(() => {
  api.request.mockReset();
});

describe('a request', () => {
  it('shows the values read-only, each step with its state and the history', async () => {
    api.request.mockImplementation(answers([R.detail, detail()]));
    await renderPage(<RequestDetailView />, { route: '/workflow/approval/detail?id=41' });
    const values = await screen.findByTestId('request-values');
    expect(within(values).getByText('2026-12-01 ~ 2026-12-05')).toBeTruthy();
    expect(within(values).getByText('是')).toBeTruthy();
    const chain = screen.getByTestId('request-chain');
    expect(within(chain).getByText('园长审批 · 审批中')).toBeTruthy();
    expect(within(chain).getByText(/李组长 · 同意/)).toBeTruthy();
    expect(screen.getAllByTestId('history-entry')).toHaveLength(2);
    expect(screen.getByText('同意，注意交接')).toBeTruthy();
    // the comment's picture shows as its thumbnail
    expect(within(screen.getByTestId('request-history')).getByRole('img').getAttribute('src')).toBe('/f/7/thumbnail');
    // the server says the caller may only comment here
    expect(screen.queryByTestId('action-approve')).toBeNull();
    expect(screen.getByTestId('action-comment')).toBeTruthy();
  });

  it('lets the current approver reject only with a reason, then sends it', async () => {
    const can = { ...noActions, approve: true, reject: true, return: true, transfer: true };
    api.request.mockImplementation(answers([R.detail, detail(can)], [R.reject, null]));
    await renderPage(<RequestDetailView />, { route: '/workflow/approval/detail?id=41' });
    await userEvent.click(await screen.findByTestId('action-reject'));
    await userEvent.click(screen.getByTestId('decision-ok'));
    expect(await screen.findByText('请填写内容')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(R.reject.path, expect.anything());
    await fill(screen.getByTestId('decision-text'), ' 人手不足 ');
    await userEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(R.reject.path, { data: { id: 41, reason: '人手不足' } }));
  });

  it('approves with an optional comment left out when blank', async () => {
    api.request.mockImplementation(answers([R.detail, detail({ ...noActions, approve: true })], [R.approve, null]));
    await renderPage(<RequestDetailView />, { route: '/workflow/approval/detail?id=41' });
    await userEvent.click(await screen.findByTestId('action-approve'));
    await userEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(R.approve.path, { data: { id: 41, comment: undefined } }));
  });

  it('comments with text alone, no pictures chosen', async () => {
    api.request.mockImplementation(answers([R.detail, detail()], [R.comment, null]));
    await renderPage(<RequestDetailView />, { route: '/workflow/approval/detail?id=41' });
    await userEvent.click(await screen.findByTestId('action-comment'));
    await fill(screen.getByTestId('decision-text'), '已电话确认');
    await userEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(R.comment.path, { data: { id: 41, text: '已电话确认', imageIds: [] } }));
  });

  it('says so when the request is out of reach', async () => {
    api.request.mockImplementation(async () => {
      throw new Error('not found');
    });
    await renderPage(<RequestDetailView />, { route: '/workflow/approval/detail?id=99' });
    expect(await screen.findByText('审批单不存在或无权查看')).toBeTruthy();
  });
});
