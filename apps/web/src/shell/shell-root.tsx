import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { InstitutionChooserHost } from './institution-chooser.tsx';
import { usePageTitle } from './page-title.ts';
import { RouteGuard } from './route-guard.tsx';

// a CSS spinner (global.css): antd's Spin would bring antd into the login page's first load
const loading = (
  <div className="kg-page-loading">
    <span aria-hidden />
  </div>
);

/** The root route: guard, document title, the chooser the login page and header open. */
export function ShellRoot() {
  usePageTitle();
  return (
    <>
      <RouteGuard>
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      </RouteGuard>
      <InstitutionChooserHost />
    </>
  );
}
