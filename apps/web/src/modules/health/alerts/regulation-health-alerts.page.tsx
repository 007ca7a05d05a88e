import { useTranslation } from 'react-i18next';
import { ALERT_ENDPOINTS as E } from './alerts-api.ts';
import { ReachAlerts } from './reach-alerts.tsx';

/** A supervising authority's view of the outbreak alerts of the schools whose figures it may see. */
export default function RegulationHealthAlertsPage() {
  const { t } = useTranslation();
  return (
    <ReachAlerts
      endpoint={E.authorityList}
      detail={E.authorityDetail}
      title={t('healthAlerts.authorityTitle')}
      testId="regulation-health-alerts"
    />
  );
}
