import { PlusOutlined } from '@ant-design/icons';
import { SYSTEM_CODES as C } from '@kg/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { ROLE_ENDPOINTS, type RoleRow, roleEditPath, roleName } from './role-api.ts';
import { RoleRowActions } from './role-row-actions.tsx';

/** The school's roles, built-in and its own: holders, data scope, and the way to edit each. */
export default function SystemRolePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission([C.roleEdit]);
  const list = usePagedList(ROLE_ENDPOINTS.list);
  const fields = useMemo((): SearchField[] => [{ key: 'roleName', label: t('roles.fields.name'), component: 'input', maxLength: 20 }], [t]);

  const columns: TableColumnsType<RoleRow> = [
    {
      key: 'name',
      title: t('roles.fields.name'),
      render: (_, r) => (
        <span data-testid="role-name">
          {roleName(r, i18n.language)} {r.builtin ? <Tag>{t('roles.builtin')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'description',
      title: t('roles.fields.description'),
      render: (_, r) => r.description || t('kit.empty'),
      ellipsis: true,
      responsive: ['md'],
    },
    { key: 'dataScope', title: t('roles.fields.dataScope'), render: (_, r) => t(`roles.scope.${r.dataScope}`), responsive: ['sm'] },
    { key: 'codeCount', title: t('roles.fields.codeCount'), dataIndex: 'codeCount', align: 'right', responsive: ['md'] },
    { key: 'holderCount', title: t('roles.fields.holderCount'), dataIndex: 'holderCount', align: 'right' },
    { key: 'actions', title: t('roles.fields.actions'), render: (_, r) => <RoleRowActions row={r} /> },
  ];

  return (
    <PageCard
      title={t('roles.title')}
      testId="system-role"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => navigate(roleEditPath())}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.roleName })} loading={list.loading} />
      <PagedTable<RoleRow> list={list} columns={columns} testId="system-role-table" />
    </PageCard>
  );
}
