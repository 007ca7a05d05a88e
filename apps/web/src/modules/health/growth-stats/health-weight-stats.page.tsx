import { useTranslation } from 'react-i18next';
import { StatView } from './stat-view.tsx';

/** /health/fitness/weightStatistics: a plan's weights per class, grade or age band. */
export default function HealthWeightStatsPage() {
  const { t } = useTranslation();
  return <StatView measure="weight" title={t('healthGrowthStats.weightTitle')} />;
}
