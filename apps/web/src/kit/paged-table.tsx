import { Grid, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { TablePagination } from '../widgets/index.ts';
import { columnKey, columnOptions, useColumnChoice, visibleColumns } from './column-choice.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { fitColumns, type SizedColumns, sizeColumns } from './column-sizing.tsx';
import { useBoxWidth } from './use-box-width.ts';
import type { PagedList } from './use-paged-list.ts';

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  /** The list from usePagedList: rows, loading, paging. */
  list: PagedList<T>;
  /** `<page-name>-table` for the browser tests; also names the table for the user's column choice. */
  testId: string;
  /** Called before the page changes (e.g. to drop a selection of rows no longer shown). */
  onPageChange?: () => void;
  /** The "columns" chooser above the table; by default offered from COLUMN_CHOOSER_MIN columns on. */
  columnChooser?: boolean;
}

/** Tables with fewer columns than this show them all without a chooser. */
export const COLUMN_CHOOSER_MIN = 5;
/** The checkbox column of selectable rows. */
const SELECTION_WIDTH = 48;
/** Columns fixed to the sides may cover at most this share of the table; beyond it they scroll with the rest. */
export const FIXED_SHARE = 0.4;

/** Fits the columns to the table's width; on a narrow table its fixed columns scroll too, not to cover most of it. */
export function layoutColumns<T>(sized: SizedColumns<T>, available: number): SizedColumns<T> {
  const fitted = fitColumns(sized, available);
  const fixed = fitted.columns.reduce((sum, c) => sum + (c.fixed ? Number(c.width) : 0), 0);
  if (available <= 0 || fixed <= available * FIXED_SHARE) return fitted;
  return { ...fitted, columns: fitted.columns.map(({ fixed: _, ...c }) => c) };
}

/**
 * A server-paged table: the rows of one page and the shared pagination under it (domain §9).
 * Columns are sized from their content; wrapping text narrows to fit the table, and what still
 * does not fit scrolls sideways by the sum of the columns, so no cell is cut unseen; the actions column (key 'actions') shows the links that
 * fit and the rest under "more"; the user may hide columns, remembered per user and table.
 */
export function PagedTable<T extends object>({
  list,
  testId,
  onPageChange,
  rowKey = 'id',
  columns,
  columnChooser,
  ...table
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [hidden, setHidden] = useColumnChoice(testId);
  const options = columns ? columnOptions(columns) : [];
  const visible = columns ? visibleColumns(columns, hidden, screens) : undefined;
  const selection = table.rowSelection ? Number(table.rowSelection.columnWidth) || SELECTION_WIDTH : 0;
  const [box, boxWidth] = useBoxWidth<HTMLDivElement>();
  const natural = visible ? sizeColumns(visible, list.rows, t) : null;
  const sized = natural && layoutColumns(natural, boxWidth - selection);
  const chooser = columnChooser ?? options.length >= COLUMN_CHOOSER_MIN;
  const shown = (visible ?? []).map((c) => columnKey(c)).filter((k): k is string => options.some((o) => o.key === k));

  return (
    <>
      {chooser && options.length > 0 && (
        <div className="kg-table-tools">
          <ColumnChooser options={options} shown={shown} onChange={setHidden} />
        </div>
      )}
      <div ref={box}>
        <Table<T>
          rowKey={rowKey}
          size="middle"
          scroll={{ x: sized ? sized.width + selection : 'max-content' }}
          tableLayout={sized ? 'fixed' : undefined}
          columns={sized?.columns ?? visible}
          {...table}
          dataSource={list.rows}
          loading={list.loading}
          pagination={false}
          data-testid={testId}
        />
      </div>
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
