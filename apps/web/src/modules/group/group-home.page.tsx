import { desktopEndpoints } from '@kg/shared/modules/platform/desktop';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { SchoolList } from '../regulator/index.ts';

/** /group/system?schoolId=: the group's schools with their counts (the rest of the console comes later). */
export default function GroupHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const title = (
    <Space>
      {t('group.title', { name: session?.orgName ?? '' })}
      <Button type="link" size="small" data-testid="group-jobs-link" onClick={() => navigate('/group/jobs')}>
        {t('jobs.groupLink')}
      </Button>
    </Space>
  );
  return <SchoolList endpoint={desktopEndpoints.groupSchools} title={title} />;
}
