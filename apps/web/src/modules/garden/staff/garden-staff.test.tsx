import { GARDEN_CODES as G } from '@kg/shared';
import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenStaffPage from './garden-staff.page.tsx';
import type { StaffRow } from './staff-api.ts';

const api = { request: fakeRequest() };

const member = (id: number, realName: string, extra: Partial<StaffRow> = {}): StaffRow => ({
  id,
  realName,
  mobile: '138****0000',
  avatarUrl: null,
  status: 1,
  allRange: false,
  isAdmin: false,
  gender: 2,
  postType: 2,
  jobTitle: null,
  entryDate: '2024-09-01',
  positions: [{ id: 1, name: '班主任' }],
  roles: [],
  classes: [{ id: 5, name: '小一班' }],
  departureDate: null,
  departureReason: null,
  ...extra,
});
const page = (list: StaffRow[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });
const ALL = [
  G.garden,
  G.teacher,
  G.teacherAdd,
  G.teacherUpdate,
  G.teacherDeparture,
  G.teacherResetPassword,
  G.teacherAuthorize,
  G.teacherImport,
  G.teacherExport,
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, page([member(11, '王老师'), member(12, '李老师')])],
      [E.departed, page([member(13, '赵老师', { status: 2, departureDate: '2025-01-10', departureReason: '调动' })])],
      [positionEndpoints.options, [{ id: 1, name: '班主任' }]],
      [E.resetPassword, { id: 12, mobile: '139****1234' }],
      [E.entry, { id: 13, status: 1, entryDate: '2025-02-01' }],
    ),
  );
});

/** A row action, opening the row's "more" menu when it is folded there. */
async function action(row: HTMLElement, testId: string): Promise<HTMLElement> {
  const inRow = within(row).queryByTestId(testId);
  if (inRow) return inRow;
  await userEvent.click(within(row).getByTestId('row-more'));
  return screen.findByTestId(testId);
}

describe('staff list', () => {
  it('shows a teacher holding only the page and edit codes neither toolbar nor departure, reset or authorize', async () => {
    await renderPage(<GardenStaffPage />, {
      route: '/garden/teacher/staff/index',
      session: schoolSession({ permissions: [G.garden, G.teacher, G.teacherUpdate] }),
    });
    await screen.findByText('李老师');
    for (const id of ['add', 'import', 'export', 'row-departure', 'row-reset-password', 'row-authorize'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getAllByTestId('row-edit')).toHaveLength(2);
    expect(screen.getAllByTestId('row-view')).toHaveLength(2);
  });

  it('offers nobody a departure or password reset of their own account', async () => {
    // the session's teacherId is 11: 王老师
    await renderPage(<GardenStaffPage />, { route: '/garden/teacher/staff/index', session: schoolSession({ permissions: ALL }) });
    const own = (await screen.findByText('王老师')).closest('tr')!;
    const ownMore = within(own).queryByTestId('row-more');
    if (ownMore) await userEvent.click(ownMore);
    expect(screen.queryByTestId('row-departure')).toBeNull();
    expect(screen.queryByTestId('row-reset-password')).toBeNull();
    if (ownMore) await userEvent.keyboard('{Escape}');
    const other = screen.getByText('李老师').closest('tr')!;
    expect(await action(other, 'row-departure')).toBeTruthy();
  });

  it('resets a password after confirmation and says where the new one went', async () => {
    await renderPage(<GardenStaffPage />, { route: '/garden/teacher/staff/index', session: schoolSession({ permissions: ALL }) });
    const row = (await screen.findByText('李老师')).closest('tr')!;
    await userEvent.click(await action(row, 'row-reset-password'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(/已通过短信发送至 139\*\*\*\*1234/)).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/accountTeacher/resetPasswd', { data: { id: 12 } });
  });

  it('lists departed staff and re-enters one with the day and a note', async () => {
    await renderPage(<GardenStaffPage />, { route: '/garden/teacher/staff/index', session: schoolSession({ permissions: ALL }) });
    await screen.findByText('李老师');
    await userEvent.click(within(screen.getByTestId('staff-status')).getByText('离职'));
    const row = (await screen.findByText('赵老师')).closest('tr')!;
    expect(within(row).getByText('调动')).toBeTruthy();
    expect(screen.queryByTestId('add')).toBeNull();
    await userEvent.click(within(row).getByTestId('row-entry'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('备注'), '回园');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/accountTeacher/entry', {
        data: { id: 13, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reason: '回园' },
      }),
    );
  });
});
