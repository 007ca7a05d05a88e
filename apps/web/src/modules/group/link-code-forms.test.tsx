import { InstitutionType } from '@kg/shared';
import { verificationEndpoints as M } from '@kg/shared/modules/accounts/verification';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { regulationEndpoints as U } from '@kg/shared/modules/group/regulation';
import { groupRoleEndpoints as R } from '@kg/shared/modules/group/roles';
import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/request.ts';
import { answers, fakeRequest } from '../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../test/render-page.tsx';
import GroupStaffEditPage from './organization/group-staff-edit.page.tsx';
import { DEPARTMENT_ENDPOINTS as D, EMPLOYEE_ENDPOINTS as E } from './organization/org-api.ts';
import { UnitForm } from './regulation/unit-form.tsx';
import GroupSchoolAddPage from './schools/group-school-add.page.tsx';
import { SCHOOL_ENDPOINTS as S } from './schools/school-api.ts';

/** Each group-side add form that takes a person's phone asks for the code of an existing account and sends it. */
const api = { request: fakeRequest() };
const HAS_ACCOUNT = '13900000012';
const group = schoolSession({
  orgType: InstitutionType.group,
  isGroup: true,
  groupId: 2,
  groupEmployeeId: 11,
  permissions: Object.values(G),
});
const authority = schoolSession({ orgType: InstitutionType.regulator, orgName: '厦门市教育局', schoolName: '厦门市教育局' });
const sent = (path: string) => api.request.mock.calls.find(([p]) => p === path)?.[1]?.data;

let refuseOnce = false;
beforeEach(() => {
  refuseOnce = false;
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [M.linkStatus, (d: { phone: string }) => ({ needsCode: d.phone === HAS_ACCOUNT })],
      [M.sendLinkCode, { expiresIn: 300, resendAfter: 60 }],
      [D.tree, []],
      [E.schools, []],
      [R.options, []],
      [
        E.add,
        () => {
          if (!refuseOnce) return { id: 40 };
          refuseOnce = false;
          throw new ApiError('message-0002', 400, '验证码错误或已过期', { field: 'linkCode' });
        },
      ],
      [S.create, { id: 9 }],
      [U.addUnit, { id: 6 }],
      [regionEndpoints.regionsById, []],
    ),
  );
});

describe('adding a person whose phone already has an account', () => {
  it('group employee: the code is sent to that phone, saved with the add, and a wrong one is marked on the field', async () => {
    refuseOnce = true;
    await renderPage(<GroupStaffEditPage />, { route: '/group/system/organization/staff_edit', session: group });
    await fill(screen.getByTestId('staff-name'), '园长借调');
    await fill(screen.getByTestId('staff-phone'), HAS_ACCOUNT);
    await userEvent.click(screen.getByText('全集团'));
    await userEvent.click(await screen.findByTestId('send-code'));
    await waitFor(() => expect(sent(M.sendLinkCode.path)).toEqual({ phone: HAS_ACCOUNT }));
    await fill(screen.getByTestId('link-code-input'), '654321');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sent(E.add.path)).toMatchObject({ phone: HAS_ACCOUNT, linkCode: '654321' }));
    expect(await screen.findByText('验证码错误或已过期', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });

  it('group employee: a new phone is added without any code', async () => {
    await renderPage(<GroupStaffEditPage />, { route: '/group/system/organization/staff_edit', session: group });
    await fill(screen.getByTestId('staff-name'), '郑洁');
    await fill(screen.getByTestId('staff-phone'), '13512349876');
    await userEvent.click(screen.getByText('全集团'));
    await waitFor(() => expect(sent(M.linkStatus.path)).toEqual({ phone: '13512349876' }));
    expect(screen.queryByTestId('link-code')).toBeNull();
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sent(E.add.path)).toBeTruthy());
    expect(sent(E.add.path)).not.toHaveProperty('linkCode');
  });

  it("new school: the director's code goes inside director", async () => {
    await renderPage(<GroupSchoolAddPage />, { route: '/group/system/school/add', session: group });
    await fill(screen.getByTestId('school-name'), '阳光第六幼儿园');
    await fill(screen.getByTestId('director-name'), '新园长');
    await fill(screen.getByLabelText('园长手机号'), HAS_ACCOUNT);
    await userEvent.click(await screen.findByTestId('send-code'));
    await waitFor(() => expect(sent(M.sendLinkCode.path)).toEqual({ phone: HAS_ACCOUNT }));
    await fill(screen.getByTestId('link-code-input'), '112233');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() =>
      expect(sent(S.create.path)).toMatchObject({ director: { name: '新园长', phone: HAS_ACCOUNT, linkCode: '112233' } }),
    );
  });

  it("authority unit: the administrator's code is sent as adminLinkCode", async () => {
    const values = { name: '翔安区教育局', regionKeys: '350000,350200,350213' };
    await renderPage(<UnitForm title="新增下属单位" testId="regulation-add" initialValues={values} />, { session: authority });
    await fill(screen.getByTestId('unit-admin-phone'), HAS_ACCOUNT);
    await userEvent.click(await screen.findByTestId('send-code'));
    await waitFor(() => expect(sent(M.sendLinkCode.path)).toEqual({ phone: HAS_ACCOUNT }));
    await fill(screen.getByTestId('link-code-input'), '778899');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sent(U.addUnit.path)).toMatchObject({ adminPhone: HAS_ACCOUNT, adminLinkCode: '778899' }));
  });
});
