import { GARDEN_CODES as G } from '@kg/shared';
import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { graduateEndpoints } from '@kg/shared/modules/garden/graduates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answers } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenGraduateViewPage from './garden-graduate-view.page.tsx';

const api = vi.hoisted(() => ({ request: vi.fn(), download: vi.fn() }));
vi.mock('../../../api/request.ts', async (orig) => ({ ...(await orig<object>()), request: api.request, download: api.download }));

const CLASS = {
  id: 8,
  name: '大二班',
  gradeId: 3,
  gradeName: '大班',
  level: 3,
  sort: 0,
  maxStudents: 30,
  createdAt: '2023-09-01T00:00:00Z',
  status: 2,
  graduatedAt: '2026-07-10',
  studentCount: 2,
  boyCount: 1,
  girlCount: 1,
  teachers: [],
  teacherNames: '陈老师',
};
const graduate = (id: number, name: string) => ({
  id,
  name,
  gender: id % 2 ? 1 : 2,
  birthday: '2020-01-01',
  ageMonths: 78,
  clazzId: 8,
  clazzName: '大二班',
  gradeId: 3,
  gradeName: '大班',
  studentNo: null,
  idCardType: 1,
  idCardNo: '',
  nation: null,
  enrolDate: null,
  status: 2,
  graduatedAt: '2026-07-10',
  guardianName: '周强',
  guardianPhone: '139****0003',
  guardianRelation: '父亲',
  guardianCount: 2,
});

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [classTermEndpoints.graduatedDetail, CLASS],
      [
        graduateEndpoints.list,
        (data: { name?: string }) => {
          const all = [graduate(21, '刘一'), graduate(22, '陈二')].filter((g) => !data.name || g.name.includes(data.name));
          return { list: all, total: all.length, pageNum: 1, pageSize: 20 };
        },
      ],
    ),
  );
});

describe('graduated class view', () => {
  it('lists the graduates of the class, keeps the class on every search and export, and opens a graduate', async () => {
    await renderPage(<GardenGraduateViewPage />, {
      route: '/garden/base/graduate/view?id=8',
      session: schoolSession({ permissions: [G.garden, G.clazz, G.student, G.studentExport] }),
    });
    expect(await screen.findByText('陈老师')).toBeTruthy();
    const table = screen.getByTestId('garden-graduate-view-table');
    expect(await within(table).findByText('刘一')).toBeTruthy();
    expect(within(table).getAllByText(/周强（父亲） 139\*\*\*\*0003/)).toHaveLength(2);

    await fill(screen.getByLabelText('幼儿姓名'), '陈');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(table).queryByText('刘一')).toBeNull());
    expect(api.request).toHaveBeenLastCalledWith('/kid-arch/v1/teacher/graduate/student/graduate-stu-list', {
      data: { clazzId: 8, name: '陈', pageNum: 1, pageSize: 20 },
    });

    await userEvent.click(screen.getByTestId('export'));
    expect(api.download).toHaveBeenCalledWith('/kid-arch/v1/file/graduate/student', { clazzId: 8, name: '陈' }, expect.anything());

    await userEvent.click(within(table).getByTestId('row-view'));
    expect(location.current).toBe('/garden/base/graduate/detail?id=22');
  });
});
