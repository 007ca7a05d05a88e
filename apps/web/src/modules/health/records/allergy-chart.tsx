import type { allergyCounts } from '@kg/shared/modules/health/allergy';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Chart } from '../../../kit/index.ts';
import { topBars } from './record-values.ts';

/** Bars beyond these are summed into one "other" bar, so the chart stays readable on a phone. */
const MAX_BARS = 10;

/** Children per allergen as bars (a click lists that allergen's children), with the share of the roster. */
export function AllergyChart({ counts, onPick }: { counts?: z.input<typeof allergyCounts>; onPick: (allergenId: number) => void }) {
  const { t, i18n } = useTranslation();
  if (!counts) return null;
  const en = i18n.language.startsWith('en');
  const other = t('healthChecks.kinds.other');
  const bars = topBars(counts.byAllergen, MAX_BARS, (r) => (en ? (r.nameEn ?? r.name) : r.name), other);
  return (
    <div data-testid="allergy-chart" style={{ marginBottom: 16 }}>
      <Typography.Text>{t('healthChecks.summary', { children: counts.children, roster: counts.roster })}</Typography.Text>
      {bars.length > 0 ? (
        <Chart
          height={240}
          ariaLabel={t('healthChecks.byAllergen')}
          option={{
            tooltip: { trigger: 'axis' },
            grid: { left: 32, right: 12, top: 24, bottom: 48, containLabel: true },
            xAxis: { type: 'category', data: bars.map((b) => b.name), axisLabel: { interval: 0, rotate: bars.length > 5 ? 30 : 0 } },
            yAxis: { type: 'value', minInterval: 1 },
            series: [{ type: 'bar', name: t('healthChecks.fields.count'), data: bars.map((b) => b.value), barMaxWidth: 36 }],
          }}
          onItemClick={(item) => {
            const row = bars[item.dataIndex]?.row;
            if (row) onPick(row.allergenId);
          }}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('healthChecks.noData')}</Typography.Paragraph>
      )}
    </div>
  );
}
