import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import GardenGraduateMonthChecksPage from './garden-graduate-month-checks.page.tsx';
import { STATISTIC_ENDPOINTS as E } from './records-api.ts';

const api = { request: fakeRequest() };
const graduated = {
  id: 7,
  name: '大一班',
  gradeId: 3,
  gradeName: '大班',
  level: 3,
  status: 2,
  maxStudents: null,
  sort: 1,
  graduatedAt: '2026-07-10',
  createdAt: '2023-09-01 08:00:00',
  studentCount: 1,
  boyCount: 1,
  girlCount: 0,
  teachers: [],
  teacherNames: '',
};
const month = {
  list: [{ studentId: 41, studentName: '王小明', days: [], normal: 20, abnormal: 1, fever: 0, absentSick: 0, absentOther: 0 }],
  total: 1,
  pageNum: 1,
  pageSize: 20,
  clazzName: '大一班',
  daysInMonth: 31,
  dayTotals: [],
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([classTermEndpoints.graduatedDetail, graduated], [E.monthList, month]));
});

describe('a graduated class monthly checks', () => {
  it('opens on the month it graduated, asks for that class only and offers no class choice', async () => {
    await renderPage(<GardenGraduateMonthChecksPage />, { route: '/garden/base/graduate/view6?id=7' });
    expect(await screen.findByText('大一班 月晨检记录')).toBeTruthy();
    expect(await screen.findByText('王小明')).toBeTruthy();
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(
        E.monthList.path,
        expect.objectContaining({ data: expect.objectContaining({ clazzId: 7, month: '2026-07' }) }),
      ),
    );
    expect(screen.queryByTestId('class-select')).toBeNull();
  });
});
