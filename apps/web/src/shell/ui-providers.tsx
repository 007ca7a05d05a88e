import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { type ReactNode, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/zh-cn';
import { setErrorNotifier, TOAST_SECONDS } from '../api/request.ts';
import { queryClient } from './query-client.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Plugs antd's context-aware message into the request layer's error toasts (3 s, overview §8). */
function ErrorToasts() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setErrorNotifier((content) => void message.error({ content, duration: TOAST_SECONDS }));
    return () => setErrorNotifier(null);
  }, [message]);
  return null;
}

const STILL = { token: { motion: false } };

/**
 * What antd components and data pages need around them: antd locale following i18n, antd App,
 * TanStack Query. Loaded lazily (shell/router.tsx) so the login page, which needs none of it,
 * stays small.
 */
export default function UiProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // nested in a provider already (a test's, or the frame's around the chooser): that cache it is
  const client = useContext(QueryClientContext) ?? queryClient;
  const en = i18n.language === 'en';
  // someone who asked their system for less motion gets no sliding, fading or zooming
  const still = useReducedMotion();
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={still ? STILL : undefined}>
      <AntApp>
        <ErrorToasts />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
