import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatPlan } from './growth-stats-api.ts';

/** A plan and (unless fixed) one of its classes. */
export function PlanClassPicker(p: {
  plans: StatPlan[];
  planId?: number;
  clazzId?: number;
  onPlan: (id: number) => void;
  onClass?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const plan = p.plans.find((x) => x.id === p.planId);
  return (
    <Space wrap className="kg-no-print">
      <Select
        style={{ minWidth: 180 }}
        value={p.planId}
        onChange={p.onPlan}
        placeholder={t('healthGrowthStats.fields.plan')}
        options={p.plans.map((x) => ({ value: x.id, label: x.name }))}
        data-testid="report-plan"
      />
      {p.onClass && (
        <Select
          style={{ minWidth: 140 }}
          value={p.clazzId}
          onChange={p.onClass}
          placeholder={t('healthGrowthStats.fields.clazz')}
          options={(plan?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="report-class"
        />
      )}
    </Space>
  );
}
