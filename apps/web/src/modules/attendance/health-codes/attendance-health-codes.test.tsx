import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { todayChina } from '@kg/shared/time/china';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceHealthCodesPage from './attendance-health-codes.page.tsx';
import AttendanceHealthCodesClassPage from './attendance-health-codes-class.page.tsx';
import AttendanceHealthCodesTeacherPage from './attendance-health-codes-teacher.page.tsx';
import { HEALTH_CODES_ENDPOINTS as E } from './health-codes-api.ts';

const api = { request: fakeRequest() };

const day = todayChina();
const at = '2026-09-01T00:30:00.000Z';
const none = { color: null, note: null, source: null, enteredAt: null, enteredBy: null };
const children = [
  {
    studentId: 1,
    studentName: '王小明',
    clazzId: 11,
    clazzName: '苗苗一班',
    color: 'green',
    note: null,
    source: 'manual',
    enteredAt: at,
    enteredBy: '李老师',
  },
  {
    studentId: 2,
    studentName: '张小红',
    clazzId: 11,
    clazzName: '苗苗一班',
    color: 'red',
    note: '咳嗽',
    source: 'import',
    enteredAt: at,
    enteredBy: '李老师',
  },
  { studentId: 3, studentName: '赵小刚', clazzId: 12, clazzName: '苗苗二班', ...none },
];
const staff = [{ memberId: 7, realName: '陈老师', color: 'yellow', note: null, source: 'manual', enteredAt: at, enteredBy: '园长' }];
const counts = { total: 30, green: 25, yellow: 2, red: 1, unchecked: 2 };
const stats = { day, counts, trend: [{ day, ...counts }] };
const clazzes = [
  { clazzId: 11, clazzName: '苗苗一班', total: 20, green: 17, yellow: 1, red: 1, unchecked: 1 },
  { clazzId: 12, clazzName: '苗苗二班', total: 10, green: 8, yellow: 1, red: 0, unchecked: 1 },
];
const history = [
  { id: 5, day, color: 'red', note: '咳嗽', source: 'manual', enteredAt: at, enteredBy: '李老师', current: true },
  { id: 4, day, color: 'green', note: null, source: 'import', enteredAt: at, enteredBy: '李老师', current: false },
];
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.childList, page(children)],
      [E.staffList, page(staff)],
      [E.clazzList, clazzes],
      [E.childStatistics, stats],
      [E.staffStatistics, stats],
      [E.childHistory, page(history)],
      [E.recordChildren, (d: unknown) => ({ count: (d as { studentIds: number[] }).studentIds.length })],
      [E.recordStaff, { count: 1 }],
    ),
  );
});

const openChild = (permissions = [C.view, C.healthCodesEdit]) =>
  renderPage(<AttendanceHealthCodesPage />, { route: '/attendance/healthCode/child', session: schoolSession({ permissions }) });

describe("children's health codes page", () => {
  it("shows each child's code as a tag and the day's counts", async () => {
    await openChild();
    const table = within(await screen.findByTestId('attendance-health-codes-table'));
    await table.findByText('王小明');
    expect(table.getByText('绿码')).toBeTruthy();
    expect(table.getByText('红码')).toBeTruthy();
    expect(table.getByText('未查验')).toBeTruthy();
    expect(within(screen.getByTestId('count-green')).getByText('25')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith(E.childList.path, { data: expect.objectContaining({ day }) });
  });

  it('records one colour for the selected children', async () => {
    await openChild();
    const table = within(await screen.findByTestId('attendance-health-codes-table'));
    await table.findByText('王小明');
    const boxes = table.getAllByRole('checkbox');
    await userEvent.click(boxes[1]);
    await userEvent.click(boxes[3]);
    await userEvent.click(screen.getByTestId('record-selected'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/王小明、赵小刚/)).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('黄码'));
    await fill(within(dialog).getByLabelText('备注'), ' 行程卡 ');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.recordChildren.path, {
        data: { studentIds: [1, 3], day, color: 'yellow', note: '行程卡' },
        json: true,
      }),
    );
  });

  it("opens a child's history with the entry that counts marked", async () => {
    await openChild();
    await userEvent.click((await screen.findAllByTestId('row-name'))[1]);
    const dialog = within(await screen.findByTestId('health-code-history'));
    expect(await dialog.findByText('当日有效')).toBeTruthy();
    expect(dialog.getAllByText('咳嗽')).toHaveLength(1);
    expect(api.request).toHaveBeenCalledWith(E.childHistory.path, { data: { studentId: 2, pageSize: 20 } });
  });

  it('offers no entry or import to a class teacher without the edit code', async () => {
    await openChild([C.view]);
    await screen.findByText('王小明');
    for (const id of ['record-selected', 'import', 'row-record']) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});

describe('class and staff health code pages', () => {
  it('lists each class by colour and not checked', async () => {
    await renderPage(<AttendanceHealthCodesClassPage />, {
      route: '/attendance/healthCode/class',
      session: schoolSession({ permissions: [C.view] }),
    });
    const table = within(await screen.findByTestId('attendance-health-codes-class-table'));
    const row = (await table.findByText('苗苗一班')).closest('tr') as HTMLElement;
    expect(within(row).getByText('17')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith(E.clazzList.path, { data: { day } });
  });

  it("records one staff member's code from the row", async () => {
    await renderPage(<AttendanceHealthCodesTeacherPage />, {
      route: '/attendance/healthCode/teacher',
      session: schoolSession({ permissions: [C.view, C.healthCodesEdit] }),
    });
    const table = within(await screen.findByTestId('attendance-health-codes-teacher-table'));
    expect(await table.findByText('黄码')).toBeTruthy();
    await userEvent.click(table.getByTestId('row-record'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('绿码'));
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.recordStaff.path, {
        data: { memberIds: [7], day, color: 'green', note: null },
        json: true,
      }),
    );
  });
});
