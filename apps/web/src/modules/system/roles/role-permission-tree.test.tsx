import { SYSTEM_CODES as C } from '@kg/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { TREE_CODES } from './permission-tree-picker.tsx';
import { ROLE_ENDPOINTS as E } from './role-api.ts';
import SystemRoleEditPage from './system-role-edit.page.tsx';

const api = { request: fakeRequest() };
const role = {
  id: 7,
  name: '保健医生助理',
  description: null,
  builtin: null,
  dataScope: 'classes' as const,
  holderCount: 0,
  codes: ['attendance-inspectInfo'],
  heldBySelf: false,
};
let got = role;
const director = schoolSession({ permissions: TREE_CODES });
// a role editor who holds, of the children's codes, only the list
const editor = schoolSession({ permissions: [C.roles, C.roleEdit, 'student-manage'] });
const ADD = '/system/system/role/edit';

beforeEach(() => {
  got = role;
  api.request.mockReset();
  api.request.mockImplementation(answers([E.get, () => got], [E.add, { id: 9 }], [E.update, { id: 7 }]));
});

const checkboxOf = (code: string) => screen.getByTestId(`code-${code}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const sentCodes = (path: string) => (api.request.mock.calls.find(([p]) => p === path)?.[1]?.data as { codes: string[] } | undefined)?.codes;

describe('the role permission tree', () => {
  it('opens folded by module, each page named as the menu names it', async () => {
    await renderPage(<SystemRoleEditPage />, { route: ADD, session: director });
    const garden = i18n.t('garden.menu.garden');
    await userEvent.click(await screen.findByText(garden, { selector: '.ant-tree-title' }));
    expect(screen.queryByTestId('code-student-manage')).toBeNull();
    expect(screen.queryByText(i18n.t('garden.menu.studentList'))).toBeNull();
    await userEvent.click(
      screen.getByText(garden, { selector: '.ant-tree-title' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!,
    );
    expect(await screen.findByText(i18n.t('garden.menu.studentList'))).toBeTruthy();
  });

  it('finds codes by their label, opening their branches and hiding the rest', async () => {
    await renderPage(<SystemRoleEditPage />, { route: ADD, session: director });
    await fill(await screen.findByPlaceholderText('搜索权限、页面或模块'), '删除幼儿');
    expect(await screen.findByTestId('code-student-manage-delete')).toBeTruthy();
    expect(screen.queryByTestId('code-student-manage-import')).toBeNull();
    expect(screen.queryByText(i18n.t('menu.health'))).toBeNull();
    await fill(screen.getByPlaceholderText('搜索权限、页面或模块'), 'health-inspect-record');
    expect(await screen.findByTestId('code-health-inspect-record')).toBeTruthy();
  });

  it('disables codes the editor does not hold, saying why, and select-all gives only the held ones', async () => {
    await renderPage(<SystemRoleEditPage />, { route: ADD, session: editor });
    await fill(await screen.findByPlaceholderText('搜索权限、页面或模块'), '幼儿');
    await screen.findByTestId('code-student-manage-delete');
    expect(checkboxOf('student-manage-delete').className).toContain('ant-tree-checkbox-disabled');
    expect(checkboxOf('student-manage').className).not.toContain('ant-tree-checkbox-disabled');
    await userEvent.hover(screen.getByTestId('code-student-manage-delete'));
    expect(await screen.findByText(/您自己没有这项权限，不能授予/)).toBeTruthy();
    await fill(screen.getByPlaceholderText('搜索权限、页面或模块'), '');
    await fill(screen.getByTestId('role-name-input'), '门卫');
    await userEvent.click(screen.getByTestId('select-all'));
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sentCodes(E.add.path)).toBeTruthy());
    expect(sentCodes(E.add.path)?.sort()).toEqual(TREE_CODES.filter((c) => editor.permissions.includes(c)).sort());
  });

  it('keeps a code the role has and the editor lacks through select-all and clear', async () => {
    await renderPage(<SystemRoleEditPage />, { route: `${ADD}?id=7`, session: editor });
    await screen.findByDisplayValue('保健医生助理');
    await userEvent.click(screen.getByTestId('select-all'));
    await userEvent.click(screen.getByTestId('select-all'));
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sentCodes(E.update.path)).toEqual(['attendance-inspectInfo']));
  });

  it('shows a role the editor holds read-only, with the reason and no save', async () => {
    got = { ...role, heldBySelf: true };
    await renderPage(<SystemRoleEditPage />, { route: `${ADD}?id=7`, session: editor });
    expect(await screen.findByText(/您自己持有该角色，不能修改/)).toBeTruthy();
    expect(screen.queryByTestId('save')).toBeNull();
    expect((screen.getByTestId('role-name-input') as HTMLInputElement).disabled).toBe(true);
  });
});
