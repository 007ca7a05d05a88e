import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/request.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { COURSE_ENDPOINTS as E, ROOM_ENDPOINTS } from '../classboard-api.ts';
import ClassboardCoursePage from './classboard-course.page.tsx';
import ClassboardCourseEditPage from './classboard-course-edit.page.tsx';

const api = { request: fakeRequest() };

const course = {
  id: 5,
  name: '小小科学家',
  courseType: 2,
  courseTypeName: '特色课',
  placeRoomId: 1,
  placeRoomName: '科学室',
  teacherId: 11,
  teacherName: '王老师',
  classes: [{ id: 1, name: '中一班' }],
  classIds: [1],
  weekdays: [3, 1],
  startTime: '15:30',
  endTime: '16:10',
  startDate: '2025-03-01',
  endDate: '2025-06-30',
  coverId: 0,
  cover: null,
  description: null,
  createdAt: '2025-02-20T08:00:00.000Z',
  updatedAt: null,
};
const page = { list: [course], total: 1, pageNum: 1, pageSize: 20 };
const rooms = [{ id: 1, name: '科学室', roomType: 2, roomTypeName: '功能室', capacity: 30 }];
/** Class options belong to the classes area: answered here as that page's own call. */
const classOptions = [{ id: 1, name: '中一班', gradeId: 1, gradeName: '中班', level: 2, studentCount: 20 }];
const withClasses =
  (mine: ReturnType<typeof answers>) =>
  async (url: string, opts: { data?: unknown } = {}): Promise<unknown> =>
    url.endsWith('query-class-option') ? classOptions : mine(url, opts);

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(withClasses(answers([E.list, page], [ROOM_ENDPOINTS.options, rooms])));
});

const open = (permissions: string[]) =>
  renderPage(<ClassboardCoursePage />, { route: '/classboard/manage/course', session: schoolSession({ permissions }) });

describe('course list', () => {
  it('shows the schedule of each course', async () => {
    await open([G.course]);
    const table = await screen.findByTestId('classboard-course-table');
    expect(await within(table).findByText('小小科学家')).toBeTruthy();
    expect(within(table).getByText('周一、周三')).toBeTruthy();
    expect(within(table).getByText('15:30–16:10')).toBeTruthy();
  });

  it('offers only viewing to a user reading through the garden page code', async () => {
    await open([G.garden]);
    await screen.findByText('小小科学家');
    expect(screen.getByTestId('row-view')).toBeTruthy();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
    expect(screen.queryByTestId('add')).toBeNull();
  });

  it('asks again before deleting a course with sign-in records, then deletes them with it', async () => {
    const remove = (body: { confirm?: boolean }) => {
      if (!body.confirm) throw new ApiError('garden-0003', 400, '课程已有签到记录', { signCount: 4 });
      return null;
    };
    api.request.mockImplementation(withClasses(answers([E.list, page], [ROOM_ENDPOINTS.options, rooms], [E.remove, remove])));
    await open([G.course]);
    await userEvent.click(await screen.findByTestId('row-delete'));
    await userEvent.click(await screen.findByRole('button', { name: '确 定' }));
    expect((await screen.findAllByText(/已有 4 条签到记录/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByTestId('confirm-delete-signs'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.remove.path, { data: { id: 5, confirm: true } }));
    expect(api.request).toHaveBeenCalledWith(E.remove.path, { data: { id: 5 }, silent: true });
  });
});

describe('course edit page', () => {
  it('loads the course, saves it as an update with its id and goes back to the list', async () => {
    api.request.mockImplementation(
      withClasses(answers([E.detail, { ...course, signCount: 0 }], [ROOM_ENDPOINTS.options, rooms], [E.update, { id: 5 }])),
    );
    await renderPage(<ClassboardCourseEditPage />, {
      route: '/classboard/manage/course/edit?id=5',
      session: schoolSession({ permissions: [G.course] }),
    });
    const name = await screen.findByDisplayValue('小小科学家');
    await fill(name, '小小发明家');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(location.current).toBe('/classboard/manage/course'));
    expect(api.request).toHaveBeenCalledWith(E.update.path, {
      json: true,
      data: {
        id: 5,
        name: '小小发明家',
        courseType: 2,
        placeRoomId: 1,
        teacherId: 11,
        classIds: [1],
        weekdays: [3, 1],
        startTime: '15:30',
        endTime: '16:10',
        startDate: '2025-03-01',
        endDate: '2025-06-30',
        coverId: null,
        description: null,
      },
    });
  });
});
