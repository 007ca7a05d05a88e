import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { CALENDAR_ENDPOINTS, type CalendarRow, deleteCalendar } from './calendar-api.ts';
import { CalendarDialog } from './calendar-dialog.tsx';

/** School calendar of the school. */
export default function AttendanceCalendarPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.calendarEdit]);
  const list = usePagedList(CALENDAR_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<CalendarRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceCalendar.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: CalendarRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCalendar(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<CalendarRow> = [
    { key: 'name', title: t('attendanceCalendar.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('attendanceCalendar.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    {
      key: 'sort',
      title: t('attendanceCalendar.fields.sort'),
      render: (_, r) => (r.sort ? r.sort : ''),
      align: 'right',
      responsive: ['md'],
    },
    ...(canEdit ? [editDeleteColumn<CalendarRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('attendanceCalendar.title')}
      testId="attendance-calendar"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<CalendarRow> list={list} columns={columns} testId="attendance-calendar-table" />
      {editing !== undefined && (
        <CalendarDialog
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
