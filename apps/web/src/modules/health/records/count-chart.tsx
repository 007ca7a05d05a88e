import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../kit/index.ts';

export interface Bar<R> {
  name: string;
  value: number;
  /** null: the summed "other" bar, which lists nothing */
  row: R | null;
}

const ROW_PX = 26;

/**
 * Children per allergen or condition as horizontal bars, largest on top: names stay readable at
 * 360 px where upright bars would overlap them. A click on a bar picks its row.
 */
export function CountChart<R>({ bars, label, onPick }: { bars: Bar<R>[]; label: string; onPick: (row: R) => void }) {
  const { t } = useTranslation();
  if (bars.length === 0) return <Typography.Paragraph type="secondary">{t('healthChecks.noData')}</Typography.Paragraph>;
  return (
    <Chart
      height={bars.length * ROW_PX + 48}
      ariaLabel={label}
      option={{
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', inverse: true, data: bars.map((b) => b.name), axisLabel: { width: 96, overflow: 'truncate' } },
        series: [
          {
            type: 'bar',
            name: t('healthChecks.fields.count'),
            data: bars.map((b) => b.value),
            barMaxWidth: 18,
            label: { show: true, position: 'right' },
            cursor: 'pointer',
          },
        ],
      }}
      onItemClick={(item) => {
        const row = bars[item.dataIndex]?.row;
        if (row) onPick(row);
      }}
    />
  );
}
