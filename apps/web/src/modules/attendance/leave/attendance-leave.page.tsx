import { PlusOutlined } from '@ant-design/icons';
import { LEAVE_KINDS, LEAVE_STATUSES } from '@kg/shared/modules/attendance/leave';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { useSession } from '../../../session/session-store.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { LEAVE_ENDPOINTS as E, type LeaveRow, STATUS_COLORS, spanText } from './leave-api.ts';
import { LeaveApplyDialog } from './leave-apply-dialog.tsx';
import { LeaveDetailDialog } from './leave-detail-dialog.tsx';

/**
 * Children's sick and personal leave (a teacher: her classes'): filtered by class, name, kind,
 * status and dates; apply with the days the calendar counts; each leave's approval and cancel.
 */
export default function AttendanceLeavePage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  // a regulator visiting the school reads only
  const readOnly = Boolean(useSession()?.readOnly);
  const list = usePagedList(E.list);
  const classes = useCall('options', E.classes, {});
  const [applying, setApplying] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  const fields = useMemo(
    (): SearchField[] => [
      { key: 'searchName', label: t('attendanceLeave.fields.name'), component: 'input', maxLength: 30 },
      {
        key: 'classId',
        label: t('attendanceLeave.fields.class'),
        component: 'select',
        options: (classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      },
      {
        key: 'kind',
        label: t('attendanceLeave.fields.kind'),
        component: 'select',
        options: LEAVE_KINDS.map((k) => ({ value: k, label: t(`attendanceLeave.kinds.${k}`) })),
      },
      {
        key: 'status',
        label: t('attendanceLeave.fields.status'),
        component: 'select',
        options: LEAVE_STATUSES.map((s) => ({ value: s, label: t(`attendanceLeave.statuses.${s}`) })),
      },
      { key: 'from', endKey: 'to', label: t('attendanceLeave.fields.dates'), component: 'date' },
    ],
    [t, classes.data],
  );

  const columns: TableColumnsType<LeaveRow> = [
    { key: 'child', title: t('attendanceLeave.fields.child'), dataIndex: 'studentName' },
    { key: 'class', title: t('attendanceLeave.fields.class'), render: (_, r) => r.className ?? t('kit.empty'), responsive: ['md'] },
    { key: 'kind', title: t('attendanceLeave.fields.kind'), render: (_, r) => t(`attendanceLeave.kinds.${r.kind}`) },
    { key: 'dates', title: t('attendanceLeave.fields.dates'), render: (_, r) => spanText(t, r) },
    { key: 'days', title: t('attendanceLeave.fields.days'), dataIndex: 'days', align: 'right', responsive: ['sm'] },
    {
      key: 'status',
      title: t('attendanceLeave.fields.status'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`attendanceLeave.statuses.${r.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Button type="link" size="small" data-testid="row-view" onClick={() => setShown(r.id)}>
          {t('attendanceLeave.view')}
        </Button>
      ),
    },
  ];

  return (
    <PageCard
      title={t('attendanceLeave.title')}
      testId="attendance-leave"
      extra={
        !readOnly && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="apply" onClick={() => setApplying(true)}>
            {t('attendanceLeave.apply')}
          </Button>
        )
      }
    >
      <SearchForm
        fields={fields}
        onSearch={(v) =>
          list.setFilters({ name: v.searchName, classId: v.classId, kind: v.kind, status: v.status, from: v.from, to: v.to })
        }
        loading={list.loading}
      />
      <PagedTable<LeaveRow> list={list} columns={columns} testId="attendance-leave-table" />
      {applying && (
        <LeaveApplyDialog
          onClose={() => setApplying(false)}
          onApplied={(status) => {
            setApplying(false);
            void afterSave({ text: t(status === 'approved' ? 'attendanceLeave.appliedApproved' : 'attendanceLeave.applied') });
          }}
        />
      )}
      {shown !== null && (
        <LeaveDetailDialog
          id={shown}
          onClose={() => setShown(null)}
          onChanged={() => {
            setShown(null);
            void afterSave({ text: t('attendanceLeave.cancelled') });
          }}
        />
      )}
    </PageCard>
  );
}
