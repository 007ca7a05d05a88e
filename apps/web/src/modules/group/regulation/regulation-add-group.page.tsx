import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../kit/index.ts';
import { CandidateTab } from './candidate-tab.tsx';
import { RequestTab } from './request-tab.tsx';
import { SupervisedTab } from './supervised-tab.tsx';

/** /group/organizational/regulation/addGroup: the schools it supervises, finding more and asking, and its requests. */
export default function RegulationAddGroupPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('regulationConsole.supervise.title')} testId="regulation-add-group">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'supervised', label: t('regulationConsole.supervise.tabs.supervised'), children: <SupervisedTab /> },
          { key: 'find', label: t('regulationConsole.supervise.tabs.find'), children: <CandidateTab /> },
          { key: 'requests', label: t('regulationConsole.supervise.tabs.requests'), children: <RequestTab /> },
        ]}
      />
    </PageCard>
  );
}
