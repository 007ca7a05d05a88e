import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { type GroupJobRow, JOB_ENDPOINTS } from './job-api.ts';
import { jobColumns } from './job-columns.tsx';
import { jobSearchFields, useLiveReload } from './job-filters.tsx';

/** The group's view: the background jobs of every school of the group, with the school's name. */
export default function GroupJobsPage() {
  const { t } = useTranslation();
  const list = usePagedList(JOB_ENDPOINTS.groupList);
  const fields = useMemo(() => jobSearchFields(t), [t]);
  useLiveReload(list);

  const columns: TableColumnsType<GroupJobRow> = [
    { key: 'school', title: t('jobs.columns.school'), dataIndex: 'schoolName' },
    ...jobColumns<GroupJobRow>(t),
  ];
  return (
    <PageCard title={t('jobs.groupTitle')} testId="group-jobs">
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ state: v.jobState })} loading={list.loading} />
      <PagedTable<GroupJobRow> list={list} columns={columns} testId="group-jobs-table" rowKey="id" />
    </PageCard>
  );
}
