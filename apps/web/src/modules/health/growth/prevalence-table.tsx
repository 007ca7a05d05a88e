import { STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Prevalence } from './growth-api.ts';

/**
 * Groups (age bands, plans, classes) with their own leading columns, then children assessed and
 * each status as "count (rate %)". Scrolls sideways at 360 px.
 */
export function PrevalenceTable<R extends Prevalence>({
  rows,
  lead,
  rowKey,
  loading,
  testId,
}: {
  rows: R[];
  lead: TableColumnsType<R>;
  rowKey: (r: R) => string;
  loading?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<R> = [
    ...lead,
    { key: 'assessed', title: t('healthGrowth.assessed'), dataIndex: 'assessed', align: 'right' },
    ...STATUS_FILTERS.map((status) => ({
      key: status,
      title: t(`healthGrowth.statuses.${status}`),
      align: 'right' as const,
      render: (_: unknown, r: R) => {
        const s = r.statuses.find((x) => x.status === status);
        return s ? `${s.count} (${s.rate}%)` : '—';
      },
    })),
  ];
  return (
    <Table<R>
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey={rowKey}
      loading={loading}
      dataSource={rows}
      columns={columns}
      data-testid={testId}
    />
  );
}
