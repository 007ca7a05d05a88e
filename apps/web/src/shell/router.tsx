import { leafPages } from '@kg/shared/modules/resolve';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { declaredSectionsOfBuild, publicRoutes } from '../kit/page-model.ts';
import { PAGE_COMPONENTS } from '../pages/registry.ts';
import { loadShellLayout, loadUiProviders } from './preload.ts';
import { ShellRoot } from './shell-root.tsx';

// the frame (menu, tabs, header) is not needed by the login page: loaded on first signed-in page
const ShellLayout = lazy(loadShellLayout);
// antd's providers and the query cache likewise (shell/ui-providers.tsx)
const UiProviders = lazy(loadUiProviders);

/** The login pages and their partner variants are built without antd: the first load stays small. */
const isLightPage = (name: string) => /login/.test(name);

function pageRoute(path: string, name: string, withUi: boolean): RouteObject {
  const Page: ComponentType = PAGE_COMPONENTS[name];
  return {
    path,
    element: withUi ? (
      <UiProviders>
        <Page />
      </UiProviders>
    ) : (
      <Page />
    ),
  };
}

/**
 * Routes from the one declaration (DESIGN §2): public pages on their own, every declared page
 * that has a component inside the shell frame. Which of them a session may open, where '/' and
 * parents lead and what is unknown is the guard's decision (guard.ts), so '*' renders nothing.
 */
export function buildRoutes(): RouteObject[] {
  const pages = declaredSectionsOfBuild().flatMap((s) => leafPages(s.children ?? []));
  // a full-page view (the gate screen) is guarded like any page but drawn without the frame
  const framed = pages.filter((p) => !p.fullPage);
  const full = pages.filter((p) => p.fullPage);
  return [
    {
      element: <ShellRoot />,
      children: [
        ...publicRoutes().map((p) => pageRoute(p.path, p.name, !isLightPage(p.name))),
        ...full.map((p) => pageRoute(p.path, p.name, true)),
        {
          element: (
            <UiProviders>
              <ShellLayout />
            </UiProviders>
          ),
          children: framed.map((p) => pageRoute(p.path, p.name, false)),
        },
        { path: '*', element: null },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
