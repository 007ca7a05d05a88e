import { monthChina } from '@kg/shared/time/china';
import { Empty, Result, Space, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ExportButton, PageCard, PagedTable, useIdParam, usePagedList } from '../../../kit/index.ts';
import { MonthPicker } from './month-picker.tsx';
import { usePageAnswer } from './page-answer.ts';
import { STATISTICS_ENDPOINTS as E, isNoData, type MonthChildRow, pct, STAT_PATHS } from './statistics-api.ts';

const COLORS: Record<string, string> = { present: '#389e0d', absent: '#cf1322', sick: '#d46b08', personal: '#0958d9' };
const TOTALS = ['present', 'sick', 'personal', 'absent', 'late', 'earlyLeave', 'billable'] as const;

/**
 * /attendance/student/monthlyReport?clazzId=&month=: one class's month, its children paged on the
 * server × the month's school days (a grid that scrolls sideways on a phone), and each child's totals.
 */
export default function AttendanceMonthlyReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clazzId = useIdParam('clazzId');
  const [month, setMonth] = useState(new URLSearchParams(useLocation().search).get('month') ?? monthChina());
  const list = usePagedList(E.monthly, { clazzId, month }, { enabled: clazzId !== null });
  const { setFilters } = list;
  useEffect(() => setFilters({ clazzId, month }), [clazzId, month, setFilters]);
  const answer = usePageAnswer(E.monthly.path, list, clazzId !== null);
  const noData = isNoData(answer);
  const days = noData ? [] : ((answer as { days?: string[] } | undefined)?.days ?? []);
  if (clazzId === null) return <Result status="warning" title={t('attendanceStatistics.missing')} />;

  const [y, m] = month.split('-');
  const columns: TableColumnsType<MonthChildRow> = [
    {
      key: 'studentName',
      title: t('attendanceStatistics.child'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link
          data-testid="child-link"
          onClick={() => navigate(STAT_PATHS.detail(r.studentId, `${y}-${m}-01`, days.at(-1) ?? `${y}-${m}-01`))}
        >
          {r.studentName}
        </Typography.Link>
      ),
    },
    ...days.map((d, i) => ({
      key: d,
      title: d.slice(8),
      align: 'center' as const,
      render: (_: unknown, r: MonthChildRow) => {
        const s = r.statuses[i];
        return s ? (
          <span style={{ color: COLORS[s] }} title={t(`attendanceStatistics.status.${s}`)} data-testid={`cell-${s}`}>
            {t(`attendanceStatistics.short.${s}`)}
          </span>
        ) : (
          ''
        );
      },
    })),
    ...TOTALS.map((k) => ({ key: k, title: t(`attendanceStatistics.counts.${k}`), dataIndex: k, align: 'right' as const })),
    { key: 'rate', title: t('attendanceStatistics.counts.rate'), render: (_, r) => pct(r.rate), align: 'right' },
  ];

  return (
    <PageCard
      title={t('attendanceStatistics.monthlyTitle')}
      testId="attendance-monthly-report"
      extra={!noData && <ExportButton url={E.monthlyExport.path} filters={{ clazzId, month }} label={t('attendanceStatistics.export')} />}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <MonthPicker value={month} onChange={setMonth} />
        <span>
          {t('attendanceStatistics.counts.schoolDays')}: {days.length}
        </span>
      </Space>
      {noData ? (
        <Empty description={t('attendanceStatistics.noData')} data-testid="no-data" />
      ) : (
        <PagedTable<MonthChildRow> list={list} columns={columns} rowKey="studentId" testId="attendance-month-grid" />
      )}
    </PageCard>
  );
}
