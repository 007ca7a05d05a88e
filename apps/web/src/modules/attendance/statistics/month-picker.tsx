import { monthChina } from '@kg/shared/time/china';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A month up to this one (China's clock), as 'YYYY-MM'. */
export function MonthPicker({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <DatePicker
      picker="month"
      value={dayjs(`${value}-01`)}
      allowClear={false}
      disabledDate={(d) => d.format('YYYY-MM') > monthChina()}
      onChange={(d) => d && onChange(d.format('YYYY-MM'))}
      data-testid="month-picker"
    />
  );
}
