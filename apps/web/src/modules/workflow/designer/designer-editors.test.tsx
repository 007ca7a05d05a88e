import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { ChainEditor, type Pickers } from './chain-editor.tsx';
import { FieldListEditor } from './field-list-editor.tsx';
import { blankStep, draftProblems, type FieldDraft, type StepDraft } from './process-draft.ts';

const latest: { fields: FieldDraft[]; steps: StepDraft[] } = { fields: [], steps: [] };

/** The two editors as the designer page holds them: one draft, problems shown once checked. */
function Harness({ fields: f0 = [], steps: s0 = [], pickers }: { fields?: FieldDraft[]; steps?: StepDraft[]; pickers: Pickers }) {
  const [fields, setFields] = useState(f0);
  const [steps, setSteps] = useState(s0);
  const [checked, setChecked] = useState(false);
  latest.fields = fields;
  latest.steps = steps;
  const problems = checked ? draftProblems({ fields, steps, cc: { staffIds: [], roleIds: [] } }) : [];
  return (
    <Form layout="vertical">
      <FieldListEditor value={fields} onChange={setFields} problems={problems} />
      <ChainEditor value={steps} onChange={setSteps} fields={fields} pickers={pickers} problems={problems} />
      <button type="button" onClick={() => setChecked(true)}>
        check
      </button>
    </Form>
  );
}

const pickers = (): Pickers => ({
  staff: vi.fn(async (search: string) =>
    [
      { value: 5, label: '李园长' },
      { value: 6, label: '张老师' },
    ].filter((o) => o.label.includes(search)),
  ),
  roles: vi.fn(async () => [{ value: 2, label: '保健医生' }]),
});
const days: FieldDraft = { uid: 901, key: 'days', label: '天数', type: 'number', required: true };

describe('process designer editors', () => {
  it('adds fields, sets a choice with options, moves and removes one', async () => {
    await renderPage(<Harness pickers={pickers()} />);
    await userEvent.click(screen.getByTestId('field-add'));
    await userEvent.click(screen.getByTestId('field-add'));
    await fill(within(screen.getByTestId('field-0')).getByTestId('field-label'), '请假类型');
    // the type select: open it and pick the drop-down type
    fireEvent.mouseDown(within(screen.getByTestId('field-0')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('下拉选择'));
    const options = within(screen.getByTestId('field-options')).getByRole('combobox');
    await userEvent.type(options, '病假{enter}事假{enter}');
    expect(latest.fields[0]).toMatchObject({ key: 'field1', label: '请假类型', type: 'select', options: ['病假', '事假'] });
    await userEvent.click(within(screen.getByTestId('field-1')).getByTestId('field-up'));
    expect(latest.fields.map((f) => f.key)).toEqual(['field2', 'field1']);
    await userEvent.click(within(screen.getByTestId('field-0')).getByTestId('field-remove'));
    expect(latest.fields.map((f) => f.key)).toEqual(['field1']);
  });

  it('shows the problems at their inputs once checked: a blank label and a staff step with nobody', async () => {
    await renderPage(
      <Harness fields={[{ ...days, label: '' }]} steps={[{ ...blankStep('主管'), approverKind: 'staff' }]} pickers={pickers()} />,
    );
    await userEvent.click(screen.getByText('check'));
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(screen.getByText('请至少选择一位审批人')).toBeTruthy();
  });

  it('says on each approver step that nobody approves their own request, and where such a step goes', async () => {
    await renderPage(<Harness pickers={pickers()} steps={[blankStep('园长'), blankStep('督导')]} />);
    const rules = screen.getAllByTestId('step-self-rule');
    expect(rules).toHaveLength(2);
    expect(rules[0].textContent).toContain('申请人不会审批自己的申请');
    expect(rules[0].textContent).toContain('园长');
  });

  it('names staff approvers found by search', async () => {
    const p = pickers();
    await renderPage(<Harness fields={[days]} steps={[blankStep('审批')]} pickers={p} />);
    fireEvent.mouseDown(within(screen.getByTestId('step-0')).getAllByRole('combobox')[0]);
    await userEvent.click(await screen.findByTitle('指定成员'));
    const approvers = within(screen.getByTestId('step-approvers')).getByRole('combobox');
    fireEvent.mouseDown(approvers);
    await userEvent.click(await screen.findByTitle('张老师'));
    expect(latest.steps[0]).toMatchObject({ approverKind: 'staff', approverIds: [6] });
    expect(p.staff).toHaveBeenCalledWith('');
  });

  it('offers a condition only on testable fields and records it as typed', async () => {
    const note: FieldDraft = { uid: 902, key: 'note', label: '备注', type: 'input', required: false };
    await renderPage(<Harness fields={[note, days]} steps={[blankStep('园长')]} pickers={pickers()} />);
    await userEvent.click(screen.getByTestId('step-condition-switch'));
    await waitFor(() => expect(latest.steps[0].condition).toEqual({ field: 'days', op: '>', value: '' }));
    fireEvent.mouseDown(within(screen.getByTestId('condition-field')).getByRole('combobox'));
    // the text field is not offered: only the number field is in the list
    expect(screen.queryByTitle('备注')).toBeNull();
    await fill(screen.getByTestId('condition-value'), '3');
    expect(latest.steps[0].condition).toEqual({ field: 'days', op: '>', value: '3' });
  });
});
