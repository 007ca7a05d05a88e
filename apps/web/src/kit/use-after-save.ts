import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pageAt } from './page-model.ts';
import { tabsStore } from './tabs-store.ts';

/**
 * After a change: say so, mark every list, option list and detail stale (kept-alive lists
 * refetch when shown again) and, when given, go to the page that shows the result. A form page
 * that goes elsewhere is done: its own tab closes (back to the list, or on to the detail), and a
 * tab the result shares turns into it, so no saved form stays open behind the result.
 */
export function useAfterSave() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (opts: { to?: string; text?: string } = {}) => {
      void message.success(opts.text ?? t('kit.actions.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['list'] }),
        queryClient.invalidateQueries({ queryKey: ['options'] }),
        queryClient.invalidateQueries({ queryKey: ['detail'] }),
      ]);
      if (!opts.to) return;
      const form = pageAt(pathname)?.module.name;
      const result = pageAt(opts.to.split('?')[0])?.module.name;
      if (form && form !== result) tabsStore.close(form);
      // the saved form is not a place to come back to
      navigate(opts.to, { replace: true });
    },
    [message, navigate, pathname, queryClient, t],
  );
}
