import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { CLASS_SHIFT_ENDPOINTS, type ClassShiftRow, SHIFT_ENDPOINTS } from './shifts-api.ts';

/** The classes with their shift today and any change set for a later day; a batch sets the shift of many. */
export function ClassShiftsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const list = usePagedList(CLASS_SHIFT_ENDPOINTS.clazzListPage);
  const shifts = useCall('options', SHIFT_ENDPOINTS.selectList, {});
  const [selected, setSelected] = useState<number[]>([]);
  const [assigning, setAssigning] = useState(false);

  const fields = useMemo(
    (): SearchField[] => [
      { key: 'className', label: t('attendanceShifts.classes.className'), component: 'input', maxLength: 30 },
      {
        key: 'shiftId',
        label: t('attendanceShifts.classes.shift'),
        component: 'select',
        options: (shifts.data ?? []).map((s) => ({ value: s.id, label: s.name })),
      },
    ],
    [t, shifts.data],
  );

  const columns: TableColumnsType<ClassShiftRow> = [
    { key: 'className', title: t('attendanceShifts.classes.className'), dataIndex: 'className' },
    { key: 'gradeName', title: t('attendanceShifts.classes.gradeName'), dataIndex: 'gradeName', responsive: ['sm'] },
    {
      key: 'shift',
      title: t('attendanceShifts.classes.shift'),
      render: (_, r) => r.shiftName ?? <Tag>{t('attendanceShifts.classes.none')}</Tag>,
    },
    { key: 'since', title: t('attendanceShifts.classes.since'), render: (_, r) => r.effectiveFrom ?? '', responsive: ['md'] },
    {
      key: 'next',
      title: t('attendanceShifts.classes.next'),
      render: (_, r) => (r.nextShiftName ? `${r.nextShiftName} (${r.nextEffectiveFrom})` : ''),
      responsive: ['md'],
    },
  ];

  return (
    <PageCard
      title={t('attendanceShifts.classes.title')}
      testId="attendance-class-shifts"
      extra={
        canEdit && (
          <Space>
            <Button type="primary" data-testid="assign" disabled={selected.length === 0} onClick={() => setAssigning(true)}>
              {t('attendanceShifts.classes.assign')}
            </Button>
          </Space>
        )
      }
    >
      <SearchForm
        fields={fields}
        onSearch={(v) => list.setFilters({ className: v.className, shiftId: v.shiftId })}
        loading={list.loading}
      />
      <PagedTable<ClassShiftRow>
        list={list}
        columns={columns}
        rowKey="classId"
        testId="attendance-class-shifts-table"
        rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
      />
      {assigning && (
        <AssignDialog
          classIds={selected}
          onClose={() => setAssigning(false)}
          onSaved={(count) => {
            setAssigning(false);
            setSelected([]);
            void afterSave({ text: t('attendanceShifts.classes.saved', { count }) });
          }}
        />
      )}
    </PageCard>
  );
}
