import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenGradePage from './garden-grade.page.tsx';
import { GRADE_ENDPOINTS as E } from './grade-api.ts';

const api = { request: fakeRequest() };

const createdAt = '2025-09-01T00:00:00.000Z';
const rows = [
  { id: 1, name: '苗苗年级', level: 1, sort: 0, createdAt, clazzCount: 2, studentCount: 50 },
  { id: 2, name: '果果年级', level: 2, sort: 3, createdAt, clazzCount: 0, studentCount: 0 },
];
const everything = schoolSession({ permissions: [G.garden, G.grade, G.gradeAdd, G.gradeUpdate, G.gradeDelete] });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }], [E.add, { id: 9 }], [E.update, null], [E.remove, null]),
  );
});

describe('grade page', () => {
  it('adds a grade from the dialog with its name, level and order', async () => {
    await renderPage(<GardenGradePage />, { route: '/garden/base/grade', session: everything });
    await screen.findByText('果果年级');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('年级名称'), '大班');
    await userEvent.click(within(dialog).getByLabelText('年级层级'));
    await userEvent.click((await screen.findAllByText('大班')).at(-1)!);
    await fill(within(dialog).getByLabelText('排序'), '4');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/grade/add', { data: { name: '大班', level: 3, sort: 4 } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a grade in place, sending its id', async () => {
    await renderPage(<GardenGradePage />, { route: '/garden/base/grade', session: everything });
    await screen.findByText('果果年级');
    await userEvent.click(screen.getAllByTestId('row-edit')[1]);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('年级名称') as HTMLInputElement).value).toBe('果果年级');
    await fill(within(dialog).getByLabelText('年级名称'), '果果年级A');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/grade/update', {
        data: { id: 2, name: '果果年级A', level: 2, sort: 3 },
      }),
    );
  });

  it('shows only the actions the user holds codes for', async () => {
    await renderPage(<GardenGradePage />, {
      route: '/garden/base/grade',
      session: schoolSession({ permissions: [G.garden, G.grade, G.gradeDelete] }),
    });
    await screen.findByText('果果年级');
    expect(screen.queryByTestId('add')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.getAllByTestId('row-delete')).toHaveLength(2);
  });
});

describe('grade fixtures', () => {
  it('refuses a list row without the fields the server answers', async () => {
    const { createdAt: _dropped, ...stale } = rows[0];
    const drifted = answers([E.list, { list: [stale], total: 1, pageNum: 1, pageSize: 20 }]);
    await expect(drifted(E.list.path)).rejects.toThrow(/does not fit its output schema/);
  });
});
