import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@kg/shared';
import { Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TablePaginationProps {
  total: number;
  /** From 1 (domain §9). */
  pageNum?: number;
  pageSize?: number;
  /** Called when the page or the size changes; a new size starts again at page 1. */
  onChange: (pageNum: number, pageSize: number) => void;
  disabled?: boolean;
}

/**
 * The list pager (domain §9): sizes 10/20 (default 20), first page 1, laid out as total, sizes,
 * prev, pager, next, jumper, and hidden when everything fits on one page.
 */
export function TablePagination({ total, pageNum = 1, pageSize = DEFAULT_PAGE_SIZE, onChange, disabled }: TablePaginationProps) {
  const { t } = useTranslation();
  if (Math.ceil(Math.max(0, total) / pageSize) <= 1) return null;
  return (
    <div
      data-testid="table-pagination"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 8, padding: '12px 0' }}
    >
      <span>{t('widgets.pagination.total', { total })}</span>
      <Select
        aria-label={t('widgets.pagination.pageSize')}
        value={pageSize}
        disabled={disabled}
        style={{ width: 110 }}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('widgets.pagination.perPage', { size }) }))}
        onChange={(size: number) => onChange(1, size)}
      />
      <Pagination
        current={pageNum}
        pageSize={pageSize}
        total={total}
        disabled={disabled}
        showSizeChanger={false}
        showQuickJumper
        locale={{
          jump_to: t('widgets.pagination.jumpTo'),
          page: t('widgets.pagination.page'),
          prev_page: t('widgets.pagination.prevPage'),
          next_page: t('widgets.pagination.nextPage'),
          prev_5: t('widgets.pagination.prev5'),
          next_5: t('widgets.pagination.next5'),
          prev_3: t('widgets.pagination.prev3'),
          next_3: t('widgets.pagination.next3'),
        }}
        onChange={(page) => onChange(page, pageSize)}
      />
    </div>
  );
}
