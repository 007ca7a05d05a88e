import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSave } from './use-after-save.ts';

/**
 * Asks before deleting (kit.actions.confirmDelete), then runs the delete and refreshes the
 * lists. `run` answers false when it took over (e.g. asked a second question) and nothing was deleted yet.
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  return useCallback(
    (run: () => Promise<boolean | void>, title?: string) => {
      modal.confirm({
        title: title ?? t('kit.actions.confirmDelete'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            if ((await run()) === false) return;
            await afterSave({ text: t('kit.actions.deleted') });
          } catch {
            // the request layer showed why
          }
        },
      });
    },
    [afterSave, modal, t],
  );
}
