import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteHealthCodes, HEALTH_CODES_ENDPOINTS, type HealthCodesRow } from './health-codes-api.ts';
import { HealthCodesDialog } from './health-codes-dialog.tsx';

/** Health codes of the school. */
export default function AttendanceHealthCodesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.healthCodesEdit]);
  const list = usePagedList(HEALTH_CODES_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<HealthCodesRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceHealthCodes.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: HealthCodesRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteHealthCodes(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<HealthCodesRow> = [
    { key: 'name', title: t('attendanceHealthCodes.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceHealthCodes.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    {
      key: 'sort',
      title: t('attendanceHealthCodes.fields.sort'),
      render: (_, r) => (r.sort ? r.sort : ''),
      align: 'right',
      responsive: ['md'],
    },
    ...(canEdit ? [editDeleteColumn<HealthCodesRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceHealthCodes.title')}
      testId="attendance-health-codes"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<HealthCodesRow> list={list} columns={columns} testId="attendance-health-codes-table" />
      {editing !== undefined && (
        <HealthCodesDialog
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
