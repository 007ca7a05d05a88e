import { todayChina } from '@kg/shared/time/china';
import { Button, DatePicker, Empty, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, useCall } from '../../../kit/index.ts';
import { classFigureColumns } from './class-columns.tsx';
import { type ClassDayRow, type DailyList, STATISTICS_ENDPOINTS as E, isNoData, pct, STAT_PATHS } from './statistics-api.ts';

const COUNTS = ['children', 'present', 'late', 'earlyLeave', 'sick', 'personal', 'absent'] as const;

/**
 * Children's attendance of a day, class by class (a teacher: her classes), with the sum; a class
 * opens its children's day. A day with no school day answers as data and shows as such.
 */
export default function AttendanceStatisticsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [day, setDay] = useState(todayChina());
  const q = useCall('list', E.dailyList, { day });
  const noData = isNoData(q.data);
  const data = noData ? undefined : (q.data as DailyList | undefined);

  const columns = classFigureColumns<ClassDayRow>(t, COUNTS, (r) => navigate(STAT_PATHS.classDay(r.clazzId, day)));

  return (
    <PageCard
      title={t('attendanceStatistics.dailyTitle')}
      testId="attendance-statistics"
      extra={
        <Space wrap>
          <Button data-testid="open-monthly" onClick={() => navigate(STAT_PATHS.monthly)}>
            {t('attendanceStatistics.openMonthly')}
          </Button>
          {!noData && <ExportButton url={E.dailyListExport.path} filters={{ day }} label={t('attendanceStatistics.export')} />}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('attendanceStatistics.day')}</span>
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > todayChina()}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          data-testid="day-picker"
        />
      </Space>
      {noData ? (
        <Empty description={t('attendanceStatistics.noData')} data-testid="no-data" />
      ) : (
        <Table<ClassDayRow>
          size="small"
          rowKey="clazzId"
          loading={q.isFetching}
          columns={columns}
          dataSource={data?.list ?? []}
          pagination={false}
          // a row's `children` is a head count, not nested rows
          expandable={{ childrenColumnName: 'nestedRows' }}
          scroll={{ x: 'max-content' }}
          data-testid="attendance-daily-table"
          summary={() =>
            data && (
              <Table.Summary.Row data-testid="daily-total">
                <Table.Summary.Cell index={0}>{t('attendanceStatistics.total')}</Table.Summary.Cell>
                {COUNTS.map((k, i) => (
                  <Table.Summary.Cell key={k} index={i + 1} align="right">
                    {data.total[k]}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={COUNTS.length + 1} align="right">
                  {pct(data.total.rate)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      )}
    </PageCard>
  );
}
