import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteStatistics, STATISTICS_ENDPOINTS, type StatisticsRow } from './statistics-api.ts';
import { StatisticsDialog } from './statistics-dialog.tsx';

/** Child attendance statistics of the school. */
export default function AttendanceStatisticsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.statisticsEdit]);
  const list = usePagedList(STATISTICS_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<StatisticsRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceStatistics.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: StatisticsRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteStatistics(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<StatisticsRow> = [
    { key: 'name', title: t('attendanceStatistics.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceStatistics.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    {
      key: 'sort',
      title: t('attendanceStatistics.fields.sort'),
      render: (_, r) => (r.sort ? r.sort : ''),
      align: 'right',
      responsive: ['md'],
    },
    ...(canEdit ? [editDeleteColumn<StatisticsRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceStatistics.title')}
      testId="attendance-statistics"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<StatisticsRow> list={list} columns={columns} testId="attendance-statistics-table" />
      {editing !== undefined && (
        <StatisticsDialog
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
