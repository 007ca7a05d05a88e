import { InstitutionType } from '@kg/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18n from '../i18n/index.ts';
import { type Session, sessionStore } from '../session/session-store.ts';

/** Where the page under test navigated to (pathname + search). */
export const location = { current: '' };

function LocationProbe() {
  const loc = useLocation();
  location.current = loc.pathname + loc.search;
  return null;
}

export const schoolSession = (patch: Partial<Session> = {}): Session => ({
  token: 'tok',
  refreshToken: 'ref',
  refreshExpire: Date.now() + 3_600_000,
  accountId: 7,
  realName: '王老师',
  avatarUrl: '',
  orgId: 3,
  orgType: InstitutionType.school,
  orgName: '阳光第一幼儿园',
  tenantryId: 2,
  groupId: null,
  groupEmployeeId: null,
  schoolId: 3,
  schoolName: '阳光第一幼儿园',
  teacherId: 11,
  isGroup: false,
  needUpdatePassword: false,
  readOnly: false,
  permissions: ['school-work-manage'],
  ...patch,
});

/** Renders a page as the shell would: router at `route`, query client, antd App, a session. */
export async function renderPage(
  ui: ReactElement,
  opts: { route?: string; path?: string; session?: Session | null; lang?: 'zh' | 'en' } = {},
) {
  await i18n.changeLanguage(opts.lang ?? 'zh');
  sessionStore.set(opts.session === undefined ? schoolSession() : opts.session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = opts.route ?? '/';
  location.current = route;
  const path = opts.path ?? route.split('?')[0];
  const result = render(
    <QueryClientProvider client={client}>
      {/* no motion: closing dialogs leave the DOM at once */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter initialEntries={[route]}>
            <LocationProbe />
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Puts text into an input at once (typing key by key is slow on a busy machine and tests nothing more here). */
export async function fill(input: HTMLElement, text: string): Promise<void> {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}
