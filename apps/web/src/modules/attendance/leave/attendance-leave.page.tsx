import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteLeave, LEAVE_ENDPOINTS, type LeaveRow } from './leave-api.ts';
import { LeaveDialog } from './leave-dialog.tsx';

/** Child leave of the school. */
export default function AttendanceLeavePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.leaveEdit]);
  const list = usePagedList(LEAVE_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<LeaveRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceLeave.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: LeaveRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteLeave(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<LeaveRow> = [
    { key: 'name', title: t('attendanceLeave.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceLeave.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('attendanceLeave.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<LeaveRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceLeave.title')}
      testId="attendance-leave"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<LeaveRow> list={list} columns={columns} testId="attendance-leave-table" />
      {editing !== undefined && (
        <LeaveDialog
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
