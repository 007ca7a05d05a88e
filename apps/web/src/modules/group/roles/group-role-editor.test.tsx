import { InstitutionType } from '@kg/shared';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { groupRolePermissionEndpoints as P } from '@kg/shared/modules/group/roles';
import { buildPermissionTree } from '@kg/shared/modules/permission-tree';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { RolePermissionEditor } from './role-permission-editor.tsx';

const api = { request: fakeRequest() };
// an employee manager (not the administrator) who may manage roles and give the children's list only
const manager = schoolSession({
  orgType: InstitutionType.group,
  isGroup: true,
  groupId: 2,
  groupEmployeeId: 12,
  permissions: [G.roleManage, G.employeeManage],
});
const role = { id: 5, name: '保健督导', description: null, builtin: null, holderCount: 1, consoleCodes: [], schoolCodeCount: 1 };
const view = { roleId: 5, consoleCodes: [], schoolCodes: ['student-manage'], heldBySelf: false, grantableSchoolCodes: ['student-manage'] };
let got = view;

beforeEach(() => {
  got = view;
  api.request.mockReset();
  api.request.mockImplementation(answers([P.schoolTree, buildPermissionTree()], [P.byRole, () => got], [P.save, null]));
});

const disabledBox = (testId: string) =>
  screen
    .getByTestId(testId)
    .closest('.ant-tree-treenode, .ant-checkbox-wrapper')!
    .querySelector('.ant-tree-checkbox-disabled, .ant-checkbox-disabled');

describe('the group role editor', () => {
  it('offers only what the editor holds: other console and school codes are disabled with why, and the save sends only given ones', async () => {
    await renderPage(<RolePermissionEditor role={role} />, { session: manager });
    await screen.findByTestId('school-tree');
    expect(disabledBox(`console-code-${G.organizationManage}`)).toBeTruthy();
    expect(disabledBox(`console-code-${G.employeeManage}`)).toBeNull();
    await fill(screen.getByPlaceholderText('搜索权限、页面或模块'), '幼儿');
    await screen.findByTestId('school-code-student-manage-delete');
    expect(disabledBox('school-code-student-manage-delete')).toBeTruthy();
    expect(disabledBox('school-code-student-manage')).toBeNull();
    await userEvent.hover(screen.getByTestId('school-code-student-manage-delete'));
    expect(await screen.findByText(/您自己没有这项权限，不能授予/)).toBeTruthy();
    await userEvent.click(screen.getByTestId(`console-code-${G.employeeManage}`));
    await userEvent.click(screen.getByTestId('save-permissions'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(P.save.path, {
        data: { roleId: 5, consoleCodes: [G.employeeManage], schoolCodes: ['student-manage'] },
        json: true,
      }),
    );
  });

  it('shows a role the editor holds read-only, with the reason and no save', async () => {
    got = { ...view, heldBySelf: true };
    await renderPage(<RolePermissionEditor role={role} />, { session: manager });
    expect(await screen.findByText(/您自己持有该角色，不能修改它的权限/)).toBeTruthy();
    expect(screen.queryByTestId('save-permissions')).toBeNull();
  });
});
