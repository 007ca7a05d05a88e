import { PLATFORM_SERVICE_CODES as C } from '@kg/shared/modules/platform/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, RowActions, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { downloadJobFile, JOB_ENDPOINTS, type JobRow, retryJob } from './job-api.ts';
import { jobColumns } from './job-columns.tsx';
import { jobSearchFields, useLiveReload } from './job-filters.tsx';

/** The school's background jobs: state, progress, duration and error; retry a failed one; download one's own file. */
export default function SystemJobsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canRetry = usePermission([C.jobRetry]);
  const list = usePagedList(JOB_ENDPOINTS.list);
  const fields = useMemo(() => jobSearchFields(t), [t]);

  useLiveReload(list);

  const retry = async (r: JobRow) => {
    try {
      await retryJob(r.id);
      void message.success(t('jobs.retried'));
      await list.reload();
    } catch {
      // the request layer showed why
    }
  };
  const actions = (r: JobRow) => {
    const links = [];
    if (r.mine && r.state === 'done' && r.hasFile)
      links.push(
        <Button
          key="download"
          type="link"
          size="small"
          data-testid={`job-download-${r.id}`}
          onClick={() => void downloadJobFile(r.id).catch(() => {})}
        >
          {t('jobs.download')}
        </Button>,
      );
    if (canRetry && (r.state === 'failed' || r.state === 'dead'))
      links.push(
        <Button key="retry" type="link" size="small" data-testid={`job-retry-${r.id}`} onClick={() => void retry(r)}>
          {t('jobs.retry')}
        </Button>,
      );
    if (r.mine && r.state === 'done' && r.resultName && !r.hasFile) return t('jobs.expired');
    return links.length ? <RowActions>{links}</RowActions> : null;
  };

  const columns: TableColumnsType<JobRow> = [
    ...jobColumns<JobRow>(t),
    { key: 'actions', title: t('jobs.columns.actions'), render: (_, r) => actions(r) },
  ];

  return (
    <PageCard title={t('jobs.title')} testId="system-jobs">
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ state: v.jobState })} loading={list.loading} />
      <PagedTable<JobRow> list={list} columns={columns} testId="system-jobs-table" rowKey="id" />
    </PageCard>
  );
}
