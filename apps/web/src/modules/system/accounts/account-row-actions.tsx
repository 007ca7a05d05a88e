import { SYSTEM_CODES as S } from '@kg/shared';
import { AccountStatus } from '@kg/shared/modules/system/accounts';
import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions, useAfterSave } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type AccountRow, disableAccount, enableAccount, resetAccountPassword } from './account-api.ts';

export interface AccountRowActionsProps {
  row: AccountRow;
  onHistory: (row: AccountRow) => void;
}

/**
 * A row's actions, each behind its code and a confirmation. Nobody disables or resets their own
 * account here (the server refuses it too); a departed member is neither disabled nor reset.
 */
export function AccountRowActions({ row, onHistory }: AccountRowActionsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const can = { status: usePermission([S.accountStatus]), reset: usePermission([S.accountResetPassword]) };
  const departed = row.status === AccountStatus.departed;
  const disabled = row.status === AccountStatus.disabled;

  const confirm = (kind: 'disable' | 'enable', run: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`accounts.${kind}.title`),
      content: t(`accounts.${kind}.confirm`, { name: row.realName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: kind === 'disable', 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        await run();
        await afterSave({ text: t(`accounts.${kind}.done`, { name: row.realName }) });
      },
    });

  const reset = () =>
    modal.confirm({
      title: t('accounts.reset.title'),
      content: t('accounts.reset.confirm', { name: row.realName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        const done = await resetAccountPassword(row.id);
        // the password went by SMS: only where it went is shown
        await afterSave({ text: t('accounts.reset.done', { name: row.realName, mobile: done.mobile }) });
      },
    });

  const link = (testId: string, label: string, onClick: () => void, danger = false) => (
    <Button key={testId} type="link" size="small" danger={danger} data-testid={testId} onClick={onClick}>
      {label}
    </Button>
  );
  const mayChange = !row.self && !departed;
  return (
    <RowActions>
      {link('row-history', t('accounts.actions.history'), () => onHistory(row))}
      {can.status &&
        mayChange &&
        (disabled
          ? link('row-enable', t('accounts.actions.enable'), () => confirm('enable', () => enableAccount(row.id)))
          : link('row-disable', t('accounts.actions.disable'), () => confirm('disable', () => disableAccount(row.id)), true))}
      {can.reset && mayChange && link('row-reset-password', t('accounts.actions.resetPassword'), reset)}
    </RowActions>
  );
}
