import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../kit/testing.ts';
import { sessionStore } from '../session/session-store.ts';
import { InstitutionChooser, InstitutionChooserHost, useChooseInstitution } from './institution-chooser.tsx';
import { renderAt, signIn, useChinese } from './testing/render.tsx';

const api = vi.hoisted(() => ({ fetchOrgTree: vi.fn(), enterInstitution: vi.fn() }));
vi.mock('../api/auth.ts', () => api);

const item = (id: number, name: string, type: number, current = false) => ({
  id,
  loginId: id,
  name,
  title: name,
  type,
  tenantryId: 2,
  organizationId: type === 1 ? id : null,
  groupName: null,
  teacherId: 30 + id,
  current,
  children: [],
});
const THREE = fixture(signInEndpoints.orgList, {
  total: 3,
  currentId: 3,
  tree: [
    { id: 'type-1', title: '幼儿园集团', type: 1, children: [item(2, '阳光幼教集团', 1)] },
    { id: 'type-2', title: '幼儿园', type: 2, children: [item(3, '阳光第一幼儿园', 2, true), item(4, '阳光第二幼儿园', 2)] },
  ],
});
const ONE = fixture(signInEndpoints.orgList, {
  total: 1,
  currentId: 3,
  tree: [{ id: 'type-2', title: '幼儿园', type: 2, children: [item(3, '阳光第一幼儿园', 2, true)] }],
});

describe('institution chooser', () => {
  // the dialog is loaded lazily: load it once up front so each test sees it at once
  beforeAll(() => import('./chooser-dialog.tsx'), 30_000);
  beforeEach(async () => {
    await useChinese();
    signIn();
    api.fetchOrgTree.mockReset();
    api.enterInstitution.mockReset();
  });
  afterEach(() => sessionStore.set(null));

  it('states the count and shows the categories with the current institution highlighted', async () => {
    api.fetchOrgTree.mockResolvedValue(THREE);
    renderAt('/login', <InstitutionChooser open onClose={() => {}} />);
    expect(await screen.findByText('请选择要进入的机构')).toBeTruthy();
    expect((await screen.findByTestId('chooser-count')).textContent).toContain('3');
    expect(screen.getByText('幼儿园集团')).toBeTruthy();
    expect(screen.getByText('幼儿园')).toBeTruthy();
    const items = screen.getAllByTestId('chooser-item');
    expect(items.map((i) => i.textContent)).toEqual(['阳光幼教集团', '阳光第一幼儿园当前', '阳光第二幼儿园']);
    expect(items.filter((i) => i.dataset.current).map((i) => i.textContent)).toEqual(['阳光第一幼儿园当前']);
  });

  it('enters a chosen school and goes to its desktop with the school id, storing the name', async () => {
    api.fetchOrgTree.mockResolvedValue(THREE);
    const next = { ...sessionStore.get()!, token: 'tok-4', orgId: 4, schoolId: 4, schoolName: '' };
    api.enterInstitution.mockImplementation(async () => {
      sessionStore.set(next);
      return next;
    });
    const onChosen = vi.fn();
    renderAt('/login', <InstitutionChooser open onClose={() => {}} onChosen={onChosen} />);
    await userEvent.click(await screen.findByText('阳光第二幼儿园'));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/desktop/index?schoolId=4');
    expect(api.enterInstitution).toHaveBeenCalledWith(4);
    expect(sessionStore.get()!.schoolName).toBe('阳光第二幼儿园');
    expect(onChosen).toHaveBeenCalled();
  });

  it('enters a group and goes to the group console with the group id', async () => {
    api.fetchOrgTree.mockResolvedValue(THREE);
    const next = { ...sessionStore.get()!, token: 'tok-2', orgId: 2, orgType: 1, isGroup: true, schoolId: 2 };
    api.enterInstitution.mockResolvedValue(next);
    renderAt('/login', <InstitutionChooser open onClose={() => {}} />);
    await userEvent.click(await screen.findByText('阳光幼教集团'));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/system?schoolId=2');
    expect(sessionStore.get()!.token).toBe('tok-2');
  });

  it('ignores choosing the current institution again', async () => {
    api.fetchOrgTree.mockResolvedValue(THREE);
    const onClose = vi.fn();
    renderAt('/login', <InstitutionChooser open onClose={onClose} />);
    await userEvent.click(await screen.findByText('阳光第一幼儿园'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.enterInstitution).not.toHaveBeenCalled();
  });

  it('does not open for an account with one institution', async () => {
    api.fetchOrgTree.mockResolvedValue(ONE);
    const onClose = vi.fn();
    renderAt('/login', <InstitutionChooser open onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('请选择要进入的机构')).toBeNull();
  });

  it('useChooseInstitution resolves false without a dialog for one institution, and false when closed', async () => {
    let choose: () => Promise<boolean> = async () => true;
    // biome-ignore lint/correctness/noComponentHookFactories: the test component hands the hook's function to the test
    function Opener() {
      choose = useChooseInstitution();
      return <InstitutionChooserHost />;
    }
    api.fetchOrgTree.mockResolvedValue(ONE);
    renderAt('/login', <Opener />);
    await expect(choose()).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    api.fetchOrgTree.mockResolvedValue(THREE);
    const sessionBefore = sessionStore.get()!;
    sessionStore.set({ ...sessionBefore, orgId: 99 }); // another cache entry: fetched anew
    let result: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      result = choose();
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog.parentElement!.parentElement!).getByRole('button', { name: /close|关闭/i }));
    await expect(result).resolves.toBe(false);
  });

  it('enters with the login type the caller asks for (tongan variant)', async () => {
    let choose: (o?: { loginType?: string }) => Promise<boolean> = async () => true;
    // biome-ignore lint/correctness/noComponentHookFactories: the test component hands the hook's function to the test
    function Opener() {
      choose = useChooseInstitution();
      return <InstitutionChooserHost />;
    }
    api.fetchOrgTree.mockResolvedValue(THREE);
    const next = { ...sessionStore.get()!, token: 'tok-4', orgId: 4, schoolId: 4 };
    api.enterInstitution.mockResolvedValue(next);
    renderAt('/login', <Opener />);
    let result: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      result = choose({ loginType: '7' });
    });
    await userEvent.click(await screen.findByText('阳光第二幼儿园'));
    await expect(result).resolves.toBe(true);
    expect(api.enterInstitution).toHaveBeenCalledWith(4, '7');
  });
});
