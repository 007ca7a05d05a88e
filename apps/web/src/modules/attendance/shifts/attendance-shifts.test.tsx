import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceShiftsPage from './attendance-shifts.page.tsx';
import { CLASS_SHIFT_ENDPOINTS as CS, SHIFT_ENDPOINTS as E } from './shifts-api.ts';

const api = { request: fakeRequest() };

const createdAt = '2026-09-01T00:00:00.000Z';
const windows = { arriveFrom: '07:30', lateAfter: '08:30', earlyBefore: '16:30', leaveUntil: '17:30', weekdays: [1, 2, 3, 4, 5] };
const shifts = [
  {
    id: 1,
    name: '全日班',
    note: null,
    sort: 1,
    ...windows,
    effectiveFrom: '2026-09-01',
    nextEffectiveFrom: null,
    classCount: 5,
    createdAt,
  },
  {
    id: 2,
    name: '半日班',
    note: null,
    sort: 2,
    ...windows,
    earlyBefore: '11:30',
    leaveUntil: '12:00',
    effectiveFrom: '2026-09-01',
    nextEffectiveFrom: '2026-12-01',
    classCount: 0,
    createdAt,
  },
];
const none = { nextShiftId: null, nextShiftName: null, nextEffectiveFrom: null };
const classRows = [
  { classId: 11, className: '苗苗一班', gradeName: '小班', shiftId: 1, shiftName: '全日班', effectiveFrom: '2026-09-01', ...none },
  { classId: 12, className: '苗苗二班', gradeName: '小班', shiftId: null, shiftName: null, effectiveFrom: null, ...none },
];
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.queryPageList, page(shifts)],
      [E.selectList, shifts.map((s) => ({ id: s.id, name: s.name }))],
      [CS.clazzListPage, page(classRows)],
      [E.add, { id: 9 }],
      [E.remove, null],
      [CS.flagInUse, (d: unknown) => ((d as { id: number }).id === 1 ? { inUse: true, classCount: 5 } : { inUse: false, classCount: 0 })],
      [CS.batchAddOrUpdate, { count: 2 }],
    ),
  );
});

const open = () =>
  renderPage(<AttendanceShiftsPage />, {
    route: '/attendance/student/shiftManage',
    session: schoolSession({ permissions: [C.view, C.shiftsEdit] }),
  });

describe('shifts page', () => {
  it('lists the shifts with their windows and a change already set, and the classes with their shift', async () => {
    await open();
    expect(await screen.findByText('11:30–12:00')).toBeTruthy();
    expect(screen.getAllByText('07:30–08:30')).toHaveLength(2);
    expect(screen.getByText('2026-12-01 起有新设置')).toBeTruthy();
    const classes = within(screen.getByTestId('attendance-class-shifts-table'));
    expect(await classes.findByText('苗苗一班')).toBeTruthy();
    expect(classes.getByText('未设置')).toBeTruthy();
  });

  it('adds a shift with its windows and Monday to Friday', async () => {
    await open();
    await screen.findByText('11:30–12:00');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('班次名称'), ' 早班 ');
    await fill(within(dialog).getByLabelText('最早入园'), '07:00');
    await fill(within(dialog).getByLabelText('迟到时间'), '08:00');
    await fill(within(dialog).getByLabelText('早退时间'), '16:00');
    await fill(within(dialog).getByLabelText('最晚离园'), '17:00');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.add.path, {
        data: {
          name: '早班',
          arriveFrom: '07:00',
          lateAfter: '08:00',
          earlyBefore: '16:00',
          leaveUntil: '17:00',
          weekdays: [1, 2, 3, 4, 5],
          note: null,
          sort: 0,
        },
        json: true,
      }),
    );
  });

  it('says under the field when the late time is before the earliest arrival, and sends nothing', async () => {
    await open();
    await screen.findByText('11:30–12:00');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('班次名称'), '早班');
    await fill(within(dialog).getByLabelText('最早入园'), '08:00');
    await fill(within(dialog).getByLabelText('迟到时间'), '07:30');
    await fill(within(dialog).getByLabelText('早退时间'), '16:00');
    await fill(within(dialog).getByLabelText('最晚离园'), '17:00');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('迟到时间不能早于最早入园')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.add.path, expect.anything());
  });

  it('tells why a shift classes still have cannot be deleted, and does not delete it', async () => {
    await open();
    await screen.findByText('11:30–12:00');
    await userEvent.click(screen.getAllByTestId('row-delete')[0]);
    expect(await screen.findByText('有 5 个班级正在使用这个班次，请先为这些班级换班次后再删除')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.remove.path, expect.anything());
  });

  it('sets the shift of the selected classes at once', async () => {
    await open();
    const table = within(screen.getByTestId('attendance-class-shifts-table'));
    await table.findByText('苗苗二班');
    expect((screen.getByTestId('assign') as HTMLButtonElement).disabled).toBe(true);
    for (const box of table.getAllByRole('checkbox').slice(1)) await userEvent.click(box);
    await userEvent.click(screen.getByTestId('assign'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('半日班'));
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(CS.batchAddOrUpdate.path, { data: { classIds: [11, 12], shiftId: 2 }, json: true }),
    );
  });

  it('opens a shift with a change already set saying from which day it takes over', async () => {
    await open();
    await screen.findByText('11:30–12:00');
    await userEvent.click(screen.getAllByTestId('row-edit')[1]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2026-12-01 起有新设置')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('早退时间').value).toBe('11:30');
  });

  it('shows no add, edit, delete or batch without the edit code', async () => {
    await renderPage(<AttendanceShiftsPage />, {
      route: '/attendance/student/shiftManage',
      session: schoolSession({ permissions: [C.view] }),
    });
    await screen.findByText('11:30–12:00');
    for (const id of ['add', 'row-edit', 'row-delete', 'assign']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
