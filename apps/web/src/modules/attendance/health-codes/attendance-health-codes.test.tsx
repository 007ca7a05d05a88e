import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceHealthCodesPage from './attendance-health-codes.page.tsx';
import { HEALTH_CODES_ENDPOINTS as E } from './health-codes-api.ts';

const api = { request: fakeRequest() };

const createdAt = '2026-09-01T00:00:00.000Z';
const rows = [
  { id: 1, name: '健康码一', note: null, sort: 1, createdAt },
  { id: 2, name: '健康码二', note: '备注', sort: 2, createdAt },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }], [E.add, { id: 9 }], [E.remove, null]),
  );
});

describe('health codes page', () => {
  it('adds an entry with its trimmed name and order', async () => {
    await renderPage(<AttendanceHealthCodesPage />, {
      route: '/attendance/healthCode/child',
      session: schoolSession({ permissions: [C.view, C.healthCodesEdit] }),
    });
    await screen.findByText('健康码二');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('名称'), ' 新的 ');
    await fill(within(dialog).getByLabelText('排序'), '3');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.add.path, { data: { name: '新的', note: null, sort: 3 }, json: true }));
  });

  it('shows no add, edit or delete without the edit code', async () => {
    await renderPage(<AttendanceHealthCodesPage />, {
      route: '/attendance/healthCode/child',
      session: schoolSession({ permissions: [C.view] }),
    });
    await screen.findByText('健康码一');
    for (const id of ['add', 'row-edit', 'row-delete']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
