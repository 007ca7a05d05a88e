import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemAt } from './problem-at.ts';
import { blankField, CHOICE_TYPES, type DraftProblem, FIELD_TYPES, type FieldDraft, WORKFLOW_LIMITS } from './process-draft.ts';
import '../workflow.css';
import { ItemOrderActions } from './item-order-actions.tsx';

export interface FieldListEditorProps {
  value: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  /** Problems of the whole draft; those under `fields.` show at their input. */
  problems?: readonly DraftProblem[];
}

/** The request form's fields, in the order the requester fills them in: add, move, remove, set each. */
export function FieldListEditor({ value, onChange, problems = [] }: FieldListEditorProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<FieldDraft>) => onChange(value.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const at = (path: string) => problemAt(problems, path, t);
  return (
    <div data-testid="field-list">
      {value.map((f, i) => (
        <Card
          key={f.uid}
          size="small"
          className="wf-item"
          data-testid={`field-${i}`}
          title={t('workflow.designer.fieldNo', { n: i + 1 })}
          extra={<ItemOrderActions list={value} i={i} onChange={onChange} testPrefix="field" />}
        >
          <div className="wf-grid">
            <Form.Item label={t('workflow.designer.label')} {...at(`fields.${i}.label`)} required>
              <Input
                value={f.label}
                maxLength={WORKFLOW_LIMITS.label}
                onChange={(e) => set(i, { label: e.target.value })}
                data-testid="field-label"
              />
            </Form.Item>
            <Form.Item label={t('workflow.designer.key')} {...at(`fields.${i}.key`)} required>
              <Input value={f.key} maxLength={30} onChange={(e) => set(i, { key: e.target.value.trim() })} data-testid="field-key" />
            </Form.Item>
            <Form.Item label={t('workflow.designer.type')}>
              <Select
                value={f.type}
                onChange={(type) => set(i, { type, options: CHOICE_TYPES.includes(type) ? (f.options ?? []) : undefined })}
                options={FIELD_TYPES.map((v) => ({ value: v, label: t(`workflow.fieldTypes.${v}`) }))}
                data-testid="field-type"
              />
            </Form.Item>
            <Form.Item label={t('workflow.designer.required')}>
              <Switch checked={f.required} onChange={(required) => set(i, { required })} data-testid="field-required" />
            </Form.Item>
          </div>
          {CHOICE_TYPES.includes(f.type) && (
            <Form.Item
              label={t('workflow.designer.options')}
              {...at(`fields.${i}.options`)}
              extra={t('workflow.designer.optionsHelp')}
              required
            >
              <Select
                mode="tags"
                value={f.options ?? []}
                open={false}
                tokenSeparators={[',', '，']}
                onChange={(options: string[]) => set(i, { options })}
                data-testid="field-options"
              />
            </Form.Item>
          )}
          {f.type === 'number' && (
            <div className="wf-grid">
              <Form.Item label={t('workflow.designer.min')}>
                <InputNumber
                  value={f.min}
                  onChange={(min) => set(i, { min: min ?? undefined })}
                  className="wf-wide"
                  data-testid="field-min"
                />
              </Form.Item>
              <Form.Item label={t('workflow.designer.max')} {...at(`fields.${i}.max`)}>
                <InputNumber
                  value={f.max}
                  onChange={(max) => set(i, { max: max ?? undefined })}
                  className="wf-wide"
                  data-testid="field-max"
                />
              </Form.Item>
            </div>
          )}
        </Card>
      ))}
      <Form.Item {...at('fields')}>
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange([...value, blankField(value)])} data-testid="field-add">
          {t('workflow.designer.addField')}
        </Button>
      </Form.Item>
    </div>
  );
}
