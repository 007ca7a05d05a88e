import { PlusOutlined } from '@ant-design/icons';
import { GUARDIAN_MIN, studentAddInput } from '@kg/shared/modules/garden/children';
import { Button, Form, message } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { factsOf } from '../../kit/form/schema-facts.ts';
import type { Entry, FieldSettings, FormField } from '../schema-form/types.ts';
import { GuardianRow } from './guardian-row.tsx';

/**
 * Every child keeps at least one guardian (domain §5, §9: the server's own check, GUARDIAN_MIN,
 * with the catalogue's message) and no more than the child input's list takes.
 */
const MAX_GUARDIANS = factsOf(studentAddInput, ['guardians'])?.max ?? Number.POSITIVE_INFINITY;

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
  const listRules = useMemo(
    () => [
      {
        validator: async (_: unknown, list: unknown[] | undefined) => {
          if ((list?.length ?? 0) < GUARDIAN_MIN) throw new Error(t('widgets.guardian.minimum'));
        },
      },
    ],
    [t],
  );
  return (
    <>
      {contextHolder}
      <Form.List name={name} initialValue={initialValue} rules={listRules}>
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
                  if (rows.length <= GUARDIAN_MIN) {
                    void api.warning(t('widgets.guardian.minimum'), 3);
                    return;
                  }
                  remove(row.name);
                }}
              />
            ))}
            <Form.ErrorList errors={errors} />
            {!settings.disabled && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add(blankGuardian(fields))}
                block
                data-testid="guardian-add"
                disabled={rows.length >= MAX_GUARDIANS}
                title={rows.length >= MAX_GUARDIANS ? t('widgets.guardian.maximum', { n: MAX_GUARDIANS }) : undefined}
              >
                {t('widgets.guardian.add')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </>
  );
}
