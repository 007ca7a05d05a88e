import { desktopEndpoints } from '@kg/shared/modules/platform/desktop';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { SchoolList } from '../regulator/index.ts';

/** /group/system?schoolId=: the group's schools with their counts (the rest of the console comes later). */
export default function GroupHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  return <SchoolList endpoint={desktopEndpoints.groupSchools} title={t('group.title', { name: session?.orgName ?? '' })} />;
}
