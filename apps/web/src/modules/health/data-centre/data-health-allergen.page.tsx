import { allergyEndpoints } from '@kg/shared/modules/health/records/allergy';
import { Col, Empty, Row, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, PageCard, useCall } from '../../../kit/index.ts';
import { AllergenChildrenDrawer } from './allergen-children-drawer.tsx';

const ROW_PX = 26;

/**
 * The school's allergies at a glance: children with any allergy of those in school, a pie of the
 * kinds and a bar per allergen (largest on top, names readable at 360 px); a bar opens its children.
 */
export default function DataHealthAllergenPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const q = useCall('detail', allergyEndpoints.listAllergyByType, {});
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const c = q.data;
  const bars = useMemo(
    () =>
      (c?.byAllergen ?? []).filter((a) => a.count > 0).map((a) => ({ id: a.allergenId, name: (en && a.nameEn) || a.name, value: a.count })),
    [c, en],
  );
  const kindLabel = (k: string) => t(`healthData.allergen.kinds.${k}`);
  return (
    <PageCard title={t('healthData.allergenTitle')} testId="data-health-allergen">
      {c && (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          <Col xs={12} sm={8}>
            <Statistic title={t('healthData.allergen.withAllergy')} value={c.children} />
          </Col>
          <Col xs={12} sm={8}>
            <Statistic title={t('healthData.allergen.roster')} value={c.roster} />
          </Col>
          <Col xs={12} sm={8}>
            <Statistic
              title={t('healthData.allergen.share')}
              value={c.roster ? `${Math.round((c.children * 1000) / c.roster) / 10}%` : '–'}
            />
          </Col>
        </Row>
      )}
      {c && bars.length === 0 ? (
        <Empty description={t('healthData.noData')} />
      ) : (
        c && (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <Typography.Title level={5}>{t('healthData.allergen.byKind')}</Typography.Title>
              <Chart
                height={280}
                ariaLabel={t('healthData.allergen.byKind')}
                option={{
                  tooltip: { trigger: 'item' },
                  legend: { bottom: 0 },
                  series: [
                    {
                      type: 'pie',
                      radius: ['35%', '65%'],
                      data: c.byKind.filter((k) => k.count > 0).map((k) => ({ name: kindLabel(k.kind), value: k.count })),
                    },
                  ],
                }}
              />
            </Col>
            <Col xs={24} lg={14}>
              <Typography.Title level={5}>{t('healthData.allergen.byAllergen')}</Typography.Title>
              <Typography.Text type="secondary">{t('healthData.allergen.pickHint')}</Typography.Text>
              <Chart
                height={bars.length * ROW_PX + 48}
                testId="allergen-chart"
                ariaLabel={t('healthData.allergen.byAllergen')}
                option={{
                  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
                  grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
                  xAxis: { type: 'value', minInterval: 1 },
                  yAxis: { type: 'category', inverse: true, data: bars.map((b) => b.name), axisLabel: { width: 96, overflow: 'truncate' } },
                  series: [
                    {
                      type: 'bar',
                      data: bars.map((b) => b.value),
                      barMaxWidth: 18,
                      label: { show: true, position: 'right' },
                      cursor: 'pointer',
                    },
                  ],
                }}
                onItemClick={(item) => bars[item.dataIndex] && setPicked(bars[item.dataIndex])}
              />
            </Col>
          </Row>
        )
      )}
      {picked && <AllergenChildrenDrawer allergen={picked} onClose={() => setPicked(null)} />}
    </PageCard>
  );
}
