import { MENU_NUTRIENTS } from '@kg/shared/modules/recipes/intakes';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportAnswer } from './menu-api.ts';
import { percentOf } from './menu-sums.ts';

type Day = ReportAnswer['days'][number];
type Row = { key: string; unit: string };

/** Nutrients × days (and the week average), each with its share of the target; unmeasured ingredients marked. */
export function NutrientTable({ report }: { report: ReportAnswer }) {
  const { t } = useTranslation();
  const cols: Array<{ key: string; title: string; d: Day }> = [
    ...report.days.map((d) => ({ key: d.day ?? '', title: (d.day ?? '').slice(5), d })),
    ...(report.average ? [{ key: 'avg', title: t('recipesMenus.average'), d: report.average }] : []),
  ];
  const columns: TableColumnsType<Row> = [
    {
      key: 'n',
      title: t('recipesMenus.nutrient'),
      fixed: 'left',
      width: 110,
      render: (_, r) => `${t(`recipesMenus.nutrients.${r.key}`)} (${r.unit})`,
    },
    ...cols.map((c) => ({
      key: c.key,
      title: c.title,
      render: (_: unknown, r: Row) => {
        const a = c.d.nutrients[r.key as keyof Day['nutrients']];
        const pct = percentOf(a.value, report.targets[r.key]);
        return (
          <span>
            {a.value}
            {a.unknown > 0 && (
              <Typography.Text type="warning" title={t('recipesMenus.unknown', { count: a.unknown })}>
                *
              </Typography.Text>
            )}
            {pct !== null && <Typography.Text type={pct < 80 ? 'danger' : 'secondary'}>{` (${pct}%)`}</Typography.Text>}
          </span>
        );
      },
    })),
    {
      key: 'target',
      title: t('recipesMenus.target', { share: report.careShare }),
      render: (_, r) => report.targets[r.key] ?? '—',
    },
  ];
  return (
    <Table<Row>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={MENU_NUTRIENTS.map(([key, unit]) => ({ key, unit }))}
      scroll={{ x: 760 }}
      data-testid="nutrient-table"
    />
  );
}
