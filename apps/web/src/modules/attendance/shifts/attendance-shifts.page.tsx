import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteShifts, SHIFTS_ENDPOINTS, type ShiftsRow } from './shifts-api.ts';
import { ShiftsDialog } from './shifts-dialog.tsx';

/** Shifts of the school. */
export default function AttendanceShiftsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.shiftsEdit]);
  const list = usePagedList(SHIFTS_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<ShiftsRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceShifts.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: ShiftsRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteShifts(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<ShiftsRow> = [
    { key: 'name', title: t('attendanceShifts.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceShifts.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('attendanceShifts.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<ShiftsRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceShifts.title')}
      testId="attendance-shifts"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<ShiftsRow> list={list} columns={columns} testId="attendance-shifts-table" />
      {editing !== undefined && (
        <ShiftsDialog
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
