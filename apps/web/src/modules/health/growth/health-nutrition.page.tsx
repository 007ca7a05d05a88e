import { Empty, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, useCall } from '../../../kit/index.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { CompareTab } from './compare-tab.tsx';
import { EvaluateTab } from './evaluate-tab.tsx';
import { NUTRITION } from './growth-api.ts';
import { AgeTab, YearTab } from './statistic-tabs.tsx';

/** Nutrition assessment from the stored exam records: children by status, age and year figures, a plan against an earlier one. */
export default function HealthNutritionPage() {
  const { t } = useTranslation();
  const options = useCall('options', NUTRITION.options, {});
  const plans = options.data?.plans ?? [];
  const classes = (options.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }));
  const [picked, setPlan] = useState<number | undefined>();
  const planId = picked ?? plans[0]?.id;
  const [tab, setTab] = useState('evaluate');

  const planSelect = (
    <Select
      key="plan"
      value={planId}
      onChange={setPlan}
      style={{ minWidth: 200, maxWidth: '100%' }}
      placeholder={t('healthGrowth.plan')}
      options={plans.map((p) => ({ value: p.id, label: p.name }))}
      data-testid="nutrition-plan"
    />
  );
  return (
    <PageCard title={t('healthGrowth.nutritionTitle')} testId="health-nutrition" extra={tab !== 'year' && plans.length > 0 && planSelect}>
      <ReferenceNotice dataset="growth" />
      {options.isSuccess && !planId ? (
        <Empty description={t('healthGrowth.noPlan')} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyInactiveTabPane
          items={[
            {
              key: 'evaluate',
              label: t('healthGrowth.tabs.evaluate'),
              children: planId && <EvaluateTab planId={planId} classes={classes} />,
            },
            { key: 'age', label: t('healthGrowth.tabs.age'), children: planId && <AgeTab planId={planId} classes={classes} /> },
            { key: 'year', label: t('healthGrowth.tabs.year'), children: <YearTab classes={classes} /> },
            { key: 'compare', label: t('healthGrowth.tabs.compare'), children: planId && <CompareTab planId={planId} plans={plans} /> },
          ]}
        />
      )}
    </PageCard>
  );
}
