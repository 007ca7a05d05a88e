import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../kit/index.ts';
import type { Counts } from './health-codes-api.ts';

const KEYS = ['total', 'green', 'yellow', 'red', 'unchecked'] as const;
const SERIES = [
  ['green', '#52c41a'],
  ['yellow', '#faad14'],
  ['red', '#ff4d4f'],
  ['unchecked', '#bfbfbf'],
] as const;

/** A day's counts by colour (two tiles to a row on a phone) and, over two days or more, the trend per day as stacked bars. */
export function CountTiles({ counts, trend }: { counts?: Counts; trend?: (Counts & { day: string })[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {KEYS.map((k) => (
          <Col key={k} xs={12} sm={8} lg={4}>
            <Statistic title={t(`attendanceHealthCodes.counts.${k}`)} value={counts?.[k] ?? '-'} data-testid={`count-${k}`} />
          </Col>
        ))}
      </Row>
      {trend && trend.length > 1 && (
        <Chart
          height={220}
          testId="health-code-trend"
          ariaLabel={t('attendanceHealthCodes.trend')}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { bottom: 0 },
            grid: { left: 40, right: 16, top: 16, bottom: 48 },
            xAxis: { type: 'category', data: trend.map((d) => d.day.slice(5)) },
            yAxis: { type: 'value', minInterval: 1 },
            series: SERIES.map(([k, color]) => ({
              name: t(`attendanceHealthCodes.counts.${k}`),
              type: 'bar',
              stack: 'all',
              color,
              data: trend.map((d) => d[k]),
            })),
          }}
        />
      )}
    </>
  );
}
