import type { regulatorHomeEndpoints, regulatorSchoolRow } from '@kg/shared/modules/group/regulator-home';
import { Card, Select, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePagedList } from '../../../kit/use-paged-list.ts';
import { TablePagination } from '../../../widgets/pagination/table-pagination.tsx';
import { NameSearch } from './name-search.tsx';

/** A school with its counts, naming its group. */
export type SchoolRow = z.input<typeof regulatorSchoolRow>;

export interface SchoolListProps {
  /** The paged list call of the regulator's schools. */
  endpoint: typeof regulatorHomeEndpoints.regulatorSchools;
  title: ReactNode;
  showGroup?: boolean;
  /** Actions of a row (regulator: enter read-only). */
  action?: (row: SchoolRow) => ReactNode;
  /** The authority's units in reach: when there are some, a unit column and filter show whose school each is. */
  units?: { id: number; name: string }[];
}

/** A paged, searchable list of schools with their counts (the regulator home). */
export function SchoolList({ endpoint, title, showGroup, action, units = [] }: SchoolListProps) {
  const { t } = useTranslation();
  const list = usePagedList<typeof endpoint>(endpoint);
  // null: the school keeps its figures from this authority (its supervision settings)
  const count = (n: number | null) =>
    n === null ? (
      <span title={t('regulator.withheld')} data-testid="count-withheld">
        —
      </span>
    ) : (
      n
    );

  const columns: TableColumnsType<SchoolRow> = [
    { title: t('regulator.columns.name'), dataIndex: 'name', key: 'name' },
    ...(showGroup
      ? [
          {
            title: t('regulator.columns.group'),
            dataIndex: 'groupName',
            key: 'group',
            render: (g: string | null) => g ?? t('regulator.independent'),
          },
        ]
      : []),
    ...(units.length ? [{ title: t('regulator.columns.unit'), dataIndex: 'unitName', key: 'unit' }] : []),
    { title: t('regulator.columns.address'), dataIndex: 'address', key: 'address', responsive: ['md'] },
    { title: t('regulator.columns.children'), dataIndex: 'childCount', key: 'children', align: 'right', render: count },
    { title: t('regulator.columns.classes'), dataIndex: 'classCount', key: 'classes', align: 'right', responsive: ['sm'], render: count },
    { title: t('regulator.columns.staff'), dataIndex: 'staffCount', key: 'staff', align: 'right', responsive: ['sm'], render: count },
    ...(action ? [{ title: t('regulator.columns.action'), key: 'action', render: (_: unknown, r: SchoolRow) => action(r) }] : []),
  ];

  return (
    <Card title={title} extra={list.loading && list.total === 0 ? null : t('regulator.total', { total: list.total })}>
      <NameSearch
        loading={list.loading}
        label="regulator.columns.name"
        placeholder="regulator.searchPlaceholder"
        onSearch={(name) => list.setFilters({ ...list.filters, name })}
      />
      {units.length > 0 && (
        <Select
          allowClear
          style={{ minWidth: 200, marginBottom: 12 }}
          placeholder={t('regulator.allUnits')}
          data-testid="unit-filter"
          options={units.map((u) => ({ value: u.id, label: u.name }))}
          onChange={(unitId?: number) => list.setFilters({ ...list.filters, unitId })}
        />
      )}
      <Table<SchoolRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="school-table"
      />
      <TablePagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
    </Card>
  );
}
