import { monthChina } from '@kg/shared/time/china';
import { Empty, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, useCall } from '../../../kit/index.ts';
import { classFigureColumns } from './class-columns.tsx';
import { MonthPicker } from './month-picker.tsx';
import { STATISTICS_ENDPOINTS as E, isNoData, type MonthClassRow, type MonthlyList, STAT_PATHS } from './statistics-api.ts';

const COUNTS = ['children', 'childDays', 'present', 'sick', 'personal', 'absent', 'late', 'earlyLeave', 'billable'] as const;

/**
 * Each class's month (a teacher: her classes): school days, child-days due, the rate of present
 * child-days, billable days and sick days by symptom group; a class opens its month's grid.
 */
export default function AttendanceMonthlyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [month, setMonth] = useState(monthChina());
  const q = useCall('list', E.monthlyList, { month });
  const noData = isNoData(q.data);
  const data = noData ? undefined : (q.data as MonthlyList | undefined);

  const columns: TableColumnsType<MonthClassRow> = [
    ...classFigureColumns<MonthClassRow>(t, COUNTS, (r) => navigate(STAT_PATHS.monthReport(r.clazzId, month))),
    {
      key: 'sickByGroup',
      title: t('attendanceStatistics.counts.sickByGroup'),
      render: (_, r) =>
        r.sickByGroup.map((g) => `${t(`attendanceStatistics.groups.${g.group}`, { defaultValue: g.group })} ${g.days}`).join('，') || '—',
    },
  ];

  return (
    <PageCard
      title={t('attendanceStatistics.monthlyTitle')}
      testId="attendance-monthly"
      extra={!noData && <ExportButton url={E.monthlyListExport.path} filters={{ month }} label={t('attendanceStatistics.export')} />}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <MonthPicker value={month} onChange={setMonth} />
        {data && (
          <span data-testid="school-days">
            {t('attendanceStatistics.counts.schoolDays')}: {data.schoolDays}
          </span>
        )}
      </Space>
      {noData ? (
        <Empty description={t('attendanceStatistics.noData')} data-testid="no-data" />
      ) : (
        <Table<MonthClassRow>
          size="small"
          rowKey="clazzId"
          loading={q.isFetching}
          columns={columns}
          dataSource={data?.list ?? []}
          pagination={false}
          // a row's `children` is a head count, not nested rows
          expandable={{ childrenColumnName: 'nestedRows' }}
          scroll={{ x: 'max-content' }}
          data-testid="attendance-monthly-table"
        />
      )}
    </PageCard>
  );
}
