import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteRollCall, ROLL_CALL_ENDPOINTS, type RollCallRow } from './roll-call-api.ts';
import { RollCallDialog } from './roll-call-dialog.tsx';

/** Roll call of the school. */
export default function AttendanceRollCallPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.rollCallEdit]);
  const list = usePagedList(ROLL_CALL_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<RollCallRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceRollCall.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: RollCallRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteRollCall(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<RollCallRow> = [
    { key: 'name', title: t('attendanceRollCall.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceRollCall.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    {
      key: 'sort',
      title: t('attendanceRollCall.fields.sort'),
      render: (_, r) => (r.sort ? r.sort : ''),
      align: 'right',
      responsive: ['md'],
    },
    ...(canEdit ? [editDeleteColumn<RollCallRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceRollCall.title')}
      testId="attendance-roll-call"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<RollCallRow> list={list} columns={columns} testId="attendance-roll-call-table" />
      {editing !== undefined && (
        <RollCallDialog
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
