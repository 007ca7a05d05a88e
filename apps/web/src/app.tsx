import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { tabsStore } from './kit/tabs-store.ts';
import { onLogout, setNavigator } from './session/logout.ts';
import { createAppRouter } from './shell/router.tsx';
import './shell/global.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router and the session hooks around it. antd and TanStack Query come with the pages that
 * use them (shell/ui-providers.tsx), so the login page loads neither.
 */
export function AppRoot({ router = undefined }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? createAppRouter());

  useEffect(() => {
    setNavigator((to) => void appRouter.navigate(to));
    // logout resets the open tabs (the query cache empties itself: shell/query-client.ts)
    const off = onLogout(() => tabsStore.reset());
    return () => {
      off();
      setNavigator(null);
    };
  }, [appRouter]);

  return <RouterProvider router={appRouter} />;
}
