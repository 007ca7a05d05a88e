import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceDevicesPage from './attendance-devices.page.tsx';
import { DEVICE_ENDPOINTS as E } from './device-api.ts';

const api = { request: fakeRequest() };

const base = {
  eventsStored: 0,
  lateEvents: 0,
  lastLateAt: null,
  secretRotatedAt: '2026-09-01T00:00:00.000Z',
  createdAt: '2026-09-01T00:00:00.000Z',
};
const rows = [
  {
    ...base,
    id: 1,
    name: '东门闸机',
    kind: 'gate',
    location: '东门',
    enabled: true,
    lastContactAt: '2026-09-01T00:05:00.000Z',
    eventsStored: 412,
    lateEvents: 37,
    lastLateAt: '2026-09-01T02:00:00.000Z',
  },
  { ...base, id: 2, name: '晨检人脸机', kind: 'face', location: null, enabled: false, lastContactAt: null },
];
const route = '/attendance/device/list';

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }],
      [E.add, { id: 9, secret: 's3cr3t-shown-once' }],
      [E.rotateSecret, { id: 1, secret: 'the-new-one' }],
    ),
  );
});

describe('attendance devices page', () => {
  it("lists each device's kind, last contact on China's clock, late events, and a disabled one", async () => {
    await renderPage(<AttendanceDevicesPage />, { route, session: schoolSession({ permissions: [C.view, C.ledgerEdit] }) });
    const gate = (await screen.findByText('东门闸机')).closest('tr') as HTMLElement;
    expect(within(gate).getByText('闸机刷卡器')).toBeTruthy();
    expect(within(gate).getByText('2026-09-01 08:05')).toBeTruthy();
    expect(within(gate).getByText('37')).toBeTruthy();
    const face = screen.getByText('晨检人脸机').closest('tr') as HTMLElement;
    expect(within(face).getByText('从未')).toBeTruthy();
    expect(within(face).getByText('已停用')).toBeTruthy();
  });

  it('registers a device and shows its secret once', async () => {
    await renderPage(<AttendanceDevicesPage />, { route, session: schoolSession({ permissions: [C.view, C.ledgerEdit] }) });
    await screen.findByText('东门闸机');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('名称'), ' 西门闸机 ');
    await userEvent.click(within(dialog).getByLabelText('自助终端'));
    await fill(within(dialog).getByLabelText('位置'), '西门');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.add.path, { data: { name: '西门闸机', kind: 'kiosk', location: '西门' }, json: true }),
    );
    expect((await screen.findByTestId('device-secret')).textContent).toContain('s3cr3t-shown-once');
  });

  it('shows no register, edit or new secret without the edit code', async () => {
    await renderPage(<AttendanceDevicesPage />, { route, session: schoolSession({ permissions: [C.view] }) });
    await screen.findByText('东门闸机');
    for (const id of ['add', 'row-edit', 'row-rotate']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
