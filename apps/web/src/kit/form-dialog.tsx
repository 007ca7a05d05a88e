import type { Endpoint } from '@kg/shared';
import { type ButtonProps, Modal } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Entry, type FormField, SchemaForm, type Uploader } from '../widgets/index.ts';
import { type SchemaRuleOptions, schemaRules } from './form/schema-rules.ts';
import { showServerFieldError } from './server-field-error.ts';

export interface FormDialogProps {
  title: ReactNode;
  fields: FormField[];
  initialValues: Entry;
  /** Sends the checked record; a refusal naming one of the fields is shown under it. */
  onSubmit: (values: Entry) => Promise<void>;
  onClose: () => void;
  open?: boolean;
  width?: number;
  columns?: number;
  labelWidth?: number;
  /** For image fields. */
  uploader?: Uploader;
  /** Lists and other parts inside the form. */
  children?: ReactNode;
  /** Server field names held by fields outside `fields` (in children or a field's extra): their refusals land on them too. */
  extraFields?: readonly string[];
  /** Prefixes the field ids (see SchemaForm): for a dialog opened beside another form with the same keys. */
  name?: string;
  /** The endpoint whose input the fields follow: required, lengths, ranges and patterns come from its schema. */
  rulesFrom?: Endpoint;
  ruleOptions?: SchemaRuleOptions;
}

/** The OK button as the browser tests find it. */
const OK_PROPS = { 'data-testid': 'save' } as ButtonProps;

/**
 * A record's add/edit dialog: the schema form, OK checks every field, then sends. The dialog
 * stays open on a refusal (the request layer's toast says why, the named field is marked).
 */
export function FormDialog({
  title,
  fields,
  initialValues,
  onSubmit,
  onClose,
  open = true,
  width = 520,
  columns = 1,
  labelWidth = 90,
  uploader,
  children,
  name,
  extraFields = [],
  rulesFrom,
  ruleOptions,
}: FormDialogProps) {
  const { t } = useTranslation();
  const ruled = useMemo(
    () => (rulesFrom ? schemaRules(rulesFrom.input, t, ruleOptions).withRules(fields) : fields),
    [rulesFrom, t, ruleOptions, fields],
  );
  const [form] = SchemaForm.useForm();
  const [busy, setBusy] = useState(false);

  async function save() {
    try {
      await form.validateFields();
    } catch {
      return; // each wrong field shows why
    }
    // the whole record: a date range keeps its end date outside the checked fields
    const values = form.getFieldsValue(true) as Entry;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      showServerFieldError(form, err, { known: [...fields.map((f) => f.key), ...extraFields] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={save}
      okText={t('kit.actions.save')}
      cancelText={t('common.cancel')}
      okButtonProps={OK_PROPS}
      confirmLoading={busy}
      destroyOnHidden
      width={width}
    >
      <SchemaForm
        form={form}
        name={name}
        fields={ruled}
        initialValues={initialValues}
        columns={columns}
        labelWidth={labelWidth}
        uploader={uploader}
      >
        {children}
      </SchemaForm>
    </Modal>
  );
}
