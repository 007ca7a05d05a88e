import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { STUDENT_ENDPOINTS as E } from './child-api.ts';
import GardenStudentAddPage from './garden-student-add.page.tsx';
import GardenStudentEditPage from './garden-student-edit.page.tsx';

const api = { request: fakeRequest() };

const CLASSES = [{ id: 4, name: '中一班', gradeId: 2, gradeName: '中班', level: 2, studentCount: 20 }];
const CHILD = {
  id: 9,
  clazzId: 4,
  name: '王小明',
  gender: 1,
  birthday: '2021-05-06',
  idCardType: 1,
  idCardNo: '',
  idCardMasked: false,
  canReveal: false,
  nation: '汉族',
  studentNo: 'A01',
  enrolDate: '2024-09-01',
  status: 1,
  ageMonths: 50,
  clazzName: '中一班',
  gradeId: 2,
  gradeName: '中班',
  graduatedAt: null,
  guardians: [{ id: 5, accountId: 50, name: '李芳', phone: '13800000001', relation: '母亲', isDirectGuardian: true }],
  sections: [],
};

const child = answers([E.detail, CHILD], [E.add, { id: 30 }], [E.guardianMobile, { guardianId: 5, mobile: '139****0002' }]);

beforeEach(() => {
  api.request.mockReset();
  // the class options are not declared in the shared contract yet
  api.request.mockImplementation(async (url: string, opts?: { data?: unknown }) =>
    url.endsWith('query-class-option') ? CLASSES : child(url, opts),
  );
});

const editor = schoolSession({ permissions: [G.garden, G.student, G.studentAdd, G.studentUpdate] });

async function choose(id: string, option: string) {
  await userEvent.click(document.getElementById(id)!);
  // earlier dropdowns stay in the DOM: the newest option is the one just opened
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

describe('child form', () => {
  it('adds a child with two guardians as one JSON body and returns to the list', async () => {
    await renderPage(<GardenStudentAddPage />, { route: '/garden/student/add', session: editor });
    await fill(document.getElementById('name')!, '张小米');
    await userEvent.click(screen.getByLabelText('女'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/clazz/query-class-option', { data: {} }));
    await choose('clazzId', '中一班');
    await fill(document.getElementById('guardians_0_name')!, '张伟');
    await fill(document.getElementById('guardians_0_phone')!, '13800000011');
    await choose('guardians_0_relation', '父亲');
    await userEvent.click(screen.getByRole('button', { name: /添加家长/ }));
    await fill(document.getElementById('guardians_1_name')!, '李娜');
    await fill(document.getElementById('guardians_1_phone')!, '13800000012');
    await choose('guardians_1_relation', '母亲');
    await userEvent.click(document.getElementById('guardians_1_isDirectGuardian')!);
    await userEvent.click(screen.getByTestId('save'));

    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/web/student/add', expect.objectContaining({ json: true })),
    );
    const body = api.request.mock.calls.find(([url]) => String(url).endsWith('/student/add'))![1].data;
    expect(body).toMatchObject({ clazzId: 4, name: '张小米', gender: 2, idCardType: 1, idCardNo: '', studentNo: '' });
    expect(body.guardians).toEqual([
      { name: '张伟', phone: '13800000011', relation: '父亲', isDirectGuardian: false },
      { name: '李娜', phone: '13800000012', relation: '母亲', isDirectGuardian: true },
    ]);
    await waitFor(() => expect(location.current).toBe('/garden/student/index'));
  }, 60_000);

  it("keeps an existing guardian's phone read-only and changes it through the dialog", async () => {
    await renderPage(<GardenStudentEditPage />, { route: '/garden/student/edit?id=9', session: editor });
    const phone = await waitFor(() => {
      const el = document.getElementById('guardians_0_phone') as HTMLInputElement | null;
      if (!el) throw new Error('the form is not there yet');
      return el;
    });
    expect(phone.value).toBe('13800000001');
    expect(phone.readOnly).toBe(true);
    await userEvent.click(within(screen.getByTestId('guardian-list')).getByRole('button', { name: '更换手机号' }));
    const confirm = await screen.findByTestId('guardian-phone-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await fill(document.getElementById('guardian-mobile')!, '13900000002');
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/web/student/update-guardian-mobile', {
        data: { studentId: 9, guardianId: 5, mobile: '13900000002' },
      }),
    );
    await waitFor(() => expect((document.getElementById('guardians_0_phone') as HTMLInputElement).value).toBe('13900000002'));
  });
});
