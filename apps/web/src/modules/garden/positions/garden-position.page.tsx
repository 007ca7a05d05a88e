import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deletePosition, POSITION_ENDPOINTS, type PositionRow } from './position-api.ts';
import { PositionDialog } from './position-dialog.tsx';

/** Job positions of the school: staff forms offer them; a position still held cannot be deleted. */
export default function GardenPositionPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([G.positionEdit]);
  const list = usePagedList(POSITION_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<PositionRow | null | undefined>(undefined);

  // the dialog's field is #name: the search field keeps another id
  const fields = useMemo(
    (): SearchField[] => [{ key: 'positionName', label: t('positions.fields.name'), component: 'input', maxLength: 20 }],
    [t],
  );

  const remove = (row: PositionRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.memberCount > 0 ? t('positions.heldBy', { count: row.memberCount }) : row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletePosition(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why (staff still hold it)
        }
      },
    });

  const columns: TableColumnsType<PositionRow> = [
    { key: 'name', title: t('positions.fields.name'), dataIndex: 'name' },
    { key: 'description', title: t('positions.fields.description'), render: (_, r) => r.description || t('kit.empty'), ellipsis: true },
    { key: 'memberCount', title: t('positions.fields.memberCount'), dataIndex: 'memberCount', align: 'right' },
    { key: 'sort', title: t('positions.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<PositionRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('positions.title')}
      testId="garden-position"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.positionName })} loading={list.loading} />
      <PagedTable<PositionRow> list={list} columns={columns} testId="garden-position-table" />
      {editing !== undefined && (
        <PositionDialog
          position={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
