import { monthChina, todayChina } from '@kg/shared/time/china';
import { DatePicker, Empty, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chart, PageCard, useCall } from '../../../kit/index.ts';
import { ClassFiguresTable } from './class-figures-table.tsx';
import { DATA_ENDPOINTS as D, DAILY_PATH, slotOptions } from './data-centre-api.ts';
import { FigureTiles } from './figure-tiles.tsx';

/**
 * A month's checks: the trend per day (completion and abnormal rate, fever count; a day opens
 * that day's page and its drill-down) and each class over the month.
 */
export default function DataHealthMonthlyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [month, setMonth] = useState(monthChina());
  const [slot, setSlot] = useState<1 | 2 | 3>(1);
  const q = useCall('detail', D.monthly, { month, slot });
  const days = q.data?.days ?? [];
  const total = useMemo(() => {
    const s = { roster: 0, checked: 0, abnormal: 0, fever: 0, absentSick: 0, absentOther: 0 };
    for (const d of days) for (const k of Object.keys(s) as (keyof typeof s)[]) s[k] += d[k];
    const pct = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);
    return { ...s, completionRate: pct(s.checked, s.roster), abnormalRate: pct(s.abnormal, s.checked) };
  }, [days]);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 40, top: 36, bottom: 40 },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
      yAxis: [
        { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
        { type: 'value', minInterval: 1 },
      ],
      series: [
        { name: t('healthData.figures.completionRate'), type: 'line', data: days.map((d) => d.completionRate ?? 0) },
        { name: t('healthData.figures.abnormalRate'), type: 'line', data: days.map((d) => d.abnormalRate ?? 0) },
        { name: t('healthData.figures.fever'), type: 'bar', yAxisIndex: 1, data: days.map((d) => d.fever) },
      ],
    }),
    [days, t],
  );
  return (
    <PageCard
      title={t('healthData.monthlyTitle')}
      testId="data-health-monthly"
      extra={
        <Space wrap>
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
            disabledDate={(d) => d.isAfter(dayjs(todayChina()), 'month')}
            aria-label={t('healthData.month')}
          />
          <Segmented value={slot} options={slotOptions(t)} onChange={(v) => setSlot(v as 1 | 2 | 3)} />
        </Space>
      }
    >
      {q.data && <FigureTiles f={total} visits />}
      {q.data && days.length === 0 ? (
        <Empty description={t('healthData.noData')} />
      ) : (
        <>
          <Typography.Text type="secondary">{t('healthData.clickDayHint')}</Typography.Text>
          <Chart
            option={option}
            height={320}
            testId="monthly-chart"
            ariaLabel={t('healthData.chartMonthly')}
            onItemClick={(item) => days[item.dataIndex] && navigate(`${DAILY_PATH}?day=${days[item.dataIndex].day}`)}
          />
        </>
      )}
      <ClassFiguresTable rows={q.data?.classes ?? []} visits />
    </PageCard>
  );
}
