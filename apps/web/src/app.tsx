import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { setErrorNotifier, TOAST_SECONDS } from './api/request.ts';
import { onLogout, setNavigator } from './session/logout.ts';
import { createAppRouter } from './shell/router.tsx';
import { tabsStore } from './shell/tabs-store.ts';
import './shell/global.css';

export function createQueryClient(): QueryClient {
  // the request layer already toasts each failure: a retry would toast it again
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** Plugs antd's context-aware message into the request layer's error toasts (3 s, overview §8). */
function ErrorToasts() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setErrorNotifier((content) => void message.error({ content, duration: TOAST_SECONDS }));
    return () => setErrorNotifier(null);
  }, [message]);
  return null;
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Providers (antd locale following i18n, antd App, TanStack Query) and the router. */
export function AppRoot({ router = undefined, queryClient = undefined }: { router?: AppRouter; queryClient?: QueryClient }) {
  const { i18n } = useTranslation();
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createAppRouter());
  const en = i18n.language === 'en';

  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
  useEffect(() => {
    setNavigator((to) => void appRouter.navigate(to));
    // logout resets the open tabs and every cached server answer (overview §4)
    const off = onLogout(() => {
      tabsStore.reset();
      client.clear();
    });
    return () => {
      off();
      setNavigator(null);
    };
  }, [appRouter, client]);

  return (
    <ConfigProvider locale={en ? enUS : zhCN}>
      <AntApp>
        <ErrorToasts />
        <QueryClientProvider client={client}>
          <RouterProvider router={appRouter} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
