import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { todayChina } from '@kg/shared/time/china';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceRulesPage from './attendance-rules.page.tsx';
import { RULE_ENDPOINTS as R } from './shifts-api.ts';

const api = { request: fakeRequest() };

const updatedAt = '2026-09-01T00:00:00.000Z';
const rule = {
  presentMode: 1,
  presentBefore: null,
  graceMinutes: 5,
  halfDayNoon: '12:00',
  absentNoticeAt: '09:30',
  noticeGuardians: false,
  updatedAt,
};
const current = { ...rule, effectiveFrom: '2026-09-01' };
const pending = { ...rule, graceMinutes: 10, effectiveFrom: '2099-01-01' };

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([R.select, { current, versions: [pending, current] }], [R.update, { effectiveFrom: todayChina() }]),
  );
});

const open = (permissions: string[] = [C.view, C.rulesEdit]) =>
  renderPage(<AttendanceRulesPage />, { route: '/attendance/student/accountRule', session: schoolSession({ permissions }) });

describe('attendance rules page', () => {
  it("shows today's rules and every version, the coming one marked", async () => {
    await open();
    const now = within(await screen.findByTestId('current-rules'));
    expect(now.getByText('当天入园即出勤')).toBeTruthy();
    expect(now.getByText('5 分钟')).toBeTruthy();
    const versions = within(screen.getByTestId('rule-versions'));
    expect(versions.getByText('待生效')).toBeTruthy();
    expect(versions.getByText('生效中')).toBeTruthy();
  });

  it('changes the rules from the form, starting from those in effect', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('change-rules'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('宽限分钟'), '15');
    await fill(within(dialog).getByLabelText('半天分界'), '');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(R.update.path, {
        data: { presentMode: 1, presentBefore: null, graceMinutes: 15, halfDayNoon: null, absentNoticeAt: '09:30', noticeGuardians: false },
        json: true,
      }),
    );
  });

  it('asks for the time by which a child must arrive when present needs one, and sends nothing', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('change-rules'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('在截止时间前入园才算出勤'));
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('请填写入园截止')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(R.update.path, expect.anything());
  });

  it('offers no change without the rules code', async () => {
    await open([C.view]);
    await screen.findByTestId('current-rules');
    expect(screen.queryByTestId('change-rules')).toBeNull();
  });
});
