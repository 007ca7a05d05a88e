import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Dates are stored as YYYY-MM-DD text (domain §3). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export const toDay = (v: unknown): Dayjs | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const d = dayjs(v as string | number | Date);
  return d.isValid() ? d : undefined;
};
export const fromDay = (d: Dayjs | null | undefined) => (d ? d.format(DATE_FORMAT) : undefined);

export interface DateRangeControlProps {
  /** The start date (the field's key). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Absolute path of the end date (the field's endKey), written alongside. */
  endPath: (string | number)[];
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
}

/** A range picker over two form keys: key holds the start, endKey the end. */
export function DateRangeControl({ value, onChange, endPath, disabled, allowClear = true, id }: DateRangeControlProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const end = Form.useWatch(endPath, { form, preserve: true }) as string | undefined;
  return (
    <DatePicker.RangePicker
      id={id}
      value={[toDay(value) ?? null, toDay(end) ?? null]}
      format={DATE_FORMAT}
      disabled={disabled}
      allowClear={allowClear}
      allowEmpty={[true, true]}
      placeholder={[t('widgets.form.startDate'), t('widgets.form.endDate')]}
      style={{ width: '100%' }}
      onChange={(dates) => {
        form.setFieldValue(endPath, fromDay(dates?.[1]));
        onChange?.(fromDay(dates?.[0]));
      }}
    />
  );
}
