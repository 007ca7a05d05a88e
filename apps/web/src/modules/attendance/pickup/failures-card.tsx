import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { Button, Card, Image, Space, type TableColumnsType, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { PICKUP_ENDPOINTS as E, type FailureRow, redoPhoto } from './pickup-api.ts';

type Kind = 'child' | 'picker' | 'staff';
const SOURCE = { child: E.getStudentFailureImg, picker: E.getParentFailureImg, staff: E.getTeacherFailureImg } as const;

/** One kind's failures of the day, newest first; the chosen people are asked to retake their photo. */
function FailureList({ kind, day }: { kind: Kind; day: string }) {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canNotice = usePermission([kind === 'staff' ? C.pickupSettings : C.pickupEdit]);
  const list = usePagedList(SOURCE[kind], { day }, { key: `pickup-failures-${kind}` });
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const { setFilters } = list;
  useEffect(() => setFilters({ day }), [day, setFilters]);

  const ask = async () => {
    setBusy(true);
    try {
      const r = await redoPhoto(kind, [...new Set(chosen)]);
      setChosen([]);
      await afterSave({ text: t('attendancePickup.failures.redoSent', { sent: r.sent, already: r.alreadyToday }) });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<FailureRow> = [
    {
      key: 'capture',
      title: t('attendancePickup.failures.capture'),
      render: (_, r) => (r.capture ? <Image width={48} src={r.capture.thumbnailUrl} preview={{ src: r.capture.url }} /> : r.captureRef),
    },
    { key: 'name', title: t('attendancePickup.failures.person'), dataIndex: 'name' },
    ...(kind === 'picker' ? [{ key: 'childName', title: t('attendancePickup.failures.childOf'), dataIndex: 'childName' }] : []),
    ...(kind === 'staff'
      ? []
      : [{ key: 'className', title: t('attendancePickup.clazz'), dataIndex: 'className', responsive: ['md' as const] }]),
    { key: 'reason', title: t('attendancePickup.failures.reason'), render: (_, r) => t(`attendancePickup.failures.reasons.${r.reason}`) },
    { key: 'at', title: t('attendancePickup.failures.at'), render: (_, r) => dateTime(r.at), responsive: ['md'] },
    { key: 'device', title: t('attendancePickup.failures.device'), dataIndex: 'deviceName', responsive: ['lg'] },
    {
      key: 'noticed',
      title: t('attendancePickup.failures.noticed'),
      render: (_, r) => (r.noticedToday ? <Tag color="green">{t('attendancePickup.failures.noticed')}</Tag> : null),
    },
  ];

  return (
    <>
      {canNotice && (
        <Space style={{ marginBottom: 8 }}>
          <Button data-testid={`redo-${kind}`} disabled={chosen.length === 0} loading={busy} onClick={ask}>
            {t('attendancePickup.failures.redo')}
          </Button>
        </Space>
      )}
      <PagedTable<FailureRow>
        list={list}
        columns={columns}
        testId={`failures-${kind}`}
        rowSelection={
          canNotice
            ? {
                selectedRowKeys: list.rows.filter((r) => chosen.includes(r.personId)).map((r) => r.id),
                onChange: (_, rows) => setChosen(rows.map((r) => r.personId)),
              }
            : undefined
        }
      />
    </>
  );
}

/** The photos the face terminals could not use: children's, pickers' and (school-wide) staff's. */
export function FailuresCard({ day, staff }: { day: string; staff: boolean }) {
  const { t } = useTranslation();
  const kinds: Kind[] = staff ? ['child', 'picker', 'staff'] : ['child', 'picker'];
  const label = { child: 'children', picker: 'pickers', staff: 'staff' } as const;
  return (
    <Card size="small" title={t('attendancePickup.failures.title')} style={{ marginTop: 16 }} data-testid="pickup-failures">
      <Tabs
        items={kinds.map((k) => ({
          key: k,
          label: t(`attendancePickup.failures.${label[k]}`),
          children: <FailureList kind={k} day={day} />,
        }))}
      />
    </Card>
  );
}
