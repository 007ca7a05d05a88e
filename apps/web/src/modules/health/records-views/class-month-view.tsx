import type { dayTotal } from '@kg/shared/modules/health/inspection/statistic-shapes';
import { monthChina } from '@kg/shared/time/china';
import { DatePicker, Empty, Space, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ExportButton, PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import type { FixedClass } from './class-day-view.tsx';
import { ClassSelect, useClassOptions } from './class-select.tsx';
import { MonthCell } from './month-cell-view.tsx';
import { MonthLegend } from './month-legend.tsx';
import { STATISTIC_ENDPOINTS as E, type MonthRow, studentMonthPath, usePageExtras } from './records-api.ts';

type DayTotal = z.input<typeof dayTotal>;
const TOTALS = ['normal', 'abnormal', 'fever', 'absentSick', 'absentOther'] as const;

/**
 * A class's month: children (paged on the server) × days, each cell the day's three checks; a name
 * opens the child's month. Fixed to one class (a graduated class's monthly record) it offers no class choice.
 */
export function ClassMonthView({ fixed, testId = 'health-inspect-month' }: { fixed?: FixedClass; testId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = useClassOptions();
  const [clazzId, setClazzId] = useState<number | undefined>(fixed?.id);
  const [month, setMonth] = useState(fixed?.day?.slice(0, 7) ?? monthChina());
  // the first class of the caller's range is open on arrival
  useEffect(() => {
    if (clazzId === undefined && classes.length) setClazzId(classes[0].value);
  }, [classes, clazzId]);
  // asked only once the filters hold a class (set with them, in the same render)
  const [armed, setArmed] = useState(false);
  const list = usePagedList(E.monthList, {}, { enabled: armed });
  const { setFilters } = list;
  useEffect(() => {
    if (!clazzId) return;
    setFilters({ clazzId, month });
    setArmed(true);
  }, [clazzId, month, setFilters]);
  const ready = armed && list.filters.clazzId === clazzId;
  const extras = usePageExtras<{ daysInMonth: number; dayTotals: DayTotal[] }>(E.monthList.path, list, ready);
  const days = extras?.daysInMonth ?? dayjs(`${month}-01`).daysInMonth();
  const byDay = new Map((extras?.dayTotals ?? []).map((d) => [Number(d.day.slice(8)), d]));

  const columns: TableColumnsType<MonthRow> = [
    {
      key: 'studentName',
      title: t('healthRecords.name'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => navigate(studentMonthPath(r.studentId, month, clazzId))}>
          {r.studentName}
        </Typography.Link>
      ),
    },
    ...Array.from({ length: days }, (_, i) => {
      const total = byDay.get(i + 1);
      const tip =
        total &&
        TOTALS.filter((k) => k !== 'normal')
          .map((k) => `${t(`healthRecords.totals.${k}`)} ${total[k]}`)
          .join(' · ');
      return {
        key: `d${i + 1}`,
        width: 48,
        title: (
          <span title={tip || undefined} style={{ color: total?.fever ? '#cf1322' : undefined }}>
            {i + 1}
          </span>
        ),
        align: 'center' as const,
        render: (_: unknown, r: MonthRow) => <MonthCell slots={r.days[i] ?? [null, null, null]} />,
      };
    }),
    ...TOTALS.map((k) => ({ key: k, title: t(`healthRecords.totals.${k}`), dataIndex: k, align: 'center' as const })),
  ];
  return (
    <PageCard
      title={fixed?.title ?? t('healthRecords.month.title')}
      testId={testId}
      extra={clazzId && <ExportButton url={E.exportMonth.path} filters={{ clazzId, month }} label={t('healthRecords.month.export')} />}
    >
      <Space wrap style={{ display: 'flex', marginBottom: 12 }}>
        {!fixed && <ClassSelect value={clazzId} onChange={setClazzId} />}
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
          aria-label={t('healthRecords.monthLabel')}
          data-testid="month-picker"
        />
      </Space>
      <MonthLegend />
      {clazzId ? (
        <PagedTable<MonthRow> list={list} columns={columns} rowKey="studentId" columnChooser={false} testId="health-inspect-month-table" />
      ) : (
        <Empty description={t('healthRecords.month.pickClass')} />
      )}
    </PageCard>
  );
}
