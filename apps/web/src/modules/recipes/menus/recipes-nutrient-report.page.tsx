import { PrinterOutlined } from '@ant-design/icons';
import { MENU_NUTRIENTS } from '@kg/shared/modules/recipes/intakes';
import { addDays } from '@kg/shared/modules/recipes/menu-shapes';
import { Alert, Button, Result, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, PageCard, PrintArea, useCall, useIdParam } from '../../../kit/index.ts';
import { MENU_ENDPOINTS as E, type ReportAnswer } from './menu-api.ts';
import { percentOf } from './menu-sums.ts';
import { NutrientTable } from './nutrient-table.tsx';
import { ShareTable } from './share-table.tsx';
import './menu-report.css';

/** The week average as a percentage of each target, with the 100% line. */
function TargetChart({ report }: { report: ReportAnswer }) {
  const { t } = useTranslation();
  const keys = MENU_NUTRIENTS.map(([k]) => k).filter((k) => report.targets[k] !== undefined);
  const avg = report.average;
  if (!avg) return null;
  const option = {
    grid: { left: 48, right: 40, top: 24, bottom: 56 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: keys.map((k) => t(`recipesMenus.nutrients.${k}`)), axisLabel: { interval: 0, rotate: 30 } },
    yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: t('recipesMenus.average'),
        data: keys.map((k) => percentOf(avg.nutrients[k].value, report.targets[k])),
        markLine: { symbol: 'none', data: [{ yAxis: 100 }], lineStyle: { type: 'dashed' } },
      },
    ],
  };
  return <Chart option={option} height={260} testId="report-chart" ariaLabel={t('recipesMenus.chartTitle')} />;
}

/** /recipes/nutrition/cookbook/report?id=: the quantified week, printable on A4; a missing or unknown id shows a result. */
export default function RecipesNutrientReportPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const q = useCall('detail', E.report, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null || q.isError) return <Result status="404" title={t('recipesMenus.notFound')} data-testid="recipes-nutrient-report" />;
  if (!q.data) return <Spin />;
  const r = q.data;
  return (
    <PageCard
      title={`${t('recipesMenus.reportTitle')} ${r.weekStart} ~ ${addDays(r.weekStart, 4)}`}
      testId="recipes-nutrient-report"
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
          {t('recipesMenus.print')}
        </Button>
      }
    >
      <PrintArea className="kg-menu-report">
        <Typography.Title
          level={4}
          className="kg-print-title"
        >{`${r.title ?? t('recipesMenus.reportTitle')} ${r.weekStart} ~ ${addDays(r.weekStart, 4)}`}</Typography.Title>
        {!r.days.length && <Alert type="info" message={t('recipesMenus.noDays')} style={{ marginBottom: 12 }} />}
        <div className="kg-print-block">
          <NutrientTable report={r} />
        </div>
        <div className="kg-print-block">
          <Typography.Text strong>{t('recipesMenus.chartTitle')}</Typography.Text>
          <TargetChart report={r} />
        </div>
        <div className="kg-print-block">
          <ShareTable report={r} />
        </div>
        <div className="kg-print-block">
          <Typography.Title level={5}>{t('recipesMenus.quantities')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('recipesMenus.headcount', { count: r.headcount })}</Typography.Paragraph>
          <Table
            rowKey={(x) => `${x.day}-${x.foodCode}`}
            size="small"
            bordered
            pagination={false}
            dataSource={r.quantities}
            scroll={{ x: 560 }}
            columns={[
              { key: 'day', title: t('recipesMenus.day'), dataIndex: 'day' },
              { key: 'food', title: t('recipesMenus.food'), dataIndex: 'foodName' },
              { key: 'grams', title: t('recipesMenus.gramsPerChild'), dataIndex: 'grams' },
              { key: 'edible', title: t('recipesMenus.edibleKg'), dataIndex: 'edibleKg' },
              { key: 'bought', title: t('recipesMenus.purchaseKg'), render: (_, x) => x.purchaseKg ?? '—' },
            ]}
          />
        </div>
      </PrintArea>
    </PageCard>
  );
}
