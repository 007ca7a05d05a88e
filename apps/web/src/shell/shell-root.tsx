import { Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { InstitutionChooserHost } from './institution-chooser.tsx';
import { usePageTitle } from './page-title.ts';
import { RouteGuard } from './route-guard.tsx';

const loading = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 96 }}>
    <Spin />
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
