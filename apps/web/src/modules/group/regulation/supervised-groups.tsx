import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, type RowOf, usePagedList } from '../../../kit/index.ts';
import { NameSearch } from './name-search.tsx';
import { REGULATION_ENDPOINTS as E } from './regulation-api.ts';

type Row = RowOf<typeof E.supervisedGroups>;

/** The groups whose schools the authority supervises, each with how many of its schools that is. */
export function SupervisedGroups() {
  const { t } = useTranslation();
  const list = usePagedList(E.supervisedGroups);
  const f = (k: string) => t(`regulationConsole.supervise.fields.${k}`);
  const columns: TableColumnsType<Row> = [
    { key: 'name', title: f('group'), dataIndex: 'name' },
    {
      key: 'count',
      title: f('supervisedSchools'),
      align: 'right',
      render: (_, g) => t('regulationConsole.supervise.ofSchools', { supervised: g.supervisedCount, total: g.schoolCount }),
    },
  ];
  return (
    <>
      <NameSearch loading={list.loading} onSearch={(name) => list.setFilters({ name })} />
      <PagedTable<Row> list={list} columns={columns} testId="regulation-supervised-groups-table" />
    </>
  );
}
