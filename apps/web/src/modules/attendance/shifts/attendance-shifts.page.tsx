import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, useConfirmDelete, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { ClassShiftsCard } from './class-shifts-card.tsx';
import { deleteShift, SHIFT_ENDPOINTS, type ShiftRow, shiftInUse } from './shifts-api.ts';
import { ShiftsDialog } from './shifts-dialog.tsx';

/** Children's shifts of the school, and below them the classes' shifts. */
export default function AttendanceShiftsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const confirmDelete = useConfirmDelete();
  const canEdit = usePermission([C.shiftsEdit]);
  const list = usePagedList(SHIFT_ENDPOINTS.queryPageList);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<ShiftRow | null | undefined>(undefined);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceShifts.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  // a shift classes still have is not deleted: say so before asking, instead of a refusal after
  const remove = async (row: ShiftRow) => {
    const use = await shiftInUse(row.id);
    if (use.inUse) {
      modal.warning({ title: row.name, content: t('attendanceShifts.inUse', { count: use.classCount }), okText: t('common.ok') });
      return;
    }
    confirmDelete(() => deleteShift(row.id).then(() => undefined), `${t('kit.actions.confirmDelete')} ${row.name}`);
  };

  const days = (r: ShiftRow) => r.weekdays.map((d) => t(`attendanceShifts.weekdays.${d}`)).join(' ');
  const columns: TableColumnsType<ShiftRow> = [
    {
      key: 'name',
      title: t('attendanceShifts.fields.name'),
      render: (_, r) => (
        <>
          {r.name}
          {r.nextEffectiveFrom && (
            <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
              {t('attendanceShifts.nextChange', { day: r.nextEffectiveFrom })}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'arrival', title: t('attendanceShifts.arrival'), render: (_, r) => `${r.arriveFrom}–${r.lateAfter}` },
    { key: 'leave', title: t('attendanceShifts.leave'), render: (_, r) => `${r.earlyBefore}–${r.leaveUntil}` },
    { key: 'weekdays', title: t('attendanceShifts.fields.weekdays'), render: (_, r) => days(r), responsive: ['md'] },
    { key: 'classCount', title: t('attendanceShifts.fields.classCount'), dataIndex: 'classCount', align: 'right', responsive: ['sm'] },
    { key: 'since', title: t('attendanceShifts.fields.effectiveFrom'), dataIndex: 'effectiveFrom', responsive: ['lg'] },
    ...(canEdit ? [editDeleteColumn<ShiftRow>(t, setEditing, (r) => void remove(r))] : []),
  ];

  return (
    <>
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
        <PagedTable<ShiftRow> list={list} columns={columns} testId="attendance-shifts-table" />
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
      <ClassShiftsCard canEdit={canEdit} />
    </>
  );
}
