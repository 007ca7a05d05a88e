import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../kit/index.ts';
import { type Reading, trendOption } from '../temperature/fever.ts';

/**
 * The child's temperatures of the month as the temperature pages draw them (same option builder,
 * same 37.3 line), so a fever in the table is seen as a rise, not only as a red tag.
 */
export function ChildMonthTrend({ checks }: { checks: readonly { day: string; slot: number; temperature: number | null }[] }) {
  const { t } = useTranslation();
  const readings = useMemo(
    () =>
      checks
        .filter((c): c is Reading => typeof c.temperature === 'number')
        .sort((a, b) => (a.day === b.day ? a.slot - b.slot : a.day < b.day ? -1 : 1)),
    [checks],
  );
  const option = useMemo(
    () =>
      trendOption(readings, {
        slotName: (s) => t(`healthRecords.slots.${s}`),
        feverLine: t('healthTemperature.feverLine'),
        series: t('healthTemperature.trend'),
      }),
    [readings, t],
  );
  // a month with no reading has nothing to draw: the table says so
  if (!readings.length) return null;
  return (
    <Card size="small" title={t('healthTemperature.trend')} style={{ marginBottom: 12 }}>
      <Chart option={option} height={260} testId="student-month-trend" ariaLabel={t('healthTemperature.trend')} />
    </Card>
  );
}
