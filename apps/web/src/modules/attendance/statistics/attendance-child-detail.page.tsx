import { todayChina } from '@kg/shared/time/china';
import { DatePicker, Descriptions, Empty, Result, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dateTime, ExportButton, PageCard, useCall, useIdParam } from '../../../kit/index.ts';
import { type Detail, STATISTICS_ENDPOINTS as E, isNoData, pct } from './statistics-api.ts';
import { StatusTag } from './status-tag.tsx';

type DayRow = Detail['days'][number];
const TOTALS = ['childDays', 'present', 'sick', 'personal', 'absent', 'late', 'earlyLeave', 'billable'] as const;
const time = (v: string | null) => (v ? dateTime(v, 'minute').slice(11) : '—');

/** /attendance/student/detail?studentId=&from=&to=: one child's days over a range and its totals over the school days. */
export default function AttendanceChildDetailPage() {
  const { t } = useTranslation();
  const studentId = useIdParam('studentId');
  const params = new URLSearchParams(useLocation().search);
  const today = todayChina();
  const [range, setRange] = useState({ from: params.get('from') ?? `${today.slice(0, 7)}-01`, to: params.get('to') ?? today });
  const q = useCall('detail', E.detail, { studentId: studentId ?? 0, ...range }, { enabled: studentId !== null });
  if (studentId === null) return <Result status="warning" title={t('attendanceStatistics.missing')} />;
  const noData = isNoData(q.data);
  const data = noData ? undefined : q.data;

  const columns: TableColumnsType<DayRow> = [
    { key: 'day', title: t('attendanceStatistics.day'), dataIndex: 'day', fixed: 'left' },
    {
      key: 'status',
      title: t('attendanceStatistics.filterStatus'),
      render: (_, r) => <StatusTag status={r.status} group={r.symptomGroup} halfDay={r.halfDay} />,
    },
    { key: 'firstIn', title: t('attendanceStatistics.fields.firstIn'), render: (_, r) => time(r.firstIn) },
    { key: 'lastOut', title: t('attendanceStatistics.fields.lastOut'), render: (_, r) => time(r.lastOut) },
    { key: 'late', title: t('attendanceStatistics.fields.lateMinutes'), render: (_, r) => r.lateMinutes ?? '', align: 'right' },
    { key: 'early', title: t('attendanceStatistics.fields.earlyMinutes'), render: (_, r) => r.earlyMinutes ?? '', align: 'right' },
    { key: 'clazzName', title: t('attendanceStatistics.clazz'), render: (_, r) => r.clazzName ?? '—', responsive: ['md'] },
    {
      key: 'note',
      title: t('attendanceStatistics.fields.leave'),
      render: (_, r) =>
        [r.leaveId ? t('attendanceStatistics.onLeave') : '', r.marked ? t('attendanceStatistics.markedYes') : '']
          .filter(Boolean)
          .join(' · '),
      responsive: ['md'],
    },
  ];

  return (
    <PageCard
      title={t('attendanceStatistics.detailTitle', { name: data?.studentName ?? '' })}
      testId="attendance-child-detail"
      extra={
        !noData && <ExportButton url={E.detailExport.path} filters={{ studentId, ...range }} label={t('attendanceStatistics.export')} />
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          value={[dayjs(range.from), dayjs(range.to)]}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > today}
          onChange={(v) => v?.[0] && v[1] && setRange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })}
          data-testid="range-picker"
        />
      </Space>
      {noData ? (
        <Empty description={t('attendanceStatistics.noData')} data-testid="no-data" />
      ) : (
        <>
          {data && (
            <Descriptions size="small" column={{ xs: 2, md: 5 }} style={{ marginBottom: 12 }} data-testid="detail-totals">
              <Descriptions.Item label={t('attendanceStatistics.counts.schoolDays')}>{data.schoolDays}</Descriptions.Item>
              {TOTALS.map((k) => (
                <Descriptions.Item key={k} label={t(`attendanceStatistics.counts.${k}`)}>
                  {data.totals[k]}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t('attendanceStatistics.counts.rate')}>{pct(data.totals.rate)}</Descriptions.Item>
            </Descriptions>
          )}
          <Table<DayRow>
            size="small"
            rowKey="day"
            loading={q.isFetching}
            columns={columns}
            dataSource={data?.days ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="attendance-detail-table"
          />
        </>
      )}
    </PageCard>
  );
}
