import { DEFAULT_PAGE_SIZE } from '@kg/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.ts';
import { TablePagination } from '../../widgets/pagination/table-pagination.tsx';
import { SchoolSearch } from './school-search.tsx';

export interface SchoolRow {
  id: number;
  name: string;
  address: string | null;
  groupName?: string | null;
  disabled?: boolean;
  childCount: number;
  classCount: number;
  staffCount: number;
}

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface SchoolListProps {
  /** The paged list call: regulator or group schools. */
  url: string;
  title: ReactNode;
  showGroup?: boolean;
  /** Actions of a row (regulator: enter read-only). */
  action?: (row: SchoolRow) => ReactNode;
}

/** A paged, searchable list of schools with their counts (regulator and group homes). */
export function SchoolList({ url, title, showGroup, action }: SchoolListProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, name: '' });
  const list = useQuery({
    queryKey: ['school-list', url, q],
    queryFn: () => request<Page<SchoolRow>>(url, { data: q.name ? q : { pageNum: q.pageNum, pageSize: q.pageSize } }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<SchoolRow> = [
    {
      title: t('regulator.columns.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, r) => (
        <>
          {name}
          {r.disabled ? (
            <Tag color="default" style={{ marginLeft: 8 }}>
              {t('regulator.disabled')}
            </Tag>
          ) : null}
        </>
      ),
    },
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
    { title: t('regulator.columns.address'), dataIndex: 'address', key: 'address', responsive: ['md'] },
    { title: t('regulator.columns.children'), dataIndex: 'childCount', key: 'children', align: 'right' },
    { title: t('regulator.columns.classes'), dataIndex: 'classCount', key: 'classes', align: 'right', responsive: ['sm'] },
    { title: t('regulator.columns.staff'), dataIndex: 'staffCount', key: 'staff', align: 'right', responsive: ['sm'] },
    ...(action ? [{ title: t('regulator.columns.action'), key: 'action', render: (_: unknown, r: SchoolRow) => action(r) }] : []),
  ];

  return (
    <Card title={title} extra={list.data ? t('regulator.total', { total: list.data.total }) : null}>
      <SchoolSearch loading={list.isFetching} onSearch={(name) => setQ({ ...q, name, pageNum: 1 })} />
      <Table<SchoolRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="school-table"
      />
      <TablePagination
        total={list.data?.total ?? 0}
        pageNum={q.pageNum}
        pageSize={q.pageSize}
        onChange={(pageNum, pageSize) => setQ({ ...q, pageNum, pageSize })}
      />
    </Card>
  );
}
