import { todayChina } from '@kg/shared/time/china';
import { Drawer, Result, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dateTime, PageCard, useCall, useIdParam } from '../../../kit/index.ts';
import { PickerPanel } from './picker-panel.tsx';
import { type ClassChild, PICKUP_ENDPOINTS as E } from './pickup-api.ts';

/**
 * /attendance/student/pickupClass?classId=&day=: a class's children on a day, each with the
 * pickers valid that day, the last authorised pickup and refused attempts; a child opens its
 * pickers (photos, validity, add, edit, disable, remove) and recent pickups.
 */
export default function AttendancePickupClassPage() {
  const { t } = useTranslation();
  const classId = useIdParam('classId');
  const day = new URLSearchParams(useLocation().search).get('day') ?? todayChina();
  const [child, setChild] = useState<ClassChild | null>(null);
  const q = useCall('list', E.getClazzStatisticsInfo, { classId: classId ?? 0, day }, { enabled: classId !== null });
  if (classId === null) return <Result status="warning" title={t('attendancePickup.classTitle')} />;

  const time = (v: string | null) => (v ? dateTime(v, 'minute').slice(11) : '');
  const columns: TableColumnsType<ClassChild> = [
    {
      key: 'name',
      title: t('attendancePickup.child'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link data-testid="child-link" onClick={() => setChild(r)}>
          {r.name}
        </Typography.Link>
      ),
    },
    { key: 'pickers', title: t('attendancePickup.pickers'), dataIndex: 'pickers', align: 'right' },
    { key: 'pickedUpAt', title: t('attendancePickup.pickedUpAt'), render: (_, r) => time(r.pickedUpAt) },
    {
      key: 'pickerName',
      title: t('attendancePickup.pickedUpBy'),
      render: (_, r) => (r.pickerName ? `${r.pickerName}（${r.relation ?? ''}）` : ''),
    },
    { key: 'leftAt', title: t('attendancePickup.leftAt'), render: (_, r) => time(r.leftAt), responsive: ['md'] },
    { key: 'refused', title: t('attendancePickup.counts.refused'), dataIndex: 'refused', align: 'right' },
  ];

  return (
    <PageCard title={`${t('attendancePickup.classTitle')} · ${q.data?.className ?? ''} · ${day}`} testId="attendance-pickup-class">
      <Table<ClassChild>
        size="small"
        rowKey="studentId"
        loading={q.isFetching}
        columns={columns}
        dataSource={q.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="pickup-children-table"
      />
      <Drawer
        open={child !== null}
        onClose={() => setChild(null)}
        width="min(720px, 100vw)"
        title={child ? t('attendancePickup.picker.list', { name: child.name }) : ''}
        destroyOnHidden
      >
        {child && <PickerPanel studentId={child.studentId} />}
      </Drawer>
    </PageCard>
  );
}
