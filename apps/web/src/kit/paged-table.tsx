import { Table, type TableProps } from 'antd';
import { TablePagination } from '../widgets/index.ts';
import type { PagedList } from './use-paged-list.ts';

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  /** The list from usePagedList: rows, loading, paging. */
  list: PagedList<T>;
  /** `<page-name>-table` for the browser tests. */
  testId: string;
  /** Called before the page changes (e.g. to drop a selection of rows no longer shown). */
  onPageChange?: () => void;
}

/** A server-paged table: the rows of one page and the shared pagination under it (domain §9). */
export function PagedTable<T extends object>({ list, testId, onPageChange, rowKey = 'id', ...table }: PagedTableProps<T>) {
  return (
    <>
      <Table<T>
        rowKey={rowKey}
        size="middle"
        scroll={{ x: 'max-content' }}
        {...table}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        data-testid={testId}
      />
      <TablePagination
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onChange={(pageNum, pageSize) => {
          onPageChange?.();
          list.setPage(pageNum, pageSize);
        }}
      />
    </>
  );
}
