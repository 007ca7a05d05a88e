import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { ALERT_ENDPOINTS as E } from './alerts-api.ts';
import GroupHealthAlertsPage from './group-health-alerts.page.tsx';
import HealthAlertsPage from './health-alerts.page.tsx';

const api = { request: fakeRequest() };

const alert = {
  id: 5,
  kind: 'class' as const,
  state: 'open' as const,
  classId: 2,
  className: '小一班',
  symptomGroup: 'fever' as const,
  firstDay: '2026-11-23',
  lastDay: '2026-11-25',
  childCount: 3,
  raisedAt: '2026-11-25T00:30:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  closedAt: null,
  closedBy: null,
  closeNote: null,
};
const child = (studentId: number, name: string, temperature: number) => ({
  studentId,
  name,
  className: '小一班',
  firstDay: '2026-11-25',
  checks: [{ day: '2026-11-25', slot: 1, result: 'abnormal' as const, temperature, symptomGroups: ['fever'], findings: [], note: null }],
});
const detail = { ...alert, children: [child(1, '王小明', 38.2), child(2, '李小红', 37.8), child(3, '张小强', 38.5)] };

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: [alert], total: 1, pageNum: 1, pageSize: 20 }],
      [E.detail, detail],
      [E.acknowledge, null],
      [E.close, null],
      [E.groupList, { list: [{ ...alert, schoolId: 8, schoolName: '阳光第二幼儿园' }], total: 1, pageNum: 1, pageSize: 20 }],
      [E.groupDetail, { ...detail, schoolId: 8, schoolName: '阳光第二幼儿园', children: [child(1, '王*明', 38.2)] }],
    ),
  );
});

const manager = () => schoolSession({ permissions: [H.alertView, H.alertManage] });

describe('the outbreak alerts page', () => {
  it("opens an alert's children and their checks, and acknowledges it", async () => {
    await renderPage(<HealthAlertsPage />, { route: '/health/alerts/index', session: manager() });
    await userEvent.click(await screen.findByText('小一班 · 发热'));
    const drawer = await screen.findByTestId('alert-detail');
    expect(await within(drawer).findByText('王小明')).toBeTruthy();
    expect(within(drawer).getByText('2026-11-25 晨检 · 异常 · 38.5℃ · 发热')).toBeTruthy();
    await userEvent.click(within(drawer).getByTestId('alert-acknowledge'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.acknowledge.path, { data: { id: 5 } }));
  });

  it('acknowledges or closes a pending alert from its row', async () => {
    await renderPage(<HealthAlertsPage />, { route: '/health/alerts/index', session: manager() });
    const table = await screen.findByTestId('health-alerts-table');
    await userEvent.click(await within(table).findByTestId('row-acknowledge'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.acknowledge.path, { data: { id: 5 } }));
    await userEvent.click(within(table).getByTestId('row-close'));
    await fill(await screen.findByPlaceholderText(/隔离/), '已消毒');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.close.path, { data: { id: 5, note: '已消毒' } }));
  });

  it('closes an alert only with a note', async () => {
    await renderPage(<HealthAlertsPage />, { route: '/health/alerts/index?id=5', session: manager() });
    await userEvent.click(await within(await screen.findByTestId('alert-detail')).findByTestId('alert-close'));
    await userEvent.click(await screen.findByTestId('save'));
    expect(await screen.findByText(/请填写关闭说明/)).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.close.path, expect.anything());
    await fill(screen.getByPlaceholderText(/隔离/), '已通知家长并消毒');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.close.path, { data: { id: 5, note: '已通知家长并消毒' } }));
  });

  it('offers no acknowledging or closing to a viewer, nor a link to a child they may not inspect', async () => {
    await renderPage(<HealthAlertsPage />, { route: '/health/alerts/index?id=5', session: schoolSession({ permissions: [H.alertView] }) });
    expect(await within(await screen.findByTestId('alert-detail')).findByText('王小明')).toBeTruthy();
    expect(screen.queryByTestId('alert-acknowledge')).toBeNull();
    expect(screen.queryByTestId('alert-close')).toBeNull();
    expect(screen.queryByTestId('alert-child-link')).toBeNull();
  });

  it('links each child to their month of checks for whoever reads the checks', async () => {
    const session = schoolSession({ permissions: [H.alertView, H.inspect] });
    await renderPage(<HealthAlertsPage />, { route: '/health/alerts/index?id=5', session });
    await userEvent.click(await within(await screen.findByTestId('alert-detail')).findByText('李小红'));
    await waitFor(() =>
      expect(location.current).toBe('/health/examinations/morningExaminations/monthRecord/student?studentId=2&month=2026-11'),
    );
  });
});

describe("the group's alerts", () => {
  it("open an alert of a school through the group's call, read-only", async () => {
    await renderPage(<GroupHealthAlertsPage />, { route: '/group/health/alerts', session: schoolSession({ isGroup: true }) });
    await userEvent.click(await screen.findByTestId('alert-open'));
    const drawer = await screen.findByTestId('alert-detail');
    expect(await within(drawer).findByText('王*明')).toBeTruthy();
    expect(within(drawer).getByText('阳光第二幼儿园')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith(E.groupDetail.path, { data: { schoolId: 8, id: 5 } });
    expect(api.request).not.toHaveBeenCalledWith(E.detail.path, expect.anything());
    expect(within(drawer).queryByTestId('alert-acknowledge')).toBeNull();
    expect(within(drawer).queryByTestId('alert-close')).toBeNull();
    expect(within(drawer).queryByTestId('alert-child-link')).toBeNull();
    // the row offers details, not the school's acknowledge or close (the server allows the group neither)
    expect(screen.getAllByTestId('row-detail').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('row-acknowledge')).toBeNull();
    expect(screen.queryByTestId('row-close')).toBeNull();
  });
});
