import { InstitutionType } from '@kg/shared';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GroupOrganizationEditPage from './group-organization-edit.page.tsx';
import GroupSelfEditPage from './group-self-edit.page.tsx';
import { DEPARTMENT_ENDPOINTS as D, EMPLOYEE_ENDPOINTS as E } from './org-api.ts';

const api = { request: fakeRequest() };
const admin = schoolSession({
  orgType: InstitutionType.group,
  isGroup: true,
  groupId: 2,
  groupEmployeeId: 11,
  permissions: Object.values(G),
});
const me = {
  id: 11,
  realName: '周敏',
  phone: '13512340001',
  email: null,
  avatarUrl: null,
  departmentId: null,
  jobTitle: null,
  roleIds: [],
  isAdmin: false,
  allRange: false,
  schoolIds: [31],
  status: 1,
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([D.tree, []], [D.add, { id: 4 }], [E.self, me], [E.updateSelf, null]));
});
const sent = (path: string) => api.request.mock.calls.some(([url]) => url === path);

describe('group organisation forms follow their calls', () => {
  it('the own profile asks for the name and refuses an e-mail the call refuses, naming each; nothing is sent', async () => {
    await renderPage(<GroupSelfEditPage />, { route: '/group/system/organization/self', session: admin });
    await fill(await screen.findByTestId('self-name'), '');
    await fill(screen.getByTestId('self-email'), 'not-mail');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(screen.getByTestId('self-name').getAttribute('maxlength')).toBe('20');
    expect(sent(E.updateSelf.path)).toBe(false);
  });

  it('a department asks for its name, naming it; nothing is sent', async () => {
    await renderPage(<GroupOrganizationEditPage />, { route: '/group/system/organization/edit', session: admin });
    await userEvent.click(await screen.findByTestId('save'));
    expect(await screen.findByText('请输入部门名称')).toBeTruthy();
    await waitFor(() => expect(sent(D.add.path)).toBe(false));
  });
});
