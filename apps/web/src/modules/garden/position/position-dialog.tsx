import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import { POSITION_LIMITS } from '@kg/shared/modules/garden/positions';
import { SchemaForm, type Entry, type FormField } from '../../../widgets/index.ts';
import { showServerFieldError } from '../common/server-field-error.ts';
import { savePosition, type PositionRow } from './position-api.ts';

export interface PositionDialogProps {
  /** The position being edited; null adds one. */
  position: PositionRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a position: a name unique in the school, a description and the display order. */
export function PositionDialog({ position, onClose, onSaved }: PositionDialogProps) {
  const { t } = useTranslation();
  const [form] = SchemaForm.useForm();
  const [busy, setBusy] = useState(false);

  const fields = useMemo((): FormField[] => [
    { key: 'name', component: 'input', label: t('position.fields.name'), maxLength: POSITION_LIMITS.name, rules: [{ required: true }] },
    { key: 'sort', component: 'number', label: t('position.fields.sort'), decimalPlaces: 0, maxLength: 4, extra: t('position.sortHelp') },
    { key: 'description', component: 'input', label: t('position.fields.description'), rows: 3, maxLength: POSITION_LIMITS.description },
  ], [t]);

  // the default order 0 shows empty (domain §3)
  const initialValues = useMemo(
    () => (position ? { name: position.name, description: position.description ?? '', sort: position.sort || undefined } : {}),
    [position],
  );

  async function save() {
    let v: Entry;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setBusy(true);
    try {
      const description = typeof v.description === 'string' && v.description.trim() ? v.description.trim() : null;
      await savePosition({ name: String(v.name).trim(), description, sort: Number(v.sort ?? 0) }, position?.id);
      onSaved();
    } catch (e) {
      showServerFieldError(form, e, { known: ['name', 'description', 'sort'] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(position ? 'position.editTitle' : 'position.addTitle')}
      onCancel={onClose}
      onOk={save}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      width={520}
    >
      <SchemaForm form={form} fields={fields} initialValues={initialValues} columns={1} labelWidth={90} />
    </Modal>
  );
}
