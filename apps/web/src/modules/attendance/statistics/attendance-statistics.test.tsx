import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { NO_ATTENDANCE_DATA } from '@kg/shared/modules/attendance/statistics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceMonthlyReportPage from './attendance-monthly-report.page.tsx';
import AttendanceStatisticsPage from './attendance-statistics.page.tsx';
import { STATISTICS_ENDPOINTS as E } from './statistics-api.ts';

const api = { request: fakeRequest() };
const session = schoolSession({ permissions: [C.view] });

const counts = { children: 3, present: 2, late: 1, earlyLeave: 0, sick: 1, personal: 0, absent: 0, rate: 66.7 };
const day = {
  day: '2025-10-13',
  list: [
    { clazzId: 7, clazzName: '小一班', ...counts },
    { clazzId: 8, clazzName: '中一班', children: 2, present: 0, late: 0, earlyLeave: 0, sick: 0, personal: 0, absent: 2, rate: 0 },
  ],
  total: { children: 5, present: 2, late: 1, earlyLeave: 0, sick: 1, personal: 0, absent: 2, rate: 40 },
};
const totals = { childDays: 3, present: 1, sick: 1, personal: 0, absent: 1, late: 0, earlyLeave: 0, billable: 1, rate: 33.3 };
const month = {
  month: '2025-10',
  days: ['2025-10-09', '2025-10-10', '2025-10-11'],
  list: [{ studentId: 5, studentName: '王浩宇', statuses: ['present', 'sick', 'absent'], ...totals }],
  total: 1,
  pageNum: 1,
  pageSize: 20,
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.dailyList, day], [E.monthly, month]));
});

describe('children attendance statistics pages', () => {
  it("shows each class's day with its rate and the sum, and opens a class's children", async () => {
    await renderPage(<AttendanceStatisticsPage />, { route: '/attendance/student/statistics', session });
    const table = await screen.findByTestId('attendance-daily-table');
    const row = (await within(table).findByText('小一班')).closest('tr') as HTMLElement;
    expect(within(row).getByText('66.7%')).toBeTruthy();
    expect(within(screen.getByTestId('daily-total')).getByText('40%')).toBeTruthy();
    await userEvent.click(within(row).getByTestId('class-link'));
    await waitFor(() => expect(location.current).toMatch(/^\/attendance\/student\/clazzDaily\?clazzId=7&day=\d{4}-\d\d-\d\d$/));
  });

  it('says a day without attendance has none instead of a table of zeros', async () => {
    api.request.mockImplementation(async () => ({ code: NO_ATTENDANCE_DATA, message: '该时段没有考勤数据', data: null }));
    await renderPage(<AttendanceStatisticsPage />, { route: '/attendance/student/statistics', session });
    expect(await screen.findByTestId('no-data')).toBeTruthy();
    expect(screen.queryByTestId('attendance-daily-table')).toBeNull();
    // nothing to export either: the button would only fetch the same answer
    expect(screen.queryByText('导出')).toBeNull();
  });

  it("grids a class's month: a column per school day, each child's day marked, the child's totals", async () => {
    await renderPage(<AttendanceMonthlyReportPage />, { route: '/attendance/student/monthlyReport?clazzId=7&month=2025-10', session });
    const grid = await screen.findByTestId('attendance-month-grid');
    await within(grid).findByText('王浩宇');
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads.slice(0, 4)).toEqual(['幼儿', '09', '10', '11']);
    expect(within(grid).getByTestId('cell-sick').textContent).toBe('病');
    expect(within(grid).getByText('33.3%')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith(E.monthly.path, { data: { clazzId: 7, month: '2025-10', pageNum: 1, pageSize: 20 } });
  });
});
