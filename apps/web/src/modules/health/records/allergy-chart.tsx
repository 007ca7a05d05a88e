import type { allergyCounts } from '@kg/shared/modules/health/records/allergy';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountChart } from './count-chart.tsx';
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
      <CountChart bars={bars} label={t('healthChecks.byAllergen')} onPick={(r) => onPick(r.allergenId)} />
    </div>
  );
}
