import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataItem } from './types.ts';

interface Props {
  /** The field's key inside the entry (relative to a list row when in one). */
  name: (string | number)[];
  items: DataItem[] | undefined;
  disabled?: boolean;
}

const required = (item: DataItem) => item.isRequired === true || Number(item.isRequired) === 1;

/**
 * One select per school-defined data item (domain §3); the choice is stored in the item's
 * contentId. Required items say 请选择 + the item's name. Each item takes its own grid cell.
 */
export function DataItemSelects({ name, items, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'contents' }}>
      {(items ?? []).map((item, i) => (
        <Form.Item
          key={String(item.templateId)}
          name={[...name, i, 'contentId']}
          label={item.templateName}
          rules={required(item) ? [{ required: true, message: t('widgets.form.choose', { label: item.templateName }) }] : []}
        >
          <Select
            allowClear={!required(item)}
            disabled={disabled}
            placeholder={t('widgets.form.choose', { label: item.templateName })}
            options={item.templateContents.map((c) => ({ value: c.id, label: c.content }))}
          />
        </Form.Item>
      ))}
    </div>
  );
}
