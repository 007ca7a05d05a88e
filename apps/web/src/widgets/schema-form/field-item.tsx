import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataItemSelects } from './data-item-selects.tsx';
import { controlFor } from './field-control.tsx';
import { buildRules } from './field-rules.ts';
import type { DataItem, Entry, FieldSettings, FormField } from './types.ts';

export interface FieldItemProps {
  field: FormField;
  /** Name prefix of the form item: [] at the top, [index] inside a Form.List row. */
  prefix: (string | number)[];
  /** Absolute path of the entry: [] for the whole form, ['guardians', 0] for a row. */
  entryPath: (string | number)[];
  entry: Entry;
  settings: FieldSettings;
}

export const isInvisible = (field: FormField, entry: Entry) =>
  typeof field.invisible === 'function' ? field.invisible(entry) : Boolean(field.invisible);

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

/** One field of a schema form or list row: label, rules and the control of its type. */
export function FieldItem({ field, prefix, entryPath, entry, settings }: FieldItemProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const disabled = Boolean(settings.disabled) || (typeof field.disabled === 'function' ? field.disabled(entry) : Boolean(field.disabled));
  const path = [...entryPath, field.key];

  if (field.component === 'dataItems') {
    return <DataItemSelects name={[...prefix, field.key]} items={entry[field.key] as DataItem[] | undefined} disabled={disabled} />;
  }

  const getEntry = () => ((entryPath.length ? form.getFieldValue(entryPath) : form.getFieldsValue(true)) ?? {}) as Entry;
  const phone = entry[field.key];
  // a saved record's phone is changed only through the dialog (overview §5); what the user
  // typed in this form stays editable
  const phoneLocked =
    field.component === 'phone' && hasValue(entry[settings.idKey ?? 'id']) && hasValue(phone) && !form.isFieldTouched(path);
  // a number set by the dialog is the saved one again: left untouched, so still read-only
  const onChangePhone = settings.onChangePhone
    ? () =>
        settings.onChangePhone!({
          entry: getEntry(),
          phone: String(phone ?? ''),
          setPhone: (p) => form.setFields([{ name: path, value: p, touched: false, errors: [] }]),
        })
    : undefined;

  const { control, item } = controlFor({ field, entry, entryPath, settings, disabled, phoneLocked, onChangePhone, t });
  const zero = settings.zeroAsEmpty;
  const getValueProps: FormItemProps['getValueProps'] = zero
    ? (v) => (item.getValueProps ?? ((x: unknown) => ({ [item.valuePropName ?? 'value']: x })))(v === 0 ? undefined : v)
    : item.getValueProps;

  return (
    <>
      <Form.Item
        name={[...prefix, field.key]}
        label={field.label}
        rules={buildRules(field, t, getEntry, phoneLocked)}
        extra={field.extra}
        valuePropName={item.valuePropName}
        getValueProps={getValueProps}
        normalize={item.normalize}
        style={{ marginBottom: 16 }}
      >
        {control}
      </Form.Item>
      {field.endKey && field.component === 'date' && (
        <Form.Item name={[...prefix, field.endKey]} hidden noStyle>
          <input type="hidden" />
        </Form.Item>
      )}
    </>
  );
}
