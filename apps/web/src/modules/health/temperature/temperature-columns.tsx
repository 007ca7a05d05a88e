import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { TemperatureValue } from './temperature-value.tsx';

type Summary = { readings: number; latest: number | null; latestDay: string | null; highest: number | null; feverDays: number };

/** The summary columns both temperature lists share. */
export function summaryColumns<T extends Summary>(t: TFunction): TableColumnsType<T> {
  return [
    { key: 'latest', title: t('healthTemperature.latest'), render: (_, r) => <TemperatureValue value={r.latest} /> },
    { key: 'highest', title: t('healthTemperature.highest'), render: (_, r) => <TemperatureValue value={r.highest} /> },
    { key: 'feverDays', title: t('healthTemperature.feverDays'), dataIndex: 'feverDays' },
    { key: 'latestDay', title: t('healthTemperature.latestDay'), render: (_, r) => r.latestDay ?? t('kit.empty'), responsive: ['md'] },
    { key: 'readings', title: t('healthTemperature.readings'), dataIndex: 'readings', responsive: ['md'] },
  ];
}

/** Filters over a range of days (start–end) and fever only; `more` adds the page's own. */
export const rangeFields = (t: TFunction) => [
  { key: 'start', endKey: 'end', label: t('healthTemperature.range'), component: 'date' as const, clearable: false },
  { key: 'name', label: t('healthTemperature.name'), component: 'input' as const, maxLength: 30 },
  {
    key: 'feverOnly',
    label: t('healthTemperature.feverOnly'),
    component: 'select' as const,
    options: [{ value: true, label: t('healthTemperature.yes') }],
  },
];
