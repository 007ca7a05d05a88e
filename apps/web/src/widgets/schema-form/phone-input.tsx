import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PhoneInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** An existing phone of a saved record: read-only, changed only through the dialog. */
  locked?: boolean;
  /** Opens the change-phone dialog; without it a locked phone offers no action. */
  onChangePhone?: () => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
}

/** Mobile number, at most 11 characters (overview §5). */
export function PhoneInput({ value, onChange, locked, onChangePhone, disabled, placeholder, allowClear, id }: PhoneInputProps) {
  const { t } = useTranslation();
  const input = (
    <Input
      id={id}
      value={value ?? ''}
      maxLength={11}
      inputMode="numeric"
      readOnly={locked}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear && !locked && !disabled}
      onChange={(e) => onChange?.(e.target.value.replace(/\s/g, ''))}
    />
  );
  if (!locked || !onChangePhone || disabled) return input;
  return (
    <Space.Compact style={{ width: '100%' }}>
      {input}
      <Button onClick={onChangePhone}>{t('widgets.phone.change')}</Button>
    </Space.Compact>
  );
}
