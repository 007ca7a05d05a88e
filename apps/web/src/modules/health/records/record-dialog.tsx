import { Form, type FormListFieldData, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldError, validated } from '../../../kit/index.ts';
import { RecordListFields } from './record-list-fields.tsx';
import { firstRepeat } from './record-values.ts';

export interface RecordDialogProps<Item extends object> {
  title: string;
  /** The list's field (as the save sends it) and its test id. */
  name: string;
  testId: string;
  initial: Item[];
  newItem: Partial<Item>;
  /** The field two items may not share (the same allergen, the same condition): marked before sending. */
  sameKey: keyof Item & string;
  /** Sends the whole list; a refusal naming an item's field is shown on that field. */
  send: (items: Item[]) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  /** One item's fields. */
  children: (field: FormListFieldData) => ReactNode;
}

/** A child's records of one kind (allergies, medical history) as one list: what is removed here is removed on save. */
export function RecordDialog<Item extends object>(p: RecordDialogProps<Item>) {
  const { t } = useTranslation();
  // the list's field is named at run time, so the store is untyped and read back as the items
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  async function save() {
    const values = await validated<Record<string, Item[]>>(form);
    if (!values) return; // each wrong field shows why
    const items: Item[] = values[p.name] ?? [];
    const repeat = firstRepeat(items, (x) => x[p.sameKey]);
    if (repeat >= 0) {
      form.setFields([{ name: [p.name, repeat, p.sameKey], errors: [t('healthChecks.repeated')] }]);
      return;
    }
    setSaving(true);
    try {
      await p.send(items);
      p.onSaved();
    } catch (err) {
      showServerFieldError(form, err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={p.title}
      onCancel={p.onClose}
      onOk={save}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      width={720}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ [p.name]: p.initial }}>
        <RecordListFields name={p.name} testId={p.testId} newItem={p.newItem}>
          {p.children}
        </RecordListFields>
      </Form>
    </Modal>
  );
}
