import { Button, Descriptions, Result, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { ageParts, numText, StatusTags, zText } from './growth-format.tsx';
import { type ClassReport, type GrowthRow, GS } from './growth-stats-api.ts';

type Prevalence = ClassReport['prevalence'][number];

/** A class's report for one plan: height and weight in summary, the prevalence of each status, the children's figures. */
export function ClassReportView({ planId, clazzId, onChild }: { planId: number; clazzId: number; onChild?: (r: GrowthRow) => void }) {
  const { t } = useTranslation();
  const r = useCall('detail', GS.classReport, { planId, clazzId });
  if (r.isError) return <Result status="warning" title={t('healthGrowthStats.noRecords')} />;
  if (!r.data) return <Spin />;
  const d = r.data;
  const summary = (g: ClassReport['height']) => `${numText(g.mean, 1)} ± ${numText(g.sd, 1)} (${numText(g.min, 1)}–${numText(g.max, 1)})`;
  return (
    <div data-testid="class-report" style={{ marginTop: 12 }}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 4 }}
        title={t('healthGrowthStats.reportOf', { plan: d.planName, clazz: d.clazzName })}
      >
        <Descriptions.Item label={t('healthGrowthStats.fields.measured')}>{d.measured}</Descriptions.Item>
        <Descriptions.Item label={t('healthGrowthStats.fields.measuredOn')}>{`${d.startDay} ~ ${d.endDay}`}</Descriptions.Item>
        <Descriptions.Item label={t('healthGrowthStats.fields.height')}>{summary(d.height)}</Descriptions.Item>
        <Descriptions.Item label={t('healthGrowthStats.fields.weight')}>{summary(d.weight)}</Descriptions.Item>
      </Descriptions>
      <Table<Prevalence>
        size="small"
        rowKey="status"
        pagination={false}
        style={{ marginTop: 12 }}
        dataSource={d.prevalence}
        columns={[
          { key: 's', title: t('healthGrowthStats.fields.status'), render: (_, p) => t(`healthGrowthStats.statuses.${p.status}`) },
          { key: 'c', title: t('healthGrowthStats.fields.count'), dataIndex: 'count' },
          { key: 'r', title: t('healthGrowthStats.fields.prevalence'), render: (_, p) => `${p.rate.toFixed(1)}%` },
        ]}
      />
      <Table<GrowthRow>
        size="small"
        rowKey="studentId"
        pagination={false}
        style={{ marginTop: 12 }}
        scroll={{ x: 'max-content' }}
        dataSource={d.children}
        data-testid="class-report-children"
        columns={[
          {
            key: 'name',
            title: t('healthGrowthStats.fields.name'),
            render: (_, c) =>
              onChild ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChild(c)}>
                  {c.name}
                </Button>
              ) : (
                c.name
              ),
          },
          { key: 'g', title: t('healthGrowthStats.fields.gender'), render: (_, c) => t(`healthGrowthStats.genders.${c.gender}`) },
          { key: 'a', title: t('healthGrowthStats.fields.age'), render: (_, c) => t('healthGrowthStats.ageText', ageParts(c.ageDays)) },
          { key: 'h', title: t('healthGrowthStats.fields.height'), render: (_, c) => numText(c.heightCm) },
          { key: 'w', title: t('healthGrowthStats.fields.weight'), render: (_, c) => numText(c.weightKg, 2) },
          { key: 'haz', title: t('healthGrowthStats.fields.haz'), render: (_, c) => zText(c.haz) },
          { key: 'waz', title: t('healthGrowthStats.fields.waz'), render: (_, c) => zText(c.waz) },
          { key: 'baz', title: t('healthGrowthStats.fields.baz'), render: (_, c) => zText(c.baz) },
          { key: 's', title: t('healthGrowthStats.fields.status'), render: (_, c) => <StatusTags of={c} /> },
        ]}
      />
    </div>
  );
}
