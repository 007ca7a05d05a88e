import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import { GRADE_NAME_MAX } from '@kg/shared/modules/garden/grades';
import { SchemaForm, type FormField } from '../../../widgets/index.ts';
import { showServerFieldError } from '../common/server-field-error.ts';
import { levelOptions, saveGrade, type GradeRow } from './grade-api.ts';

export interface GradeDialogProps {
  /** The grade being edited; null adds one. */
  grade: GradeRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a grade: name, level (one grade per level) and order. */
export function GradeDialog({ grade, onClose, onSaved }: GradeDialogProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const [form] = SchemaForm.useForm();
  const [busy, setBusy] = useState(false);

  const fields = useMemo((): FormField[] => [
    { key: 'name', component: 'input', label: t('grade.fields.name'), maxLength: GRADE_NAME_MAX, rules: [{ required: true }] },
    { key: 'level', component: 'select', label: t('grade.fields.level'), options: levelOptions(en), rules: [{ required: true }], extra: t('grade.levelHelp') },
    { key: 'sort', component: 'number', label: t('grade.fields.sort'), decimalPlaces: 0, maxLength: 4, extra: t('grade.sortHelp') },
  ], [t, en]);

  // a sort of 0 is the default: shown empty (domain §3)
  const initialValues = useMemo(
    () => (grade ? { name: grade.name, level: grade.level, sort: grade.sort || undefined } : {}),
    [grade],
  );

  async function save() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await saveGrade({ name: String(v.name).trim(), level: v.level, sort: v.sort ?? 0 }, grade?.id);
      onSaved();
    } catch (e) {
      showServerFieldError(form, e, { known: ['name', 'level', 'sort'] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(grade ? 'grade.editTitle' : 'grade.addTitle')}
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
