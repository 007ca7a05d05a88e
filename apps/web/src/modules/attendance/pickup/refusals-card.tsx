import { Card, Image, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, useCall } from '../../../kit/index.ts';
import { PICKUP_ENDPOINTS as E, type RefusedRow } from './pickup-api.ts';

/** The day's refused pickup attempts (a teacher: her classes), newest first, with the capture and whether people were told. */
export function RefusalsCard({ day }: { day: string }) {
  const { t } = useTranslation();
  const q = useCall('list', E.getRefusedPickups, { day });
  const columns: TableColumnsType<RefusedRow> = [
    { key: 'at', title: t('attendancePickup.pickups.at'), render: (_, r) => dateTime(r.at, 'minute').slice(11) },
    { key: 'child', title: t('attendancePickup.child'), dataIndex: 'childName' },
    { key: 'class', title: t('attendancePickup.clazz'), dataIndex: 'className', responsive: ['md'] },
    {
      key: 'reason',
      title: t('attendancePickup.pickups.result'),
      render: (_, r) => <Tag color="red">{t(`attendancePickup.pickups.reasons.${r.reason ?? 'unknown-picker'}`)}</Tag>,
    },
    {
      key: 'capture',
      title: t('attendancePickup.failures.capture'),
      render: (_, r) => (r.capture ? <Image width={40} src={r.capture.thumbnailUrl} preview={{ src: r.capture.url }} /> : r.captureRef),
      responsive: ['md'],
    },
    {
      key: 'told',
      title: t('attendancePickup.pickups.notified'),
      render: (_, r) => (r.notifiedAt ? dateTime(r.notifiedAt, 'minute').slice(11) : ''),
      responsive: ['lg'],
    },
  ];
  return (
    <Card size="small" title={t('attendancePickup.refusals')} style={{ marginTop: 16 }} data-testid="pickup-refusals">
      <Table<RefusedRow>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        columns={columns}
        dataSource={q.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('attendancePickup.noRefusals') }}
      />
    </Card>
  );
}
