import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { OPTION_ENDPOINTS as O } from './records-api.ts';

/** The classes of the caller's range (a teacher: their own), as a filter. */
export function useClassOptions() {
  const q = useCall('options', O.classes, {});
  return (q.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

export function ClassSelect({ value, onChange, allowClear }: { value?: number; onChange: (v?: number) => void; allowClear?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ minWidth: 140 }}
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      placeholder={t('healthRecords.month.pickClass')}
      options={useClassOptions()}
      data-testid="class-select"
    />
  );
}
