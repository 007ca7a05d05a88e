import { PlusOutlined } from '@ant-design/icons';
import { REQUEST_STATUSES } from '@kg/shared/modules/workflow/workflow-schemas';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime, PageCard, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { REQUEST_ENDPOINTS as R, type RequestRow, requestPath, SUBMIT_PATH } from '../workflow-api.ts';
import { StatusTag } from './status-tag.tsx';

export type Inbox = 'todo' | 'mine' | 'done' | 'cc';

/**
 * One of the four inboxes: waiting for me, my requests, decided by me, copied to me. Paged on
 * the server, searchable by process, applicant, status and submission day; a row opens the request.
 */
export function InboxList({ which }: { which: Inbox }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedList(R[which]);
  // a group employee inside the school or a read-only visitor files nothing here: no start button
  const counts = useCall('detail', R.counts, {}, { enabled: which === 'mine' });
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'processName', label: t('workflow.inbox.process'), component: 'input', maxLength: 30 },
      ...(which === 'mine' ? [] : [{ key: 'applicant', label: t('workflow.inbox.applicant'), component: 'input' as const, maxLength: 30 }]),
      {
        key: 'status',
        label: t('workflow.inbox.status'),
        component: 'select',
        options: REQUEST_STATUSES.map((s) => ({ value: s, label: t(`workflow.status.${s}`) })),
      },
      { key: 'startDate', endKey: 'endDate', label: t('workflow.inbox.submitted'), component: 'date' },
    ],
    [t, which],
  );
  const columns: TableColumnsType<RequestRow> = [
    {
      key: 'processName',
      title: t('workflow.inbox.process'),
      // the name opens the request too: on a phone the actions column sits beyond the screen's edge
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => navigate(requestPath(r.id))}>
          {r.processName}
        </Typography.Link>
      ),
    },
    ...(which === 'mine' ? [] : [{ key: 'applicantName', title: t('workflow.inbox.applicant'), dataIndex: 'applicantName' }]),
    { key: 'summary', title: t('workflow.inbox.summary'), dataIndex: 'summary', ellipsis: true, responsive: ['md'] },
    { key: 'stepName', title: t('workflow.inbox.step'), render: (_, r) => r.stepName ?? t('kit.empty'), responsive: ['lg'] },
    {
      key: 'status',
      title: t('workflow.inbox.status'),
      render: (_, r) => (which === 'done' && r.myAction ? t(`workflow.actions.${r.myAction}`) : <StatusTag status={r.status} />),
    },
    { key: 'submittedAt', title: t('workflow.inbox.submitted'), render: (_, r) => dateTime(r.submittedAt, 'minute'), responsive: ['sm'] },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, r) => (
        <Button type="link" size="small" data-testid="row-open" onClick={() => navigate(requestPath(r.id))}>
          {t(which === 'todo' ? 'workflow.inbox.decide' : 'kit.actions.view')}
        </Button>
      ),
    },
  ];
  return (
    <PageCard
      title={t(`workflow.inbox.titles.${which}`)}
      testId={`workflow-${which}`}
      extra={
        which === 'mine' &&
        counts.data?.maySubmit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-request" onClick={() => navigate(SUBMIT_PATH)}>
            {t('workflow.inbox.newRequest')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={list.setFilters} loading={list.loading} />
      <PagedTable<RequestRow> list={list} columns={columns} testId={`workflow-${which}-table`} />
    </PageCard>
  );
}
