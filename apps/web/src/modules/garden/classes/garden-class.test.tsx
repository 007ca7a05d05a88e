import { GARDEN_CODES as G } from '@kg/shared';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { classEndpoints, classOptionEndpoints, classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { gradeEndpoints } from '@kg/shared/modules/garden/grades';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenClassPage from './garden-class.page.tsx';
import GardenClassEditPage from './garden-class-edit.page.tsx';
import GardenClassViewPage from './garden-class-view.page.tsx';

const api = { request: fakeRequest() };

const C = classEndpoints;
const row = (id: number, name: string, level: number, gradeName: string) => ({
  id,
  name,
  gradeId: level + 10,
  gradeName,
  level,
  sort: 0,
  maxStudents: 30,
  status: 1,
  studentCount: 3,
  boyCount: 2,
  girlCount: 1,
  teacherNames: '',
});
const junior = row(1, '苗苗一班', 1, '小班');
const senior = row(2, '果果一班', 3, '大班');
const option = (r: typeof junior) => ({
  id: r.id,
  name: r.name,
  gradeId: r.gradeId,
  gradeName: r.gradeName,
  level: r.level,
  studentCount: r.studentCount,
});
const child = {
  id: 31,
  name: '安*',
  gender: 1,
  birthday: null,
  ageMonths: null,
  clazzId: 1,
  clazzName: '苗苗一班',
  gradeId: 11,
  gradeName: '小班',
  studentNo: 'A001',
  idCardType: 1,
  idCardNo: '',
  nation: null,
  enrolDate: null,
  status: 1,
  graduatedAt: null,
  guardianName: '安爸爸',
  guardianPhone: '138****0000',
  guardianRelation: '父亲',
  guardianCount: 1,
};
const declared = answers(
  [gradeEndpoints.options, []],
  [
    gradeEndpoints.next,
    { gradeId: 11, level: 1, isTopGrade: false, canUpgrade: true, nextGrade: { id: 12, name: '中班', level: 2, sort: 0 } },
  ],
  [C.list, { list: [junior, senior], total: 2, pageNum: 1, pageSize: 20 }],
  [C.deletePlan, { needConfirm: true, studentCount: 3, formerCount: 1, canDelete: true }],
  [classOptionEndpoints.options, [option(junior), { id: 5, name: '苗苗二班', gradeId: 11, gradeName: '小班', level: 1, studentCount: 10 }]],
  [classOptionEndpoints.staff, []],
  [C.remove, { moved: 3, movedTo: 5 }],
  [classTermEndpoints.upgrade, [{ clazzId: 1, name: '星星一班', fromGradeId: 11, toGradeId: 12, toGradeName: '中班' }]],
  [C.limit, { clazzId: 1, limit: 30, current: 28, remaining: 2, canAdd: true }],
  [childEndpoints.listOfClass, { list: [child], total: 1, pageNum: 1, pageSize: 20 }],
  [C.detail, { ...junior, graduatedAt: null, createdAt: '2025-09-01T00:00:00Z', teachers: [] }],
);
const all = [G.garden, G.clazz, G.clazzAdd, G.clazzUpdate, G.clazzDelete, G.clazzUpgrade, G.clazzGraduate];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(declared);
});

describe('class list', () => {
  it('deletes a class with children only together with the class they move to', async () => {
    await renderPage(<GardenClassPage />, { route: '/garden/base/class/index', session: schoolSession({ permissions: all }) });
    await screen.findByText('苗苗一班');
    await userEvent.click(screen.getAllByTestId('row-delete')[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/还有 3 名在园幼儿/)).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: '转入并删除' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('combobox'));
    // the class being deleted is not offered as the target
    expect(screen.queryByText('小班 · 苗苗一班（3 人）')).toBeNull();
    await userEvent.click(await screen.findByText('小班 · 苗苗二班（10 人）'));
    await userEvent.click(ok);
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/clazz/delete', { data: { id: 1, moveToClazzId: 5 } }),
    );
  });

  it('offers upgrade below the top grade and graduation in it, and sends the new name with the upgrade', async () => {
    await renderPage(<GardenClassPage />, { route: '/garden/base/class/index', session: schoolSession({ permissions: all }) });
    await screen.findByText('苗苗一班');
    expect(screen.getAllByTestId('row-upgrade')).toHaveLength(1);
    expect(screen.getAllByTestId('row-graduate')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('row-upgrade'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('小班 → 中班')).toBeTruthy();
    await fill(within(dialog).getByTestId('upgrade-name'), '星星一班');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认升级' }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/clazz/upgrade', {
        data: { clazzIds: [1], renames: [{ id: 1, name: '星星一班' }] },
        json: true,
      }),
    );
  });

  it('hides the actions whose codes the user lacks', async () => {
    await renderPage(<GardenClassPage />, {
      route: '/garden/base/class/index',
      session: schoolSession({ permissions: [G.garden, G.clazz] }),
    });
    await screen.findByText('苗苗一班');
    expect(screen.getAllByTestId('row-view')).toHaveLength(2);
    for (const id of ['add', 'row-edit', 'row-delete', 'row-upgrade', 'row-graduate', 'batch-upgrade'])
      expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('class form', () => {
  it('is read-only for a user holding only the get code', async () => {
    await renderPage(<GardenClassEditPage />, {
      route: '/garden/base/class/edit?id=1',
      session: schoolSession({ permissions: [G.garden, G.clazzGet] }),
    });
    const name = (await screen.findByLabelText('班级名称')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('苗苗一班'));
    expect(name.disabled).toBe(true);
    expect(screen.queryByTestId('save')).toBeNull();
  });
});

describe('class view', () => {
  it('shows the class size against its limit and the children of the class', async () => {
    await renderPage(<GardenClassViewPage />, {
      route: '/garden/base/class/view?id=1',
      session: schoolSession({ permissions: [G.garden, G.clazz] }),
    });
    expect(await screen.findByText('28 / 30 人（还可加入 2 人）')).toBeTruthy();
    expect(await screen.findByText('安爸爸 138****0000')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/web/student/list-of-clazz', {
      data: { clazzId: 1, pageNum: 1, pageSize: 20 },
    });
  });
});
