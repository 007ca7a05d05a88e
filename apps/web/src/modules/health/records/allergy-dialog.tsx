import { ALLERGY_SOURCES, RECORD_LIMITS } from '@kg/shared/modules/health/records/records-shapes';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, showServerFieldError } from '../../../kit/index.ts';
import { RecordListFields } from './record-list-fields.tsx';
import { blankToNull, firstRepeat } from './record-values.ts';
import { ALLERGY, type Allergen } from './records-api.ts';

export interface AllergyDialogProps {
  child: {
    studentId: number;
    name: string;
    allergies: { allergenId: number; severity: number; source: string; reaction: string | null; note: string | null }[];
  };
  allergens: Allergen[];
  onClose: () => void;
  onSaved: () => void;
}

interface Item {
  allergenId?: number;
  severity?: number;
  source?: string;
  reaction?: string;
  note?: string;
}

/** A child's allergies as one list: what is removed here is removed on save. */
export function AllergyDialog({ child, allergens, onClose, onSaved }: AllergyDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ allergies: Item[] }>();
  const [saving, setSaving] = useState(false);
  const en = i18n.language.startsWith('en');
  const kinds = [...new Set(allergens.map((a) => a.kind))];
  const allergenOptions = kinds.map((k) => ({
    label: t(`healthChecks.kinds.${k}`),
    options: allergens.filter((a) => a.kind === k).map((a) => ({ value: a.id, label: en ? (a.nameEn ?? a.name) : a.name })),
  }));

  async function save() {
    const v = await form.validateFields();
    const repeat = firstRepeat(v.allergies ?? [], (x) => x.allergenId);
    if (repeat >= 0) {
      form.setFields([{ name: ['allergies', repeat, 'allergenId'], errors: [t('healthChecks.repeated')] }]);
      return;
    }
    setSaving(true);
    try {
      const allergies = (v.allergies ?? []).map((x) => ({
        allergenId: Number(x.allergenId),
        severity: Number(x.severity),
        source: x.source as (typeof ALLERGY_SOURCES)[number],
        reaction: blankToNull(x.reaction),
        note: blankToNull(x.note),
      }));
      await call(ALLERGY.addOrUpdateStuAllergy, { studentId: child.studentId, allergies });
      onSaved();
    } catch (err) {
      showServerFieldError(form, err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('healthChecks.editAllergyTitle', { name: child.name })}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ allergies: child.allergies.map((a) => ({ ...a, reaction: a.reaction ?? '', note: a.note ?? '' })) }}
      >
        <RecordListFields name="allergies" testId="allergy-items" newItem={{ severity: 1, source: 'guardian' }}>
          {(field) => (
            <>
              <Form.Item name={[field.name, 'allergenId']} label={t('healthChecks.fields.allergen')} rules={[{ required: true }]}>
                <Select options={allergenOptions} showSearch optionFilterProp="label" data-testid="allergen" />
              </Form.Item>
              <Form.Item name={[field.name, 'severity']} label={t('healthChecks.fields.severity')} rules={[{ required: true }]}>
                <Select options={[1, 2, 3].map((s) => ({ value: s, label: t(`healthChecks.severities.${s}`) }))} />
              </Form.Item>
              <Form.Item name={[field.name, 'source']} label={t('healthChecks.fields.source')} rules={[{ required: true }]}>
                <Select options={ALLERGY_SOURCES.map((s) => ({ value: s, label: t(`healthChecks.sources.${s}`) }))} />
              </Form.Item>
              <Form.Item name={[field.name, 'reaction']} label={t('healthChecks.fields.reaction')}>
                <Input maxLength={RECORD_LIMITS.reaction} />
              </Form.Item>
              <Form.Item name={[field.name, 'note']} label={t('healthChecks.fields.note')}>
                <Input maxLength={RECORD_LIMITS.note} />
              </Form.Item>
            </>
          )}
        </RecordListFields>
      </Form>
    </Modal>
  );
}
