import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenPositionPage from './garden-position.page.tsx';
import { POSITION_ENDPOINTS as E } from './position-api.ts';

const api = { request: fakeRequest() };

const createdAt = '2025-09-01T00:00:00.000Z';
const rows = [
  { id: 1, name: '班主任', description: '负责一个班级', sort: 1, createdAt, memberCount: 3 },
  { id: 2, name: '保健医', description: null, sort: 0, createdAt, memberCount: 0 },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }], [E.add, { id: 9 }], [E.update, { id: 1 }], [E.remove, null]),
  );
});

describe('position page', () => {
  it('adds a position with its name, order and description', async () => {
    await renderPage(<GardenPositionPage />, {
      route: '/garden/base/position',
      session: schoolSession({ permissions: [G.garden, G.position, G.positionEdit] }),
    });
    await screen.findByText('保健医');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('岗位名称'), ' 配班老师 ');
    await fill(within(dialog).getByLabelText('排序'), '2');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/job/add', {
        data: { name: '配班老师', description: null, sort: 2 },
        json: true,
      }),
    );
  });

  it('warns that staff still hold a position before deleting it', async () => {
    await renderPage(<GardenPositionPage />, {
      route: '/garden/base/position',
      session: schoolSession({ permissions: [G.garden, G.position, G.positionEdit] }),
    });
    await userEvent.click((await screen.findAllByTestId('row-delete'))[0]);
    expect(await screen.findByText(/仍有 3 位在职教职工/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/job/delete', { data: { id: 1 } }));
  });

  it('shows no add, edit or delete without the edit code', async () => {
    await renderPage(<GardenPositionPage />, {
      route: '/garden/base/position',
      session: schoolSession({ permissions: [G.garden, G.position] }),
    });
    await screen.findByText('保健医');
    for (const id of ['add', 'row-edit', 'row-delete']) expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('position fixtures', () => {
  it('refuses a fixture field the output schema does not declare', async () => {
    const drifted = answers([E.list, { list: [{ ...rows[0], memberTotal: 3 }], total: 1, pageNum: 1, pageSize: 20 }]);
    await expect(drifted(E.list.path)).rejects.toThrow(/field "list.0.memberTotal" is not in its output schema/);
  });
});
