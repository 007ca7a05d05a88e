import { Drawer, Result, Segmented, Spin, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, useCall } from '../../../kit/index.ts';
import { type Curve, curveOption } from './curve-option.ts';
import { numText, StatusTags, zText } from './growth-format.tsx';
import { type ChildDetail, GS } from './growth-stats-api.ts';

const UNITS: Record<Curve, string> = { height: 'cm', weight: 'kg', bmi: 'kg/m²' };

/** A child's growth curves on the reference's percentile bands, and the records they are drawn from. */
export function GrowthCurveDrawer({ studentId, name, onClose }: { studentId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCall('detail', GS.studentDetail, { studentId });
  const [curve, setCurve] = useState<Curve>('height');
  return (
    <Drawer
      open
      onClose={onClose}
      width="min(880px, 100vw)"
      title={t('healthGrowthStats.curves.title', { name })}
      data-testid="growth-curve-drawer"
    >
      {detail.isError ? (
        <Result status="warning" title={t('healthGrowthStats.notFound')} />
      ) : detail.data ? (
        <CurveBody d={detail.data} curve={curve} onCurve={setCurve} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

function CurveBody({ d, curve, onCurve }: { d: ChildDetail; curve: Curve; onCurve: (c: Curve) => void }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      curveOption(d, curve, {
        child: t('healthGrowthStats.curves.child'),
        age: t('healthGrowthStats.curves.ageMonths'),
        unit: UNITS[curve],
      }),
    [d, curve, t],
  );
  return (
    <>
      <Segmented<Curve>
        value={curve}
        onChange={onCurve}
        options={(['height', 'weight', 'bmi'] as const).map((c) => ({ value: c, label: t(`healthGrowthStats.curves.${c}`) }))}
      />
      <Chart option={option} height={320} testId="growth-curve-chart" ariaLabel={t(`healthGrowthStats.curves.${curve}`)} />
      <Table
        size="small"
        rowKey="planId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={d.points}
        columns={[
          { key: 'plan', title: t('healthGrowthStats.fields.plan'), dataIndex: 'planName' },
          { key: 'day', title: t('healthGrowthStats.fields.measuredOn'), dataIndex: 'measuredOn' },
          { key: 'h', title: t('healthGrowthStats.fields.height'), render: (_, p) => numText(p.heightCm) },
          { key: 'w', title: t('healthGrowthStats.fields.weight'), render: (_, p) => numText(p.weightKg, 2) },
          { key: 'bmi', title: t('healthGrowthStats.fields.bmi'), render: (_, p) => numText(p.bmi) },
          { key: 'haz', title: t('healthGrowthStats.fields.haz'), render: (_, p) => zText(p.haz) },
          { key: 'waz', title: t('healthGrowthStats.fields.waz'), render: (_, p) => zText(p.waz) },
          { key: 'baz', title: t('healthGrowthStats.fields.baz'), render: (_, p) => zText(p.baz) },
          { key: 's', title: t('healthGrowthStats.fields.status'), render: (_, p) => <StatusTags of={p} /> },
        ]}
      />
    </>
  );
}
