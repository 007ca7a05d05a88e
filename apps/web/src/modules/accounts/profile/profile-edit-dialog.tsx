import { CARD_TYPES, EDUCATION_LEVELS, NATIONS, type OptionItem } from '@kg/shared';
import { App, Form, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../widgets/schema-form/schema-form.tsx';
import type { FormField } from '../../../widgets/schema-form/types.ts';
import { type BasicProfile, updateBasic } from './account-api.ts';

export interface ProfileEditDialogProps {
  open: boolean;
  profile: BasicProfile;
  onClose: () => void;
  onSaved: (next: BasicProfile) => void;
}

/** The fields a member fills in about themselves; the server checks each (ID number, e-mail, region). */
export function ProfileEditDialog({ open, profile, onClose, onSaved }: ProfileEditDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const en = i18n.language === 'en';

  const fields = useMemo((): FormField[] => {
    const options = (list: OptionItem[]) => list.map((o) => ({ value: o.value, label: en ? o.labelEn : o.label }));
    const f = (key: string, component: FormField['component'], extra: Partial<FormField> = {}): FormField => ({
      key,
      component,
      label: t(`account.fields.${key}`),
      ...extra,
    });
    return [
      f('gender', 'radio', {
        options: [
          { value: 1, label: t('account.gender.male') },
          { value: 2, label: t('account.gender.female') },
        ],
      }),
      f('birthday', 'date'),
      // the nation is stored by its Chinese name
      f('nation', 'select', { options: NATIONS.map((n) => ({ value: n.label, label: en ? n.labelEn : n.label })) }),
      f('education', 'select', { options: options(EDUCATION_LEVELS) }),
      f('idCardType', 'select', { options: options(CARD_TYPES) }),
      f('idCardNo', 'input', { idCard: true, cardTypeKey: 'idCardType', maxLength: 30 }),
      f('nativePlace', 'region', { colspan: 2 }),
      f('address', 'input', { maxLength: 200, colspan: 2 }),
      f('email', 'input', {
        maxLength: 100,
        rules: [{ pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('account.profile.emailInvalid') }],
      }),
    ];
  }, [t, en]);

  const initialValues = useMemo(
    () => ({
      gender: profile.gender,
      birthday: profile.birthday,
      nation: profile.nation,
      education: profile.education,
      idCardType: profile.idCardType ?? 1,
      idCardNo: profile.idCardNo,
      nativePlace: profile.nativePlace,
      address: profile.address,
      email: profile.email,
    }),
    [profile],
  );

  async function save() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      // empty inputs clear the field: send null rather than leaving the old value
      const patch = Object.fromEntries(
        Object.keys(initialValues).map((k) => [k, values[k] === undefined || values[k] === '' ? null : values[k]]),
      );
      const next = await updateBasic(patch);
      void message.success(t('account.profile.saved'));
      onSaved(next);
      onClose();
    } catch {
      // the request layer showed the server's message, naming the field
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('account.profile.edit')}
      width={760}
      onCancel={onClose}
      onOk={save}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <SchemaForm form={form} fields={fields} initialValues={initialValues} canReveal />
    </Modal>
  );
}
