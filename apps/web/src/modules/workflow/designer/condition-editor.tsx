import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHOICE_TYPES, CONDITION_OPS, CONDITION_TYPES, type ConditionDraft, type FieldDraft } from './process-draft.ts';

export interface ConditionEditorProps {
  value: ConditionDraft | null;
  onChange: (condition: ConditionDraft | null) => void;
  fields: readonly FieldDraft[];
}

/**
 * When the step applies: off for always, or a form field compared to a value. A choice field
 * offers only equal / not equal and its own options; a date range compares its length in days.
 */
export function ConditionEditor({ value, onChange, fields }: ConditionEditorProps) {
  const { t } = useTranslation();
  const testable = fields.filter((f) => CONDITION_TYPES.includes(f.type) && f.key);
  const field = value ? fields.find((f) => f.key === value.field) : undefined;
  const choice = field ? CHOICE_TYPES.includes(field.type) : false;
  const ops = choice ? CONDITION_OPS.filter((o) => o === '=' || o === '!=') : CONDITION_OPS;
  const on = (checked: boolean) => onChange(checked ? { field: testable[0]?.key ?? '', op: '>', value: '' } : null);
  return (
    <div>
      <Switch
        checked={value !== null}
        onChange={on}
        checkedChildren={t('workflow.designer.conditional')}
        unCheckedChildren={t('workflow.designer.always')}
        data-testid="step-condition-switch"
      />
      {value && (
        <div className="wf-condition" style={{ marginTop: 8 }}>
          <Select
            value={value.field || undefined}
            placeholder={t('workflow.designer.conditionField')}
            options={testable.map((f) => ({ value: f.key, label: f.label || f.key }))}
            onChange={(key: string) => {
              const next = fields.find((f) => f.key === key);
              const isChoice = next ? CHOICE_TYPES.includes(next.type) : false;
              onChange({ field: key, op: isChoice ? '=' : value.op, value: '' });
            }}
            notFoundContent={t('workflow.designer.noConditionFields')}
            data-testid="condition-field"
          />
          <Select
            value={value.op}
            options={ops.map((o) => ({ value: o, label: t(`workflow.ops.${opName(o)}`) }))}
            onChange={(op) => onChange({ ...value, op })}
            data-testid="condition-op"
          />
          {choice ? (
            <Select
              value={value.value || undefined}
              options={(field?.options ?? []).map((o) => ({ value: o, label: o }))}
              onChange={(v: string) => onChange({ ...value, value: v })}
              data-testid="condition-value"
            />
          ) : (
            <Input
              value={value.value}
              inputMode="decimal"
              suffix={field?.type === 'date-range' ? t('workflow.designer.days') : undefined}
              onChange={(e) => onChange({ ...value, value: e.target.value })}
              data-testid="condition-value"
            />
          )}
        </div>
      )}
    </div>
  );
}

const OP_NAMES = { '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte', '=': 'eq', '!=': 'ne' } as const;
/** Translation key of an operator (keys cannot hold '>'). */
export const opName = (o: keyof typeof OP_NAMES) => OP_NAMES[o];
