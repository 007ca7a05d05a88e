import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { GS } from './growth-stats-api.ts';

/** A child of the class's report for the plan (the same call the class tab made), searchable by name. */
export function ChildPicker(p: { planId: number; clazzId: number; studentId: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const r = useCall('detail', GS.classReport, { planId: p.planId, clazzId: p.clazzId });
  return (
    <Select
      className="kg-no-print"
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 160 }}
      value={p.studentId ?? undefined}
      onChange={p.onPick}
      loading={r.isPending}
      placeholder={t('healthGrowthStats.fields.name')}
      options={(r.data?.children ?? []).map((c) => ({ value: c.studentId, label: c.name }))}
      data-testid="report-child"
    />
  );
}
