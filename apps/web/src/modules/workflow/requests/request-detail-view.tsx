import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, PageCard, useIdParam } from '../../../kit/index.ts';
import { fetchRequest } from '../workflow-api.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestChain } from './request-chain.tsx';
import { RequestHistory } from './request-history.tsx';
import { RequestValues } from './request-values.tsx';
import { StatusTag } from './status-tag.tsx';
import '../workflow.css';
import { joinList } from '../../../kit/with-note.ts';

/** One request (?id=): who asked what, the chain with each step's state, the history, and what the caller may do. */
export function RequestDetailView() {
  const { t } = useTranslation();
  const id = useIdParam();
  const detail = useQuery({ queryKey: ['detail', 'workflow-request', id], queryFn: () => fetchRequest(id!), enabled: id !== null });
  if (id === null || detail.isError) return <Result status="404" title={t('workflow.detail.notFound')} />;
  if (!detail.data) return <Spin />;
  const r = detail.data;
  return (
    <PageCard title={`${r.processName} · ${r.applicantName}`} extra={<StatusTag status={r.status} />} testId="workflow-detail">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        className="wf-section"
        items={[
          { key: 'applicant', label: t('workflow.inbox.applicant'), children: r.applicantName },
          { key: 'submitted', label: t('workflow.inbox.submitted'), children: dateTime(r.submittedAt, 'minute') },
          { key: 'version', label: t('workflow.detail.version'), children: r.version },
          ...(r.finishedAt ? [{ key: 'finished', label: t('workflow.detail.finished'), children: dateTime(r.finishedAt, 'minute') }] : []),
          ...(r.cc.length ? [{ key: 'cc', label: t('workflow.detail.cc'), children: joinList(r.cc.map((c) => c.name)) }] : []),
        ]}
      />
      <div className="wf-section">
        <RequestActions request={r} />
      </div>
      <div className="wf-detail">
        <Card size="small" title={t('workflow.detail.form')} className="wf-detail-main">
          <RequestValues request={r} />
        </Card>
        <Card size="small" title={t('workflow.detail.chain')} className="wf-detail-side">
          <RequestChain steps={r.steps} />
        </Card>
      </div>
      <Card size="small" title={t('workflow.detail.history')} className="wf-section">
        <RequestHistory history={r.history} images={r.images} />
      </Card>
    </PageCard>
  );
}
