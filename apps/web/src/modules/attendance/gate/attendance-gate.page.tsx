import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteGate, GATE_ENDPOINTS, type GateRow } from './gate-api.ts';
import { GateDialog } from './gate-dialog.tsx';

/** Gate screen of the school. */
export default function AttendanceGatePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.gateEdit]);
  const list = usePagedList(GATE_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<GateRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceGate.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: GateRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteGate(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<GateRow> = [
    { key: 'name', title: t('attendanceGate.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceGate.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('attendanceGate.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<GateRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceGate.title')}
      testId="attendance-gate"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<GateRow> list={list} columns={columns} testId="attendance-gate-table" />
      {editing !== undefined && (
        <GateDialog
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
