import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, Row, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, RowActions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { deleteGroupRole, GROUP_ROLE_ENDPOINTS, type GroupRoleRow } from './group-role-api.ts';
import { GroupRoleDialog } from './group-role-dialog.tsx';
import { RolePermissionEditor } from './role-permission-editor.tsx';
import './group-roles.css';

/** The group's roles (left) and the chosen role's permissions (right): console codes and school codes. */
export default function GroupRolePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const list = usePagedList(GROUP_ROLE_ENDPOINTS.list);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<GroupRoleRow | null | undefined>(undefined);
  const chosen = list.rows.find((r) => r.id === chosenId);

  const remove = (row: GroupRoleRow) => {
    const why = row.builtin
      ? t('groupRoles.deleteBuiltin')
      : row.holderCount > 0
        ? t('groupRoles.deleteHeld', { count: row.holderCount })
        : null;
    if (why) {
      modal.info({ title: t('groupRoles.cannotDelete'), content: why, okText: t('common.ok') });
      return;
    }
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteGroupRole(row.id);
          if (chosenId === row.id) setChosenId(null);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer said why
        }
      },
    });
  };

  const columns: TableColumnsType<GroupRoleRow> = [
    {
      key: 'name',
      title: t('groupRoles.fields.name'),
      render: (_, r) => (
        <Button type="link" size="small" data-testid="role-choose" onClick={() => setChosenId(r.id)} style={{ padding: 0 }}>
          {r.name} {r.builtin ? <Tag>{t('groupRoles.builtin')}</Tag> : null}
        </Button>
      ),
    },
    { key: 'holderCount', title: t('groupRoles.fields.holderCount'), dataIndex: 'holderCount', align: 'right' },
    {
      key: 'schoolCodeCount',
      title: t('groupRoles.fields.schoolCodeCount'),
      dataIndex: 'schoolCodeCount',
      align: 'right',
      responsive: ['sm'],
    },
    {
      key: 'actions',
      title: t('groupRoles.fields.actions'),
      render: (_, r) => (
        <RowActions>
          <Button type="link" size="small" data-testid="row-edit" onClick={() => setEditing(r)}>
            {t('kit.actions.edit')}
          </Button>
          <Button type="link" size="small" danger data-testid="row-delete" onClick={() => remove(r)}>
            {t('kit.actions.delete')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <PageCard
      title={t('groupRoles.title')}
      testId="group-role"
      extra={
        <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
          {t('groupRoles.add')}
        </Button>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={10} style={{ marginBottom: 16 }}>
          <PagedTable<GroupRoleRow>
            list={list}
            columns={columns}
            testId="group-role-table"
            rowKey="id"
            rowClassName={(r) => (r.id === chosenId ? 'group-role-chosen' : '')}
          />
        </Col>
        <Col xs={24} lg={14}>
          {chosen ? <RolePermissionEditor key={chosen.id} role={chosen} /> : <Empty description={t('groupRoles.choose')} />}
        </Col>
      </Row>
      {editing !== undefined && (
        <GroupRoleDialog
          role={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => {
            setEditing(undefined);
            setChosenId(id);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
