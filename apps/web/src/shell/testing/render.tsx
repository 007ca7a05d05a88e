import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import i18n from '../../i18n/index.ts';
import { type LoginData, sessionFromLogin, sessionStore } from '../../session/session-store.ts';

/** Shell tests read the Chinese strings of the spec; jsdom's navigator would pick English. */
export const useChinese = () => i18n.changeLanguage('zh');

export function signIn(patch: Partial<LoginData> = {}) {
  const s = sessionFromLogin({
    token: 'tok',
    refreshToken: 'ref',
    refreshExpire: Date.now() + 1e6,
    accountId: 84,
    realName: '罗慧',
    orgId: 3,
    orgType: 2,
    orgName: '阳光第一幼儿园',
    schoolId: 3,
    schoolName: '阳光第一幼儿园',
    teacherId: 84,
    permission: ['student-manage'],
    ...patch,
  });
  sessionStore.set(s);
  return s;
}

/** Renders `element` at `path` inside the app's providers; other paths render their path. */
export function renderAt(path: string, routes: RouteObject[] | ReactNode) {
  const list: RouteObject[] = Array.isArray(routes) ? routes : [{ path: path.split('?')[0], element: routes }];
  const router = createMemoryRouter([...list, { path: '*', element: <Where /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AntApp>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...view, router, client };
}

/** Shows where the router is: path and query. */
export function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
