import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { CARD_ENDPOINTS, type CardRow, deleteCard } from './card-api.ts';
import { CardDialog } from './card-dialog.tsx';

/** Attendance cards of the school. */
export default function AttendanceCardPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.cardEdit]);
  const list = usePagedList(CARD_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<CardRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceCard.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: CardRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCard(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<CardRow> = [
    { key: 'name', title: t('attendanceCard.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceCard.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('attendanceCard.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<CardRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceCard.title')}
      testId="attendance-card"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<CardRow> list={list} columns={columns} testId="attendance-card-table" />
      {editing !== undefined && (
        <CardDialog
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
