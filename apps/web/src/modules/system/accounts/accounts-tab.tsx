import { PlusOutlined } from '@ant-design/icons';
import { SYSTEM_CODES as S } from '@kg/shared';
import { ACCOUNT_STATUSES } from '@kg/shared/modules/system/accounts';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { AccountAddDialog } from './account-add-dialog.tsx';
import { type AccountRow, ACCOUNT_ENDPOINTS as E } from './account-api.ts';
import { accountColumns } from './account-columns.tsx';
import { AccountRowActions } from './account-row-actions.tsx';
import { SignInHistoryDrawer } from './sign-in-history.tsx';

/**
 * Everyone who can sign in to the school, searched and paged on the server: roles, range,
 * status and last sign-in; create, disable or enable, reset a password, see the sign-ins.
 */
export function AccountsTab() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canAdd = usePermission([S.accountAdd]);
  const list = usePagedList(E.list);
  const roles = useCall('options', E.roleOptions, {});
  const [adding, setAdding] = useState(false);
  const [history, setHistory] = useState<AccountRow | null>(null);

  // the search keys differ from the dialog's field ids (#realName, #mobile)
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'accountName', label: t('accounts.fields.realName'), component: 'input', maxLength: 20 },
      { key: 'accountMobile', label: t('accounts.fields.mobile'), component: 'input', maxLength: 11 },
      {
        key: 'accountRole',
        label: t('accounts.fields.roles'),
        component: 'select',
        options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
      },
      {
        key: 'accountStatus',
        label: t('accounts.fields.status'),
        component: 'select',
        options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`accounts.status.${s}`) })),
      },
    ],
    [t, roles.data],
  );

  const columns: TableColumnsType<AccountRow> = [
    ...accountColumns(t),
    { key: 'actions', title: t('kit.actions.operation'), render: (_, r) => <AccountRowActions row={r} onHistory={setHistory} /> },
  ];

  return (
    <div data-testid="accounts-tab">
      <SearchForm
        fields={fields}
        loading={list.loading}
        onSearch={(v) =>
          list.setFilters({ realName: v.accountName, mobile: v.accountMobile, roleId: v.accountRole, status: v.accountStatus })
        }
      />
      {canAdd && (
        <div style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setAdding(true)}>
            {t('accounts.actions.add')}
          </Button>
        </div>
      )}
      <PagedTable<AccountRow> list={list} columns={columns} testId="accounts-table" />
      {adding && (
        <AccountAddDialog
          onClose={() => setAdding(false)}
          onSaved={(name) => {
            setAdding(false);
            void afterSave({ text: t('accounts.add.done', { name }) });
          }}
        />
      )}
      <SignInHistoryDrawer row={history} onClose={() => setHistory(null)} />
    </div>
  );
}
