import { DAY_STATUSES } from '@kg/shared/modules/attendance/statistics-shapes';
import { todayChina } from '@kg/shared/time/china';
import { DatePicker, Empty, Select, Space, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime, ExportButton, PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { usePageAnswer } from './page-answer.ts';
import { type ChildDayRow, STATISTICS_ENDPOINTS as E, isNoData, STAT_PATHS } from './statistics-api.ts';
import { StatusTag } from './status-tag.tsx';

const time = (v: string | null) => (v ? dateTime(v, 'minute').slice(11) : '—');

/**
 * One class's children on a day, paged on the server: status (a sick day's symptom group), first in,
 * last out, late and early minutes, leave and a teacher's mark; a name opens the child's month.
 */
export function ClassDayView({ clazzId, day: initialDay, title, testId }: { clazzId: number; day: string; title: string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [day, setDay] = useState(initialDay);
  const [status, setStatus] = useState<string | undefined>();
  const list = usePagedList(E.daily, { day, clazzId });
  const { setFilters } = list;
  useEffect(() => setFilters({ day, clazzId, status }), [day, clazzId, status, setFilters]);
  const noData = isNoData(usePageAnswer(E.daily.path, list));

  const columns: TableColumnsType<ChildDayRow> = [
    {
      key: 'studentName',
      title: t('attendanceStatistics.child'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link data-testid="child-link" onClick={() => navigate(STAT_PATHS.detail(r.studentId, `${day.slice(0, 7)}-01`, day))}>
          {r.studentName}
        </Typography.Link>
      ),
    },
    {
      key: 'status',
      title: t('attendanceStatistics.filterStatus'),
      render: (_, r) => <StatusTag status={r.status} group={r.symptomGroup} halfDay={r.halfDay} />,
    },
    { key: 'firstIn', title: t('attendanceStatistics.fields.firstIn'), render: (_, r) => time(r.firstIn) },
    { key: 'lastOut', title: t('attendanceStatistics.fields.lastOut'), render: (_, r) => time(r.lastOut) },
    { key: 'late', title: t('attendanceStatistics.fields.lateMinutes'), render: (_, r) => r.lateMinutes ?? '', align: 'right' },
    { key: 'early', title: t('attendanceStatistics.fields.earlyMinutes'), render: (_, r) => r.earlyMinutes ?? '', align: 'right' },
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
      title={title}
      testId={testId}
      extra={
        !noData && <ExportButton url={E.dailyExport.path} filters={{ day, clazzId, status }} label={t('attendanceStatistics.export')} />
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > todayChina()}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          data-testid="day-picker"
        />
        <Select
          style={{ minWidth: 120 }}
          allowClear
          value={status}
          onChange={setStatus}
          placeholder={t('attendanceStatistics.filterStatus')}
          options={DAY_STATUSES.map((s) => ({ value: s, label: t(`attendanceStatistics.status.${s}`) }))}
          data-testid="status-select"
        />
      </Space>
      {noData ? (
        <Empty description={t('attendanceStatistics.noData')} data-testid="no-data" />
      ) : (
        <PagedTable<ChildDayRow> list={list} columns={columns} rowKey="studentId" testId="attendance-class-day-table" />
      )}
    </PageCard>
  );
}
