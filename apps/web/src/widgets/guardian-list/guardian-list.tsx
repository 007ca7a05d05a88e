import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Entry, FieldSettings, FormField } from '../schema-form/types.ts';
import { GuardianRow } from './guardian-row.tsx';

/** Every child keeps at least one guardian (domain §5, §9). */
export const MIN_GUARDIANS = 1;

export interface GuardianListProps extends FieldSettings {
  /** The list's key in the surrounding form (default 'guardians'). */
  name?: string;
  /** The form-row fields of one guardian; id and accountId are carried along. */
  fields: FormField[];
  /** Grid columns of a row (default 3). */
  columns?: number;
}

/** A blank guardian: every row field empty, no id or account yet, not the direct guardian. */
export function blankGuardian(fields: FormField[]): Entry {
  const entry: Entry = { id: null, accountId: null, isDirectGuardian: false };
  for (const f of fields) if (!(f.key in entry)) entry[f.key] = undefined;
  return entry;
}

/**
 * The guardians of a child, as a list inside the surrounding antd form (SchemaForm children or
 * any Form): add appends a blank entry; removing the last one is refused with
 * 每个孩子最少需要保留一位家长！; a numeric 0 shows as empty.
 */
export function GuardianList({ name = 'guardians', fields, columns = 3, ...settings }: GuardianListProps) {
  const { t } = useTranslation();
  const [api, contextHolder] = message.useMessage();
  const form = Form.useFormInstance();
  // a new child starts with one blank guardian; a record's own list wins (antd warns on both)
  const initialValue = form.getFieldValue(name) === undefined ? [blankGuardian(fields)] : undefined;
  return (
    <>
      {contextHolder}
      <Form.List
        name={name}
        initialValue={initialValue}
        rules={[
          {
            validator: (_, list: unknown[] | undefined) =>
              (list?.length ?? 0) >= MIN_GUARDIANS ? Promise.resolve() : Promise.reject(new Error(t('widgets.guardian.minimum'))),
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <div data-testid="guardian-list">
            {rows.map((row, index) => (
              <GuardianRow
                key={row.key}
                listName={name}
                index={row.name}
                title={t('widgets.guardian.title', { n: index + 1 })}
                fields={fields}
                columns={columns}
                settings={{ ...settings, zeroAsEmpty: true }}
                onRemove={() => {
                  if (rows.length <= MIN_GUARDIANS) {
                    void api.warning(t('widgets.guardian.minimum'), 3);
                    return;
                  }
                  remove(row.name);
                }}
              />
            ))}
            <Form.ErrorList errors={errors} />
            {!settings.disabled && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(blankGuardian(fields))} block data-testid="guardian-add">
                {t('widgets.guardian.add')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </>
  );
}
