import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage } from '../../../test/render-page.tsx';
import { PROCESS_ENDPOINTS as P, REQUEST_ENDPOINTS as R } from '../workflow-api.ts';
import { SubmitView } from './submit-view.tsx';

const api = { request: fakeRequest() };

const overtime = {
  id: 4,
  kind: 'overtime',
  name: '加班申请',
  icon: null,
  color: null,
  description: '加班须提前一天申请',
  versionId: 12,
  form: [
    { key: 'hours', label: '时长', type: 'number' as const, required: true, min: 1, max: 12 },
    { key: 'reason', label: '事由', type: 'textarea' as const, required: true },
    { key: 'meal', label: '需要餐补', type: 'switch' as const, required: false },
  ],
};

const vacation = {
  ...overtime,
  id: 5,
  kind: 'vacation',
  name: '教职工休假',
  description: null,
  form: [
    { key: 'dates', label: '休假日期', type: 'date-range' as const, required: true },
    { key: 'days', label: '休假天数', type: 'number' as const, required: true, min: 0.5, max: 180, daysOf: 'dates' },
  ],
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([P.startable, [overtime, vacation]], [R.submit, { id: 77 }]));
});

describe('a new request', () => {
  it('fills in the chosen process form and submits typed values, then opens the request', async () => {
    await renderPage(<SubmitView />, { route: '/workflow/approval/submit' });
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    await userEvent.click(await screen.findByTitle('加班申请'));
    expect(await screen.findByText('加班须提前一天申请')).toBeTruthy();
    await fill(screen.getByLabelText('时长'), '3');
    await fill(screen.getByLabelText('事由'), ' 迎新演出彩排 ');
    await userEvent.click(screen.getByTestId('submit'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(R.submit.path, {
        data: { processId: 4, values: { hours: 3, reason: '迎新演出彩排', meal: false } },
        json: true,
      }),
    );
    await waitFor(() => expect(location.current).toBe('/workflow/approval/detail?id=77'));
  });

  it("leaves a leave's days to the server: the field says they are counted and cannot be typed", async () => {
    await renderPage(<SubmitView />, { route: '/workflow/approval/submit?processId=5' });
    const days = await screen.findByLabelText('休假天数');
    expect((days as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('按起止日期自动计算（暂按自然日）')).toBeTruthy();
  });

  it('refuses a number outside the designed bounds, sending nothing', async () => {
    await renderPage(<SubmitView />, { route: '/workflow/approval/submit?processId=4' });
    await fill(await screen.findByLabelText('时长'), '20');
    await fill(screen.getByLabelText('事由'), '彩排');
    await userEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('不能大于 12')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(R.submit.path, expect.anything());
  });
});
