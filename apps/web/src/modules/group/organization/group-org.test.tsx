import { InstitutionType } from '@kg/shared';
import { verificationEndpoints as M } from '@kg/shared/modules/accounts/verification';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { groupRolePermissionEndpoints as P, groupRoleEndpoints as R } from '@kg/shared/modules/group/roles';
import { buildPermissionTree } from '@kg/shared/modules/permission-tree';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GroupRolePage from '../roles/group-role.page.tsx';
import GroupStaffEditPage from './group-staff-edit.page.tsx';
import { DEPARTMENT_ENDPOINTS as D, departmentOptions, EMPLOYEE_ENDPOINTS as E, nestDepartments } from './org-api.ts';

const api = { request: fakeRequest() };
const admin = schoolSession({
  orgType: InstitutionType.group,
  isGroup: true,
  groupId: 2,
  groupEmployeeId: 11,
  permissions: Object.values(G),
});
const departments = [
  { id: 1, parentId: null, name: '集团总部', depth: 1, employeeCount: 0, childCount: 2 },
  { id: 2, parentId: 1, name: '运营部', depth: 2, employeeCount: 1, childCount: 0 },
  { id: 3, parentId: 1, name: '保健部', depth: 2, employeeCount: 1, childCount: 0 },
];
const roleRow = { id: 5, name: '保健督导', description: null, builtin: null, holderCount: 1, consoleCodes: [], schoolCodeCount: 1 };

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [D.tree, departments],
      [E.schools, [{ id: 31, name: '阳光第一幼儿园' }]],
      [E.add, { id: 40 }],
      [R.options, [{ id: 5, name: '保健督导' }]],
      [R.list, { list: [roleRow], total: 1, pageNum: 1, pageSize: 20 }],
      [P.schoolTree, buildPermissionTree()],
      [P.byRole, { roleId: 5, consoleCodes: [], schoolCodes: ['student-manage'], heldBySelf: false, grantableSchoolCodes: null }],
      [M.linkStatus, { needsCode: false }],
      [P.save, null],
    ),
  );
});

describe('group organisation pages', () => {
  it('nests the departments and leaves a moving department’s own branch out of its parents', () => {
    const tree = nestDepartments(departments);
    expect(tree.map((n) => [n.title, n.children.map((c) => c.title)])).toEqual([['集团总部', ['运营部', '保健部']]]);
    expect(departmentOptions(tree, 1)).toEqual([]);
    expect(departmentOptions(tree, 2)[0].children.map((c) => c.value)).toEqual([3]);
  });

  it('adds an employee with the whole group as scope, then back to the organisation', async () => {
    await renderPage(<GroupStaffEditPage />, { route: '/group/system/organization/staff_edit', session: admin });
    await fill(screen.getByTestId('staff-name'), ' 郑洁 ');
    await fill(screen.getByTestId('staff-phone'), '13512349876');
    await userEvent.click(screen.getByText('全集团'));
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.add.path, {
        data: { realName: '郑洁', phone: '13512349876', departmentId: null, jobTitle: null, roleIds: [], allRange: true, schoolIds: [] },
        json: true,
      }),
    );
    await waitFor(() => expect(location.current).toBe('/group/system/organization'));
  });

  it('asks for a school when the scope is chosen schools, sending nothing', async () => {
    await renderPage(<GroupStaffEditPage />, { route: '/group/system/organization/staff_edit', session: admin });
    await fill(screen.getByTestId('staff-name'), '郑洁');
    await fill(screen.getByTestId('staff-phone'), '13512349876');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请至少选择一所园所，或选择全集团')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.add.path, expect.anything());
  });

  it('saves a role’s console codes and the school codes of a whole branch', async () => {
    await renderPage(<GroupRolePage />, { route: '/group/system/role', session: admin });
    await userEvent.click(await screen.findByTestId('role-choose'));
    const editor = await screen.findByTestId('role-permissions');
    await userEvent.click(within(editor).getByTestId(`console-code-${G.employeeManage}`));
    await userEvent.click(within(editor).getByTestId('school-select-all'));
    await userEvent.click(within(editor).getByTestId('save-permissions'));
    const all = buildPermissionTree().flatMap((s) => s.pages.flatMap((p) => p.codes.map((c) => c.code)));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(P.save.path, {
        data: { roleId: 5, consoleCodes: [G.employeeManage], schoolCodes: all },
        json: true,
      }),
    );
  });
});
