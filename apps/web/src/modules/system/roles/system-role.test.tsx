import { SYSTEM_CODES as C } from '@kg/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { TREE_CODES } from './permission-tree-picker.tsx';
import { ROLE_ENDPOINTS as E } from './role-api.ts';
import SystemPermissionPage from './system-permission.page.tsx';
import SystemRolePage from './system-role.page.tsx';
import SystemRoleEditPage from './system-role-edit.page.tsx';

const api = { request: fakeRequest() };

const createdAt = '2025-09-01T00:00:00.000Z';
const rows = [
  { id: 1, name: '园长', description: null, builtin: 'director', dataScope: 'school', holderCount: 1, codeCount: 80, createdAt },
  { id: 7, name: '保健医生助理', description: '协助晨检', builtin: null, dataScope: 'classes', holderCount: 0, codeCount: 3, createdAt },
];
const editor = schoolSession({ permissions: [C.roles, C.roleEdit] });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }],
      [E.get, { ...rows[1], codes: ['attendance-inspectInfo'], heldBySelf: false }],
      [E.add, { id: 9 }],
      [E.update, { id: 7 }],
      [E.copy, { id: 10 }],
      [E.remove, null],
      [E.matrix, { roles: [{ id: 7, name: '保健医生助理', builtin: null, codes: [TREE_CODES[0], 'attendance-inspectInfo'] }] }],
    ),
  );
});

describe('role pages', () => {
  it('lists roles; a built-in role says why it cannot be deleted; copy opens the copy', async () => {
    await renderPage(<SystemRolePage />, { route: '/system/system/role/index', session: editor });
    expect(await screen.findByText('保健医生助理')).toBeTruthy();
    await userEvent.click(screen.getAllByTestId('row-delete')[0]);
    expect(await screen.findByText(/内置角色不能删除/)).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.remove.path, expect.anything());
    await userEvent.click(screen.getAllByTestId('row-copy')[1]);
    await waitFor(() => expect(location.current).toBe('/system/system/role/edit?id=10'));
  });

  it('saves a new role with the codes of a whole branch', async () => {
    // the director holds every code, so select-all takes the whole tree
    await renderPage(<SystemRoleEditPage />, { route: '/system/system/role/edit', session: schoolSession({ permissions: TREE_CODES }) });
    await fill(screen.getByTestId('role-name-input'), ' 门卫 ');
    await userEvent.click(screen.getByTestId('select-all'));
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.add.path, {
        data: { name: '门卫', description: null, dataScope: 'classes', codes: TREE_CODES },
        json: true,
      }),
    );
  });

  it('refuses to save without a name or a permission, naming each, sending nothing', async () => {
    await renderPage(<SystemRoleEditPage />, { route: '/system/system/role/edit', session: editor });
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请输入角色名称')).toBeTruthy();
    await fill(screen.getByTestId('role-name-input'), '门卫');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请至少选择一项权限')).toBeTruthy();
    expect(screen.getByTestId('role-name-input').getAttribute('maxlength')).toBe('20');
    expect(api.request).not.toHaveBeenCalledWith(E.add.path, expect.anything());
  });

  it('shows the catalogue with the role × code matrix', async () => {
    await renderPage(<SystemPermissionPage />, { route: '/system/system/permission', session: editor });
    expect((await screen.findAllByText('保健医生助理')).length).toBeGreaterThan(0);
    expect(screen.getByText(TREE_CODES[1])).toBeTruthy();
    // of the first page's codes the role holds only the first (health checks stand on a later page)
    expect(screen.getAllByTestId('held')).toHaveLength(1);
  });
});
