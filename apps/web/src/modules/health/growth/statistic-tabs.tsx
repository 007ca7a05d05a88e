import { Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, useCall } from '../../../kit/index.ts';
import { NUTRITION } from './growth-api.ts';
import { PrevalenceChart } from './prevalence-chart.tsx';
import { PrevalenceTable } from './prevalence-table.tsx';

type ClassOption = { value: number; label: string };

function ClassFilter({ classes, value, onChange }: { classes: ClassOption[]; value?: number; onChange: (v?: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      placeholder={t('healthGrowth.clazz')}
      options={classes}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      style={{ minWidth: 160 }}
      data-testid="class-filter"
    />
  );
}

/** A plan's children per age band and sex: the table, a chart of boys against girls, the workbook. */
export function AgeTab({ planId, classes }: { planId: number; classes: ClassOption[] }) {
  const { t } = useTranslation();
  const [clazzId, setClazzId] = useState<number | undefined>();
  const q = useCall('list', NUTRITION.ageStatistic, { planId, clazzId });
  const rows = q.data ?? [];
  const sum = (sex: 'M' | 'F') => {
    const mine = rows.filter((r) => r.sex === sex);
    const assessed = mine.reduce((n, r) => n + r.assessed, 0);
    const statuses = (mine[0]?.statuses ?? []).map(({ status }) => {
      const count = mine.reduce((n, r) => n + (r.statuses.find((s) => s.status === status)?.count ?? 0), 0);
      return { status, count, rate: assessed ? Math.round((count * 1000) / assessed) / 10 : 0 };
    });
    return { assessed, statuses };
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <ClassFilter classes={classes} value={clazzId} onChange={setClazzId} />
        <ExportButton url={NUTRITION.ageExport.path} filters={{ planId, clazzId }} />
      </Space>
      <PrevalenceChart
        series={[
          { name: t('healthGrowth.sexes.M'), data: sum('M') },
          { name: t('healthGrowth.sexes.F'), data: sum('F') },
        ]}
      />
      <PrevalenceTable
        rows={rows}
        loading={q.isFetching}
        testId="health-nutrition-age-table"
        rowKey={(r) => `${r.band}-${r.sex}`}
        lead={[
          { key: 'band', title: t('healthGrowth.band'), dataIndex: 'band' },
          { key: 'sex', title: t('healthGrowth.sex'), render: (_, r) => t(`healthGrowth.sexes.${r.sex}`) },
        ]}
      />
    </Space>
  );
}

/** Each school year's plans with their figures, newest first, and the workbook. */
export function YearTab({ classes }: { classes: ClassOption[] }) {
  const { t } = useTranslation();
  const [clazzId, setClazzId] = useState<number | undefined>();
  const q = useCall('list', NUTRITION.yearStatistic, { clazzId });
  const rows = (q.data ?? []).flatMap((y) => y.plans.map((p) => ({ ...p, year: y.year })));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <ClassFilter classes={classes} value={clazzId} onChange={setClazzId} />
        <ExportButton url={NUTRITION.yearExport.path} filters={{ clazzId }} />
      </Space>
      {rows.length === 0 && !q.isFetching && <Typography.Text type="secondary">{t('healthGrowth.noData')}</Typography.Text>}
      <PrevalenceTable
        rows={rows}
        loading={q.isFetching}
        testId="health-nutrition-year-table"
        rowKey={(r) => String(r.planId)}
        lead={[
          { key: 'year', title: t('healthGrowth.year'), render: (_, r) => `${r.year}-${r.year + 1}` },
          { key: 'plan', title: t('healthGrowth.plan'), dataIndex: 'planName' },
        ]}
      />
    </Space>
  );
}
