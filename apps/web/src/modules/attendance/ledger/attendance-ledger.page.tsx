import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteLedger, LEDGER_ENDPOINTS, type LedgerRow } from './ledger-api.ts';
import { LedgerDialog } from './ledger-dialog.tsx';

/** Attendance records of the school. */
export default function AttendanceLedgerPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.ledgerEdit]);
  const list = usePagedList(LEDGER_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<LedgerRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceLedger.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: LedgerRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteLedger(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<LedgerRow> = [
    { key: 'name', title: t('attendanceLedger.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceLedger.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('attendanceLedger.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<LedgerRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceLedger.title')}
      testId="attendance-ledger"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<LedgerRow> list={list} columns={columns} testId="attendance-ledger-table" />
      {editing !== undefined && (
        <LedgerDialog
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
