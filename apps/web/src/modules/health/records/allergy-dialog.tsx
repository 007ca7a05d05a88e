import { ALLERGY_SOURCES } from '@kg/shared/modules/health/records/records-shapes';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, schemaRules } from '../../../kit/index.ts';
import { RecordDialog } from './record-dialog.tsx';
import { blankToNull } from './record-values.ts';
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
  const en = i18n.language.startsWith('en');
  // each item's rules come from the save call's input, under the list the dialog names 'allergies'
  const r = useMemo(() => schemaRules(ALLERGY.addOrUpdateStuAllergy.input, t), [t]);
  const label = (k: 'allergen' | 'severity' | 'source' | 'reaction' | 'note') => t(`healthChecks.fields.${k}`);
  const rules = (row: number, key: string, k: Parameters<typeof label>[0]) => r.rules(['allergies', row, key], label(k), { picked: true });
  const kinds = [...new Set(allergens.map((a) => a.kind))];
  const allergenOptions = kinds.map((k) => ({
    label: t(`healthChecks.kinds.${k}`),
    options: allergens.filter((a) => a.kind === k).map((a) => ({ value: a.id, label: en ? (a.nameEn ?? a.name) : a.name })),
  }));
  const send = (items: Item[]) =>
    call(ALLERGY.addOrUpdateStuAllergy, {
      studentId: child.studentId,
      allergies: items.map((x) => ({
        allergenId: Number(x.allergenId),
        severity: Number(x.severity),
        source: x.source as (typeof ALLERGY_SOURCES)[number],
        reaction: blankToNull(x.reaction),
        note: blankToNull(x.note),
      })),
    });

  return (
    <RecordDialog<Item>
      title={t('healthChecks.editAllergyTitle', { name: child.name })}
      name="allergies"
      testId="allergy-items"
      initial={child.allergies.map((a) => ({ ...a, reaction: a.reaction ?? '', note: a.note ?? '' }))}
      newItem={{ severity: 1, source: 'guardian' }}
      sameKey="allergenId"
      send={send}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(field) => (
        <>
          <Form.Item name={[field.name, 'allergenId']} label={label('allergen')} rules={rules(field.name, 'allergenId', 'allergen')}>
            <Select options={allergenOptions} showSearch optionFilterProp="label" data-testid="allergen" />
          </Form.Item>
          <Form.Item name={[field.name, 'severity']} label={label('severity')} rules={rules(field.name, 'severity', 'severity')}>
            <Select options={[1, 2, 3].map((s) => ({ value: s, label: t(`healthChecks.severities.${s}`) }))} />
          </Form.Item>
          <Form.Item name={[field.name, 'source']} label={label('source')} rules={rules(field.name, 'source', 'source')}>
            <Select options={ALLERGY_SOURCES.map((s) => ({ value: s, label: t(`healthChecks.sources.${s}`) }))} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'reaction']}
            label={label('reaction')}
            rules={r.rules(['allergies', field.name, 'reaction'], label('reaction'))}
          >
            <Input maxLength={r.maxLength(['allergies', 'reaction'])} />
          </Form.Item>
          <Form.Item name={[field.name, 'note']} label={label('note')} rules={r.rules(['allergies', field.name, 'note'], label('note'))}>
            <Input maxLength={r.maxLength(['allergies', 'note'])} />
          </Form.Item>
        </>
      )}
    </RecordDialog>
  );
}
