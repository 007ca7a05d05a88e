import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceGatePage from './attendance-gate.page.tsx';
import { GATE_ENDPOINTS as E } from './gate-api.ts';

const api = { request: fakeRequest() };

const createdAt = '2026-09-01T00:00:00.000Z';
const rows = [
  { id: 1, name: '入园大屏一', note: null, sort: 1, createdAt },
  { id: 2, name: '入园大屏二', note: '备注', sort: 2, createdAt },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }], [E.add, { id: 9 }], [E.remove, null]),
  );
});

describe('gate screen page', () => {
  it('adds an entry with its trimmed name and order', async () => {
    await renderPage(<AttendanceGatePage />, {
      route: '/attendance/device/gate',
      session: schoolSession({ permissions: [C.view, C.gateEdit] }),
    });
    await screen.findByText('入园大屏二');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('名称'), ' 新的 ');
    await fill(within(dialog).getByLabelText('排序'), '3');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.add.path, { data: { name: '新的', note: null, sort: 3 }, json: true }));
  });

  it('shows no add, edit or delete without the edit code', async () => {
    await renderPage(<AttendanceGatePage />, { route: '/attendance/device/gate', session: schoolSession({ permissions: [C.view] }) });
    await screen.findByText('入园大屏一');
    for (const id of ['add', 'row-edit', 'row-delete']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
