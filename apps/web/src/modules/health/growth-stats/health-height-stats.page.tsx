import { useTranslation } from 'react-i18next';
import { StatView } from './stat-view.tsx';

/** /health/fitness/heightStatistics: a plan's heights per class, grade or age band. */
export default function HealthHeightStatsPage() {
  const { t } = useTranslation();
  return <StatView measure="height" title={t('healthGrowthStats.heightTitle')} />;
}
