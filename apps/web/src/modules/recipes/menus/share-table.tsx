import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportAnswer } from './menu-api.ts';

type Day = ReportAnswer['days'][number];
type Row = { key: 'protein' | 'fat' | 'CHO' | 'quality'; range: string };

const rate = (v: number | null, lo: number, hi: number) => (v === null ? null : v < lo ? 'low' : v > hi ? 'high' : 'ok');

/** Energy from protein, fat and carbohydrate and the high-quality protein share, per day and on average, against their ranges. */
export function ShareTable({ report }: { report: ReportAnswer }) {
  const { t } = useTranslation();
  const cols = [...report.days, ...(report.average ? [report.average] : [])];
  const value = (d: Day, k: Row['key']) => (k === 'quality' ? d.qualityProtein : d.shares[k]);
  const bounds = (k: Row['key']): [number, number] => (k === 'quality' ? [report.qualityProteinMin, 100] : report.ranges[k]);
  const columns: TableColumnsType<Row> = [
    {
      key: 'n',
      title: t('recipesMenus.energyShares'),
      fixed: 'left',
      width: 130,
      render: (_, r) => (r.key === 'quality' ? t('recipesMenus.qualityProtein') : t(`recipesMenus.shareOf.${r.key}`)),
    },
    { key: 'range', title: t('recipesMenus.range'), dataIndex: 'range' },
    ...cols.map((d) => ({
      key: d.day ?? 'avg',
      title: d.day ? d.day.slice(5) : t('recipesMenus.average'),
      render: (_: unknown, r: Row) => {
        const v = value(d, r.key);
        const [lo, hi] = bounds(r.key);
        const verdict = rate(v, lo, hi);
        return v === null ? '—' : <Tag color={verdict === 'ok' ? 'green' : 'orange'}>{`${v}% ${t(`recipesMenus.${verdict}`)}`}</Tag>;
      },
    })),
  ];
  const rows: Row[] = [
    ...(['protein', 'fat', 'CHO'] as const).map((k) => ({ key: k, range: `${report.ranges[k][0]}–${report.ranges[k][1]}%` })),
    { key: 'quality', range: t('recipesMenus.atLeast', { value: report.qualityProteinMin }) },
  ];
  return (
    <Table<Row>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 760 }}
      data-testid="share-table"
    />
  );
}
