import { todayChina } from '@kg/shared/time/china';
import { DatePicker, Empty, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chart, PageCard, useCall } from '../../../kit/index.ts';
import { ClassFiguresTable } from './class-figures-table.tsx';
import { type ClassFigures, DATA_ENDPOINTS as D, slotOptions } from './data-centre-api.ts';
import { DrillDrawer } from './drill-drawer.tsx';
import { FigureTiles } from './figure-tiles.tsx';

/**
 * One day's checks: the school's counts, each class's completion and abnormal rate as bars (a
 * bar opens the class's children who were not normal) and the table per class. ?day= picks the day.
 */
export default function DataHealthDailyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [day, setDay] = useState(params.get('day') ?? todayChina());
  const asked = params.get('day');
  // a day picked on the monthly page reaches this page while it is already open
  useEffect(() => {
    if (asked) setDay(asked);
  }, [asked]);
  const [slot, setSlot] = useState<1 | 2 | 3>(1);
  const [drill, setDrill] = useState<ClassFigures | null>(null);
  const q = useCall('detail', D.daily, { day, slot });
  const classes = q.data?.classes ?? [];
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}%` },
      legend: { top: 0 },
      grid: { left: 40, right: 12, top: 36, bottom: 60 },
      xAxis: { type: 'category', data: classes.map((c) => c.className), axisLabel: { rotate: classes.length > 6 ? 40 : 0 } },
      yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      series: [
        { name: t('healthData.figures.completionRate'), type: 'bar', data: classes.map((c) => c.completionRate ?? 0) },
        { name: t('healthData.figures.abnormalRate'), type: 'bar', data: classes.map((c) => c.abnormalRate ?? 0) },
      ],
    }),
    [classes, t],
  );
  return (
    <PageCard
      title={t('healthData.dailyTitle')}
      testId="data-health-daily"
      extra={
        <Space wrap>
          <DatePicker
            allowClear={false}
            value={dayjs(day)}
            onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
            disabledDate={(d) => d.isAfter(dayjs(todayChina()), 'day')}
            data-testid="data-day"
            aria-label={t('healthData.day')}
          />
          <Segmented value={slot} options={slotOptions(t)} onChange={(v) => setSlot(v as 1 | 2 | 3)} />
        </Space>
      }
    >
      {q.data && <FigureTiles f={q.data.school} />}
      {q.data && q.data.school.checked + q.data.school.absentSick + q.data.school.absentOther === 0 ? (
        <Empty description={t('healthData.noData')} />
      ) : (
        <>
          <Typography.Text type="secondary">{t('healthData.clickHint')}</Typography.Text>
          <Chart
            option={option}
            height={320}
            testId="daily-chart"
            ariaLabel={t('healthData.chartDaily')}
            onItemClick={(item) => classes[item.dataIndex] && setDrill(classes[item.dataIndex])}
          />
        </>
      )}
      <ClassFiguresTable rows={classes} onOpen={setDrill} />
      {drill && <DrillDrawer classId={drill.classId} day={day} slot={slot} onClose={() => setDrill(null)} />}
    </PageCard>
  );
}
