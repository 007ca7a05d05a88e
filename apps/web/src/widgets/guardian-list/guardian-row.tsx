import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Form, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldItem, isInvisible } from '../schema-form/field-item.tsx';
import type { Entry, FieldSettings, FormField } from '../schema-form/types.ts';

interface Props {
  listName: string;
  index: number;
  title: string;
  fields: FormField[];
  columns: number;
  settings: FieldSettings;
  onRemove: () => void;
}

/** One entry of a list: its fields on a grid, validators and visibility reading this entry. */
export function GuardianRow({ listName, index, title, fields, columns, settings, onRemove }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const entryPath = [listName, index];
  const entry = (Form.useWatch(entryPath, { form, preserve: true }) ?? form.getFieldValue(entryPath) ?? {}) as Entry;
  const narrow = Grid.useBreakpoint().lg === false;
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      data-testid="guardian-row"
      extra={
        !settings.disabled && (
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('widgets.guardian.remove')} onClick={onRemove} />
        )
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${narrow ? 1 : columns}, minmax(0, 1fr))`, columnGap: 24 }}>
        {fields
          .filter((f) => !isInvisible(f, entry))
          .map((field) => (
            <div key={field.key} data-field={field.key}>
              <FieldItem field={field} prefix={[index]} entryPath={entryPath} entry={entry} settings={settings} />
            </div>
          ))}
      </div>
    </Card>
  );
}
