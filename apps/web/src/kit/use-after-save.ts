import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * After a change: say so, mark every list, option list and detail stale (kept-alive lists
 * refetch when shown again) and, when given, go to the page that shows the result.
 */
export function useAfterSave() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (opts: { to?: string; text?: string } = {}) => {
      void message.success(opts.text ?? t('kit.actions.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['list'] }),
        queryClient.invalidateQueries({ queryKey: ['options'] }),
        queryClient.invalidateQueries({ queryKey: ['detail'] }),
      ]);
      if (opts.to) navigate(opts.to);
    },
    [message, navigate, queryClient, t],
  );
}
