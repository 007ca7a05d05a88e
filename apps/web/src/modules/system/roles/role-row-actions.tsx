import { SYSTEM_CODES as C } from '@kg/shared';
import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActions, useAfterSave } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { copyRole, deleteRole, type RoleRow, roleEditPath } from './role-api.ts';

/** Edit, copy and delete one role; a built-in or held role says why it cannot be deleted. */
export function RoleRowActions({ row }: { row: RoleRow }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.roleEdit]);
  if (!canEdit) return null;

  const copy = async () => {
    const { id } = await copyRole(row.id);
    await afterSave({ text: t('roles.copied'), to: roleEditPath(id) });
  };
  const remove = () => {
    const why = row.builtin ? t('roles.deleteBuiltin') : row.holderCount > 0 ? t('roles.deleteHeld', { count: row.holderCount }) : null;
    if (why) {
      modal.info({ title: t('roles.cannotDelete'), content: why, okText: t('common.ok') });
      return;
    }
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        await deleteRole(row.id);
        await afterSave({ text: t('kit.actions.deleted') });
      },
    });
  };
  const link = (testId: string, label: string, onClick: () => void, danger = false) => (
    <Button key={testId} type="link" size="small" danger={danger} data-testid={testId} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <RowActions>
      {link('row-edit', t('kit.actions.edit'), () => navigate(roleEditPath(row.id)))}
      {link('row-copy', t('roles.copy'), () => void copy().catch(() => {}))}
      {link('row-delete', t('kit.actions.delete'), remove, true)}
    </RowActions>
  );
}
