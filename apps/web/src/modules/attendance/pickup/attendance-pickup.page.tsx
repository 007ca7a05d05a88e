import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deletePickup, PICKUP_ENDPOINTS, type PickupRow } from './pickup-api.ts';
import { PickupDialog } from './pickup-dialog.tsx';

/** Smart pickup of the school. */
export default function AttendancePickupPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.pickupEdit]);
  const list = usePagedList(PICKUP_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<PickupRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendancePickup.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: PickupRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletePickup(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<PickupRow> = [
    { key: 'name', title: t('attendancePickup.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendancePickup.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('attendancePickup.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<PickupRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendancePickup.title')}
      testId="attendance-pickup"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<PickupRow> list={list} columns={columns} testId="attendance-pickup-table" />
      {editing !== undefined && (
        <PickupDialog
          entry={editing}
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
