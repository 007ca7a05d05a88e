import { Card, Descriptions, Result, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { ageParts, numText, StatusTags, zText } from './growth-format.tsx';
import { GS, type StudentReport } from './growth-stats-api.ts';

type Item = StudentReport['plans'][number]['items'][number];
const JUDGE_COLOR = { low: 'orange', normal: 'green', high: 'red' } as const;

/** One child's physical report: identity, then each plan's items against the school's normal ranges and its growth assessment. */
export function ChildReportView({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const r = useCall('detail', GS.studentReport, { studentId });
  if (r.isError) return <Result status="warning" title={t('healthGrowthStats.notFound')} />;
  if (!r.data) return <Spin />;
  const d = r.data;
  const value = (i: Item) => {
    if (i.value === null) return '–';
    if (typeof i.value === 'string') return t(`healthGrowthStats.choices.${i.value}`, { defaultValue: i.value });
    return String(i.value);
  };
  const range = (i: Item) => (i.low === null && i.high === null ? '–' : `${i.low ?? ''} ~ ${i.high ?? ''}`);
  return (
    <div data-testid="student-report">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} bordered>
        <Descriptions.Item label={t('healthGrowthStats.fields.name')}>{d.name}</Descriptions.Item>
        <Descriptions.Item label={t('healthGrowthStats.fields.gender')}>{t(`healthGrowthStats.genders.${d.gender}`)}</Descriptions.Item>
        <Descriptions.Item label={t('healthGrowthStats.fields.birthday')}>{d.birthday ?? '–'}</Descriptions.Item>
        <Descriptions.Item label={t('healthGrowthStats.fields.clazz')}>{d.clazzName ?? '–'}</Descriptions.Item>
      </Descriptions>
      {d.plans.length === 0 && <Result status="info" title={t('healthGrowthStats.noRecords')} />}
      {d.plans.map((p) => (
        <Card key={p.planId} size="small" className="kg-print-block" style={{ marginTop: 12 }} title={`${p.planName} · ${p.measuredOn}`}>
          <Table<Item>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={p.items}
            columns={[
              { key: 'item', title: t('healthGrowthStats.fields.item'), render: (_, i) => t(`healthGrowthStats.items.${i.key}`) },
              { key: 'value', title: t('healthGrowthStats.fields.value'), render: (_, i) => value(i) },
              { key: 'range', title: t('healthGrowthStats.fields.range'), render: (_, i) => range(i) },
              {
                key: 'judgement',
                title: t('healthGrowthStats.fields.judgement'),
                render: (_, i) =>
                  i.judgement ? <Tag color={JUDGE_COLOR[i.judgement]}>{t(`healthGrowthStats.judgements.${i.judgement}`)}</Tag> : '–',
              },
            ]}
          />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3, md: 6 }}
            style={{ marginTop: 8 }}
            title={t('healthGrowthStats.growthAssessment')}
          >
            <Descriptions.Item label={t('healthGrowthStats.fields.age')}>
              {t('healthGrowthStats.ageText', ageParts(p.ageDays))}
            </Descriptions.Item>
            <Descriptions.Item label={t('healthGrowthStats.fields.bmi')}>{numText(p.bmi)}</Descriptions.Item>
            <Descriptions.Item label={t('healthGrowthStats.fields.haz')}>{zText(p.haz)}</Descriptions.Item>
            <Descriptions.Item label={t('healthGrowthStats.fields.waz')}>{zText(p.waz)}</Descriptions.Item>
            <Descriptions.Item label={t('healthGrowthStats.fields.whz')}>{zText(p.whz)}</Descriptions.Item>
            <Descriptions.Item label={t('healthGrowthStats.fields.baz')}>{zText(p.baz)}</Descriptions.Item>
          </Descriptions>
          <StatusTags of={p} />
        </Card>
      ))}
    </div>
  );
}
