import { useTranslation } from 'react-i18next';
import { ALERT_ENDPOINTS as E } from './alerts-api.ts';
import { ReachAlerts } from './reach-alerts.tsx';

/** The group console's view of its schools' outbreak alerts. */
export default function GroupHealthAlertsPage() {
  const { t } = useTranslation();
  return <ReachAlerts endpoint={E.groupList} detail={E.groupDetail} title={t('healthAlerts.groupTitle')} testId="group-health-alerts" />;
}
