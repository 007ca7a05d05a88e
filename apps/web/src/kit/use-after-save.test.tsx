import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, useChinese } from '../shell/testing/render.tsx';
import { tabsStore } from './tabs-store.ts';
import { useAfterSave } from './use-after-save.ts';

const tab = (name: string, path: string, fixed = false) =>
  tabsStore.open({ name, meta: { title: `menu.${name}`, fixed }, path: path.split('?')[0], fullPath: path });

function SaveButton({ to }: { to: string }) {
  const afterSave = useAfterSave();
  return (
    <button type="button" onClick={() => void afterSave({ to })}>
      save
    </button>
  );
}

describe('after a form saves', () => {
  beforeEach(async () => {
    await useChinese();
    tabsStore.reset();
  });

  it('closes the form’s own tab and returns to its list', async () => {
    tab('desktop-index', '/desktop/index', true);
    tab('system-role', '/system/system/role/index');
    tab('system-role-edit', '/system/system/role/edit');
    renderAt('/system/system/role/edit', <SaveButton to="/system/system/role/index" />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/system/system/role/index'));
    expect(tabsStore.get().tabs.map((t) => t.name)).toEqual(['desktop-index', 'system-role']);
  });

  it('turns a submitted form into the detail it created, closing the form’s tab', async () => {
    tab('desktop-index', '/desktop/index', true);
    tab('workflow-submit', '/workflow/approval/submit?processId=2');
    renderAt('/workflow/approval/submit?processId=2', <SaveButton to="/workflow/approval/detail?id=9" />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/workflow/approval/detail?id=9'));
    expect(tabsStore.get().tabs.map((t) => t.name)).toEqual(['desktop-index']);
  });

  it('keeps the tab a form shares with its list: the tab turns into the list', async () => {
    tab('desktop-index', '/desktop/index', true);
    tab('garden-student-module', '/garden/student/add');
    renderAt('/garden/student/add', <SaveButton to="/garden/student/index" />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/garden/student/index'));
    expect(tabsStore.get().tabs.map((t) => t.name)).toEqual(['desktop-index', 'garden-student-module']);
  });
});
