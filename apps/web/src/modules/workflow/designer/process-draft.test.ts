import { describe, expect, it } from 'vitest';
import { blankField, blankStep, draftProblems, moveItem, type ProcessDraft, savedParts } from './process-draft.ts';

const days = { uid: 901, key: 'days', label: '天数', type: 'number', required: true } as const;
const reason = { uid: 902, key: 'reason', label: '类型', type: 'select', required: true, options: ['病假', '事假'] } as const;
const valid = (): ProcessDraft => ({
  fields: [{ ...days }, { ...reason, options: [...reason.options] }],
  steps: [blankStep('园长审批'), { ...blankStep('督导'), condition: { field: 'days', op: '>', value: '3' } }],
  cc: { staffIds: [], roleIds: [] },
});
const paths = (d: ProcessDraft) => draftProblems(d).map((p) => `${p.path} ${p.message.split('.').pop()}`);

describe('process draft rules', () => {
  it('accepts a form with a chain whose condition tests a number field', () => {
    expect(draftProblems(valid())).toEqual([]);
  });

  it('refuses an empty form and an empty chain', () => {
    expect(paths({ fields: [], steps: [], cc: { staffIds: [], roleIds: [] } })).toEqual(['fields noFields', 'steps noSteps']);
  });

  it('names repeated and malformed keys, missing labels, choices without options and min above max', () => {
    const d = valid();
    d.fields.push({ ...days, label: ' ' }, { uid: 903, key: '1x', label: 'x', type: 'radio', required: false, options: [] });
    d.fields[0] = { ...days, min: 5, max: 2 };
    expect(paths(d)).toEqual([
      'fields.0.max minAboveMax',
      'fields.2.key duplicateKey',
      'fields.2.label noLabel',
      'fields.3.key badKey',
      'fields.3.options noOptions',
    ]);
  });

  it('asks named staff or role steps for approvers, but not the director', () => {
    const d = valid();
    d.steps = [{ ...blankStep('a'), approverKind: 'staff' }, { ...blankStep('b'), approverKind: 'role' }, blankStep('c')];
    expect(paths(d)).toEqual(['steps.0.approverIds noApprovers', 'steps.1.approverIds noApprovers']);
  });

  it('refuses a condition on a missing or untestable field, a non-number value and order on a choice', () => {
    const d = valid();
    d.fields.push({ uid: 904, key: 'note', label: '备注', type: 'input', required: false });
    d.steps = [
      { ...blankStep('a'), condition: { field: 'gone', op: '>', value: '1' } },
      { ...blankStep('b'), condition: { field: 'note', op: '=', value: 'x' } },
      { ...blankStep('c'), condition: { field: 'days', op: '>', value: 'three' } },
      { ...blankStep('d'), condition: { field: 'reason', op: '>', value: '病假' } },
      { ...blankStep('e'), condition: { field: 'reason', op: '=', value: '年假' } },
      { ...blankStep(''), timeLimitHours: 0 },
    ];
    expect(paths(d)).toEqual([
      'steps.0.condition.field conditionField',
      'steps.1.condition.field conditionField',
      'steps.2.condition.value conditionNumber',
      'steps.3.condition.op choiceOperator',
      'steps.4.condition.value conditionValue',
      'steps.5.name noStepName',
      'steps.5.timeLimitHours timeLimit',
    ]);
  });

  it('saves a number condition as a number, a choice as its text, and drops ids of kinds that name nobody', () => {
    const d = valid();
    d.steps[0] = { ...d.steps[0], approverIds: [4] };
    d.steps.push({ ...blankStep('类型'), condition: { field: 'reason', op: '=', value: ' 病假 ' } });
    const { chain } = savedParts(d);
    expect(chain.map((s) => [s.approverIds, s.condition?.value])).toEqual([
      [[], undefined],
      [[], 3],
      [[], '病假'],
    ]);
  });

  it("keeps a leave's counted days while they are a number of a date range still in the form", () => {
    const d = valid();
    d.fields.push({ uid: 904, key: 'dates', label: '日期', type: 'date-range', required: true });
    d.fields[0] = { ...days, daysOf: 'dates' };
    expect(savedParts(d).form[0].daysOf).toBe('dates');
    d.fields.pop();
    expect(savedParts(d).form[0]).not.toHaveProperty('daysOf');
  });

  it('gives a new field an unused key and moves items within bounds', () => {
    expect(blankField([{ ...days, key: 'field2' }]).key).toBe('field3');
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
