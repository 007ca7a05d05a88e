import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { markArrivedFromRegulation } from '../session/referer.ts';
import { sessionStore } from '../session/session-store.ts';
import { RouteGuard } from './route-guard.tsx';
import { renderAt, signIn, useChinese, Where } from './testing/render.tsx';

const routes = [
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: [{ path: '*', element: <Where /> }],
  },
];
const at = async (path: string) => {
  renderAt(path, routes);
  return (await screen.findByTestId('where')).textContent;
};

describe('route guard in the router', () => {
  // "no access" is shown inside the frame, loaded lazily with antd: loaded once here, so a busy
  // machine's first load does not eat the 5 s a findBy waits
  beforeAll(() => Promise.all([import('./layout.tsx'), import('./no-access.tsx'), import('./ui-providers.tsx')]), 60_000);
  beforeEach(async () => {
    await useChinese();
    sessionStorage.clear();
  });
  afterEach(() => sessionStore.set(null));

  it('sends a visitor without a session to the login page with the way back', async () => {
    expect(await at('/desktop/index?schoolId=3')).toBe('/login?redirect=%2Fdesktop%2Findex%3FschoolId%3D3');
  });

  it('opens the school desktop', async () => {
    signIn();
    expect(await at('/desktop/application')).toBe('/desktop/application');
  });

  it('sends a school session from the root to the desktop home', async () => {
    signIn();
    expect(await at('/')).toBe('/desktop/index');
  });

  it('sends unknown paths to /404', async () => {
    signIn();
    expect(await at('/nowhere')).toBe('/404');
  });

  it('sends an unknown path inside a declared area to /404 too', async () => {
    signIn();
    expect(await at('/garden/teacher/staff/nowhere')).toBe('/404');
  });

  it('tells a teacher who types a staff address that she has no access, and leads back to her workbench', async () => {
    signIn({ permission: ['student-manage'] });
    renderAt('/garden/teacher/staff/index', routes);
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.getByText('您的账号没有打开“教职工列表”的权限，如需使用请联系管理员开通。')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    await userEvent.click(screen.getByTestId('no-access-home'));
    expect((await screen.findByTestId('where')).textContent).toBe('/desktop/index');
  });

  it('leads a group session from the school application centre to its own, and says "no access" at a school\'s page', async () => {
    signIn({ orgType: 1, groupId: 2, groupEmployeeId: 86, schoolId: 2, orgId: 2, permission: [] });
    expect(await at('/desktop/application')).toBe('/group/application?schoolId=2');
    cleanup();
    await i18n.changeLanguage('en');
    renderAt('/garden/student/index', routes);
    expect(await screen.findByText('No access')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to workbench' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/system?schoolId=2');
  });

  it('sends a group session from the root to its console with the group id', async () => {
    signIn({ orgType: 1, groupId: 2, groupEmployeeId: 86, schoolId: 2, orgId: 2, permission: [] });
    expect(await at('/')).toBe('/group/system?schoolId=2');
  });

  it('forces the password page while a password update is required', async () => {
    signIn({ needUpdatePassword: true });
    expect(await at('/desktop/application')).toBe('/desktop/reset-password-guide');
  });

  it('clears a school session without permissions and says 参数错误,请重新登录', async () => {
    signIn({ permission: [] });
    expect(await at('/desktop/index')).toBe('/login?redirect=%2Fdesktop%2Findex');
    // the toast's antd providers load lazily: allow a busy machine time
    expect(await screen.findByText('参数错误,请重新登录', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('treats the session as absent once after arriving from the regulation side', async () => {
    signIn();
    markArrivedFromRegulation();
    expect(await at('/desktop/index')).toBe('/login?redirect=%2Fdesktop%2Findex');
    expect(sessionStorage.getItem('kg.fromRegulation')).toBeNull();
  });
});
