import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../../../widgets/index.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { IdMultiSelect, type OptionLoader } from './id-multi-select.tsx';
import { problemAt } from './problem-at.ts';
import {
  APPROVER_KINDS,
  blankStep,
  type DraftProblem,
  type FieldDraft,
  NAMED_KINDS,
  type StepDraft,
  WORKFLOW_LIMITS,
} from './process-draft.ts';
import '../workflow.css';
import { ItemOrderActions } from './item-order-actions.tsx';

/** Where the designer finds staff and roles to name as approvers or copies. */
export interface Pickers {
  staff: OptionLoader;
  roles: OptionLoader;
  /** Names of ids a saved process already holds, per kind (a staff id and a role id may be equal). */
  known?: { staff?: readonly FieldOption[]; roles?: readonly FieldOption[] };
}

export interface ChainEditorProps {
  value: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  /** The form's fields: a condition tests one of them. */
  fields: readonly FieldDraft[];
  pickers: Pickers;
  problems?: readonly DraftProblem[];
}

/** The approval chain: steps in order, each with who approves, how many must, when it applies and its time limit. */
export function ChainEditor({ value, onChange, fields, pickers, problems = [] }: ChainEditorProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<StepDraft>) => onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const at = (path: string) => problemAt(problems, path, t);
  // the condition's three inputs share one message line
  const conditionProblem = (i: number) => {
    const p = problems.find((x) => x.path.startsWith(`steps.${i}.condition.`));
    return p ? at(p.path) : {};
  };
  return (
    <div data-testid="chain">
      {value.map((s, i) => (
        <Card
          key={s.uid}
          size="small"
          className="wf-item"
          data-testid={`step-${i}`}
          title={t('workflow.designer.stepNo', { n: i + 1 })}
          extra={<ItemOrderActions list={value} i={i} onChange={onChange} testPrefix="step" />}
        >
          <div className="wf-grid">
            <Form.Item label={t('workflow.designer.stepName')} {...at(`steps.${i}.name`)} required>
              <Input
                value={s.name}
                maxLength={WORKFLOW_LIMITS.name}
                onChange={(e) => set(i, { name: e.target.value })}
                data-testid="step-name"
              />
            </Form.Item>
            <Form.Item
              label={t('workflow.designer.approverKind')}
              extra={<span data-testid="step-self-rule">{t('workflow.designer.selfRule')}</span>}
            >
              <Select
                value={s.approverKind}
                options={APPROVER_KINDS.map((k) => ({ value: k, label: t(`workflow.approverKinds.${k}`) }))}
                onChange={(approverKind) => set(i, { approverKind, approverIds: [] })}
                data-testid="step-kind"
              />
            </Form.Item>
          </div>
          {NAMED_KINDS.includes(s.approverKind) && (
            <Form.Item
              label={t(s.approverKind === 'staff' ? 'workflow.designer.staff' : 'workflow.designer.roles')}
              {...at(`steps.${i}.approverIds`)}
              required
            >
              <IdMultiSelect
                value={s.approverIds}
                onChange={(approverIds) => set(i, { approverIds })}
                load={s.approverKind === 'staff' ? pickers.staff : pickers.roles}
                queryKey={['options', 'workflow', s.approverKind]}
                known={s.approverKind === 'staff' ? pickers.known?.staff : pickers.known?.roles}
                placeholder={t('workflow.designer.searchPlaceholder')}
                testId="step-approvers"
              />
            </Form.Item>
          )}
          <div className="wf-grid">
            <Form.Item label={t('workflow.designer.mode')}>
              <Radio.Group value={s.mode} onChange={(e) => set(i, { mode: e.target.value })} data-testid="step-mode">
                <Radio value="any">{t('workflow.modes.any')}</Radio>
                <Radio value="all">{t('workflow.modes.all')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('workflow.designer.timeLimit')} {...at(`steps.${i}.timeLimitHours`)}>
              <InputNumber
                value={s.timeLimitHours}
                min={1}
                max={720}
                precision={0}
                suffix={t('workflow.designer.hours')}
                className="wf-wide"
                onChange={(h) => set(i, { timeLimitHours: h ?? null })}
                data-testid="step-time-limit"
              />
            </Form.Item>
          </div>
          <Form.Item label={t('workflow.designer.condition')} {...conditionProblem(i)}>
            <ConditionEditor value={s.condition} onChange={(condition) => set(i, { condition })} fields={fields} />
          </Form.Item>
        </Card>
      ))}
      <Form.Item {...at('steps')}>
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() => onChange([...value, blankStep(t('workflow.designer.stepNo', { n: value.length + 1 }))])}
          data-testid="step-add"
        >
          {t('workflow.designer.addStep')}
        </Button>
      </Form.Item>
    </div>
  );
}
