import { DatePicker, type FormItemProps, Input, Radio, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { NumberInput } from '../number-input/number-input.tsx';
import { ImageUpload } from '../upload/image-upload.tsx';
import { MultiImageUpload } from '../upload/multi-image-upload.tsx';
import type { Uploader } from '../upload/types.ts';
import { DATE_FORMAT, DateRangeControl, fromDay, toDay } from './date-controls.tsx';
import { isRequired } from './field-rules.ts';
import { IdCardInput } from './id-card-input.tsx';
import { PhoneInput } from './phone-input.tsx';
import { RegionCascader } from './region-cascader.tsx';
import type { Entry, FieldSettings, FormField } from './types.ts';

export interface ControlArgs {
  field: FormField;
  entry: Entry;
  entryPath: (string | number)[];
  settings: FieldSettings;
  disabled: boolean;
  phoneLocked: boolean;
  onChangePhone?: () => void;
  t: TFunction;
}

type ItemProps = Pick<FormItemProps, 'valuePropName' | 'getValueProps' | 'normalize'>;

/** Storage is configured later; until a page passes an uploader, uploads fail visibly. */
const missingUploader: Uploader = () => Promise.reject(new Error(''));

/** The control of a field type and how the form item maps its value. */
export function controlFor({ field, entry, entryPath, settings, disabled, phoneLocked, onChangePhone, t }: ControlArgs): {
  control: ReactNode;
  item: ItemProps;
} {
  const required = isRequired(field);
  const clearable = field.clearable ?? true;
  const choose = field.placeholder ?? t('widgets.form.choose', { label: field.label });
  const fill = field.placeholder ?? t('widgets.form.fill', { label: field.label });
  const upload = {
    uploader: settings.uploader ?? missingUploader,
    beforeUpload: settings.beforeUpload,
    checkSuccess: settings.checkSuccess,
  };
  switch (field.component) {
    case 'input':
      if (field.idCard) {
        const cardType = entry[field.cardTypeKey ?? 'cardType'] as number | string | undefined;
        return {
          item: {},
          control: (
            <IdCardInput
              cardType={cardType}
              canReveal={settings.canReveal}
              disabled={disabled}
              placeholder={fill}
              maxLength={field.maxLength}
              allowClear={clearable}
            />
          ),
        };
      }
      if ((field.rows ?? 1) > 1) {
        return {
          item: {},
          control: (
            <Input.TextArea
              rows={field.rows}
              disabled={disabled}
              placeholder={fill}
              maxLength={field.maxLength}
              showCount={!!field.maxLength}
            />
          ),
        };
      }
      return { item: {}, control: <Input disabled={disabled} placeholder={fill} maxLength={field.maxLength} allowClear={clearable} /> };
    case 'number':
      return {
        item: {},
        control: (
          <NumberInput
            decimalPlaces={field.decimalPlaces}
            format={field.format}
            maxLength={field.maxLength}
            disabled={disabled}
            placeholder={fill}
          />
        ),
      };
    case 'phone':
      return {
        item: {},
        control: (
          <PhoneInput locked={phoneLocked} onChangePhone={onChangePhone} disabled={disabled} placeholder={fill} allowClear={clearable} />
        ),
      };
    case 'select':
    case 'multiSelect':
      return {
        item: {},
        control: (
          <Select
            mode={field.component === 'multiSelect' ? 'multiple' : undefined}
            options={field.options as { label: ReactNode; value: string | number }[]}
            allowClear={clearable && !required}
            disabled={disabled}
            placeholder={choose}
            optionFilterProp="label"
          />
        ),
      };
    case 'radio':
      return {
        item: {},
        control: <Radio.Group disabled={disabled} options={field.options as { label: ReactNode; value: string | number }[]} />,
      };
    case 'image':
      return { item: {}, control: <ImageUpload {...upload} disabled={disabled} /> };
    case 'images':
      return { item: {}, control: <MultiImageUpload {...upload} maxCount={field.maxCount} disabled={disabled} /> };
    case 'region':
      return {
        item: {},
        control: (
          <RegionCascader
            load={settings.loadRegions}
            disabled={disabled}
            allowClear={clearable && !required}
            placeholder={field.placeholder}
          />
        ),
      };
    case 'date':
      if (field.endKey) {
        return {
          item: {},
          control: <DateRangeControl endPath={[...entryPath, field.endKey]} disabled={disabled} allowClear={clearable} />,
        };
      }
      return {
        item: { getValueProps: (v: unknown) => ({ value: toDay(v) }), normalize: fromDay },
        control: (
          <DatePicker format={DATE_FORMAT} disabled={disabled} allowClear={clearable} placeholder={choose} style={{ width: '100%' }} />
        ),
      };
    case 'switch': {
      const [off, on] = field.switchValues ?? [false, true];
      return {
        item: {
          valuePropName: 'checked',
          getValueProps: (v: unknown) => ({ checked: v === on }),
          normalize: (checked: boolean) => (checked ? on : off),
        },
        control: <Switch disabled={disabled} />,
      };
    }
    default:
      return { item: {}, control: null };
  }
}
