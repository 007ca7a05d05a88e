import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/index.ts';
import { tabsStore } from '../kit/tabs-store.ts';
import { fixture } from '../kit/testing.ts';
import { sessionStore } from '../session/session-store.ts';
import NotFoundPage from './not-found.page.tsx';
import { buildRoutes } from './router.tsx';
import { renderAt, signIn, useChinese } from './testing/render.tsx';

const api = vi.hoisted(() => ({ fetchOrgTree: vi.fn(), enterInstitution: vi.fn() }));
vi.mock('../api/auth.ts', () => api);
// the desktop pages talk to the server: stand-ins keep this test on the frame
vi.mock('../pages/registry.ts', async () => {
  const { PUBLIC_PAGES, SECTIONS, leafPages } = await import('@kg/shared');
  const names = [...PUBLIC_PAGES.map((p) => p.name), ...SECTIONS.flatMap((s) => leafPages(s.children ?? []).map((p) => p.name))];
  const Page = ({ name }: { name: string }) => <p data-testid="page">{name}</p>;
  const PAGE_COMPONENTS = Object.fromEntries(names.map((n) => [n, () => <Page name={n} />]));
  // as the real registry does: every declared page has a (stand-in) component
  (await import('../kit/page-model.ts')).registerPageNames(names);
  return { PAGE_COMPONENTS, hasPage: (n: string) => n in PAGE_COMPONENTS };
});
vi.mock('../modules/workbench/use-guide-items.ts', () => ({
  useGuideItems: () => ({
    items: [{ key: 'password', title: '修改初始密码', description: 'd', path: '/desktop/reset-password-guide' }],
    isLoading: false,
  }),
}));

const CJK = /[\u4e00-\u9fff]/;

describe('shell frame', () => {
  beforeAll(() => import('./layout.tsx'), 30_000);
  beforeEach(async () => {
    await useChinese();
    tabsStore.reset();
    api.fetchOrgTree.mockResolvedValue(fixture(signInEndpoints.orgList, { total: 1, currentId: 3, tree: [] }));
  });
  afterEach(() => sessionStore.set(null));

  it('shows the header with the fixed desktop tab and a tab for the open page, without a side menu on desktop pages', async () => {
    signIn();
    renderAt('/desktop/application', buildRoutes());
    await screen.findByText('desktop-application');
    await waitFor(() => expect(screen.getAllByTestId('shell-tab').map((t) => t.textContent)).toEqual(['工作台', '应用中心']));
    expect(screen.getByTestId('current-institution').textContent).toBe('阳光第一幼儿园');
    expect(screen.queryByTestId('side-menu')).toBeNull();
    // messages reach the user on every page, not only on the desktop home
    expect(screen.getByTestId('notice-bell')).toBeTruthy();
    expect(document.title).toBe('应用中心 - 阳光第一幼儿园');
  });

  it('shows the bell with a red dot on the desktop home and opens the guide overlay', async () => {
    signIn();
    renderAt('/desktop/index', buildRoutes());
    const bell = await screen.findByTestId('notice-bell');
    expect(bell.dataset.dot).toBe('true');
    await userEvent.click(bell);
    expect(await screen.findByText('修改初始密码')).toBeTruthy();
  });

  it('switches every header string to English and says Switch Language Success', async () => {
    signIn();
    renderAt('/desktop/application', buildRoutes());
    await screen.findByText('desktop-application');
    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(await screen.findByText('English'));
    expect(await screen.findByText('Switch Language Success')).toBeTruthy();
    const header = document.querySelector('header')!;
    await waitFor(() =>
      expect(
        within(header)
          .getAllByTestId('shell-tab')
          .map((t) => t.textContent),
      ).toEqual(['Workbench', 'Applications']),
    );
    // institution and person names are data, not interface strings
    const ui = header.cloneNode(true) as HTMLElement;
    ui.querySelectorAll('[data-testid=current-institution], .kg-user-name').forEach((n) => {
      n.remove();
    });
    expect(ui.textContent).not.toMatch(CJK);
    expect(document.title).toBe('Applications - 阳光第一幼儿园');
    await act(() => i18n.changeLanguage('zh'));
  });

  it('hides user information while a password update is required, and lands on the password page', async () => {
    signIn({ needUpdatePassword: true });
    renderAt('/desktop/index', buildRoutes());
    await screen.findByText('desktop-reset-password-guide');
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('退出登录')).toBeTruthy();
    expect(screen.queryByText('用户信息')).toBeNull();
  });

  it('offers user information leading to the account page of the area', async () => {
    signIn();
    renderAt('/desktop/index', buildRoutes());
    await screen.findByText('desktop-index');
    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByText('用户信息'));
    expect(await screen.findByText('system-account')).toBeTruthy();
  });

  it('keeps the frame around the 404 page of a signed-in person', async () => {
    signIn();
    renderAt('/404', <NotFoundPage />);
    expect(await screen.findByTestId('not-found', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('user-menu')).toBeTruthy();
    expect(screen.getByTestId('language-switch')).toBeTruthy();
    expect(screen.getAllByTestId('shell-tab').map((t) => t.textContent)).toEqual(['工作台']);
    expect(screen.getByText('抱歉，您访问的页面不存在或无权访问')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('keeps the frame around a page the session may not open', async () => {
    signIn();
    renderAt('/system/system/role/index', buildRoutes());
    const page = await screen.findByTestId('no-access', {}, { timeout: 10_000 }); // the frame loads lazily: slow on a busy machine
    expect(page.textContent).toContain('角色管理');
    expect(screen.getByTestId('user-menu')).toBeTruthy();
    expect(screen.getByTestId('current-institution').textContent).toBe('阳光第一幼儿园');
    // no tab for a page the session may not open
    expect(screen.getAllByTestId('shell-tab').map((t) => t.textContent)).toEqual(['工作台']);
  });

  it('renders the 404 page by name for unknown paths', async () => {
    signIn();
    renderAt('/no/such/page', buildRoutes());
    expect(await screen.findByText('not-found')).toBeTruthy();
  });
});
