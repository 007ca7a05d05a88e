/**
 * The process being designed, as the designer edits it: the request form's fields, the approval
 * chain and who is copied. Checked here the way the server checks it, so a mistake is shown at
 * the field before anything is sent.
 */

import type { ApproverKind, ChainStep, ConditionOp, FieldType, FormField } from '@kg/shared/modules/workflow/workflow-schemas';

export { APPROVER_KINDS, CONDITION_OPS, FIELD_TYPES, WORKFLOW_LIMITS } from '@kg/shared/modules/workflow/workflow-schemas';
export type { ApproverKind, ConditionOp, FieldType };

/** Types whose value is picked from the field's options. */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'radio'];
/** Types a step's condition may test: a number, a date range (its length in days) or a choice. */
export const CONDITION_TYPES: readonly FieldType[] = ['number', 'date-range', 'select', 'radio'];
/** Kinds that name who approves; the others follow from the applicant. */
export const NAMED_KINDS: readonly ApproverKind[] = ['staff', 'role'];

/** A row's identity while it is edited and moved (field keys change as one types); never sent. */
let lastUid = 0;
export const nextUid = () => ++lastUid;

export type FieldDraft = Omit<FormField, 'placeholder'> & { uid: number };

/** As typed: the value is text until saved (a number for number and date-range fields). */
export interface ConditionDraft {
  field: string;
  op: ConditionOp;
  value: string;
}

export type StepDraft = Omit<ChainStep, 'condition'> & { condition: ConditionDraft | null; uid: number };

export interface ProcessDraft {
  fields: FieldDraft[];
  steps: StepDraft[];
  cc: { staffIds: number[]; roleIds: number[] };
}

export const KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,29}$/;

export const blankStep = (name = ''): StepDraft => ({
  uid: nextUid(),
  name,
  approverKind: 'director',
  approverIds: [],
  mode: 'any',
  condition: null,
  timeLimitHours: null,
});

/** A new field with a key not yet used in the form. */
export function blankField(existing: readonly FieldDraft[]): FieldDraft {
  const used = new Set(existing.map((f) => f.key));
  let n = existing.length + 1;
  while (used.has(`field${n}`)) n++;
  return { uid: nextUid(), key: `field${n}`, label: '', type: 'input', required: false };
}

/** The list with the item at `from` moved by `by` places (kept in range). */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, from + by));
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** A problem with the draft: where it is (for example `fields.1.key`) and a translation key. */
export interface DraftProblem {
  path: string;
  message: string;
}

function fieldProblems(fields: readonly FieldDraft[]): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (fields.length === 0) out.push({ path: 'fields', message: 'workflow.problems.noFields' });
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    const at = `fields.${i}`;
    if (!KEY_PATTERN.test(f.key)) out.push({ path: `${at}.key`, message: 'workflow.problems.badKey' });
    else if (seen.has(f.key)) out.push({ path: `${at}.key`, message: 'workflow.problems.duplicateKey' });
    seen.add(f.key);
    if (!f.label.trim()) out.push({ path: `${at}.label`, message: 'workflow.problems.noLabel' });
    const options = (f.options ?? []).map((o) => o.trim());
    if (CHOICE_TYPES.includes(f.type) && (options.length === 0 || options.some((o) => !o)))
      out.push({ path: `${at}.options`, message: 'workflow.problems.noOptions' });
    if (f.type === 'number' && f.min != null && f.max != null && f.min > f.max)
      out.push({ path: `${at}.max`, message: 'workflow.problems.minAboveMax' });
  });
  return out;
}

function conditionProblem(c: ConditionDraft, fields: readonly FieldDraft[], at: string): DraftProblem | null {
  const field = fields.find((f) => f.key === c.field);
  if (!field || !CONDITION_TYPES.includes(field.type))
    return { path: `${at}.condition.field`, message: 'workflow.problems.conditionField' };
  const value = c.value.trim();
  if (!value) return { path: `${at}.condition.value`, message: 'workflow.problems.conditionValue' };
  if (CHOICE_TYPES.includes(field.type)) {
    if (c.op !== '=' && c.op !== '!=') return { path: `${at}.condition.op`, message: 'workflow.problems.choiceOperator' };
    if (!(field.options ?? []).includes(value)) return { path: `${at}.condition.value`, message: 'workflow.problems.conditionValue' };
  } else if (!Number.isFinite(Number(value))) {
    return { path: `${at}.condition.value`, message: 'workflow.problems.conditionNumber' };
  }
  return null;
}

/** Every problem of the draft, in the order the designer shows them; empty when it may be saved. */
export function draftProblems(draft: ProcessDraft): DraftProblem[] {
  const out = fieldProblems(draft.fields);
  if (draft.steps.length === 0) out.push({ path: 'steps', message: 'workflow.problems.noSteps' });
  draft.steps.forEach((s, i) => {
    const at = `steps.${i}`;
    if (!s.name.trim()) out.push({ path: `${at}.name`, message: 'workflow.problems.noStepName' });
    if (NAMED_KINDS.includes(s.approverKind) && s.approverIds.length === 0)
      out.push({ path: `${at}.approverIds`, message: 'workflow.problems.noApprovers' });
    if (s.timeLimitHours != null && (!Number.isInteger(s.timeLimitHours) || s.timeLimitHours < 1 || s.timeLimitHours > 720))
      out.push({ path: `${at}.timeLimitHours`, message: 'workflow.problems.timeLimit' });
    const c = s.condition && conditionProblem(s.condition, draft.fields, at);
    if (c) out.push(c);
  });
  return out;
}

/** The condition as the server takes it: a number for number and date-range fields, the option's text otherwise. */
export function conditionValue(c: ConditionDraft, fields: readonly FieldDraft[]): string | number {
  const field = fields.find((f) => f.key === c.field);
  return field && CHOICE_TYPES.includes(field.type) ? c.value.trim() : Number(c.value);
}

/** The chain and form as saved: conditions typed, choice options trimmed. */
export function savedParts(draft: ProcessDraft) {
  return {
    form: draft.fields.map(({ uid, daysOf, ...f }) => ({
      ...f,
      // a leave's counted days stay counted while they are a number and their date range is still there
      ...(daysOf && f.type === 'number' && draft.fields.some((r) => r.key === daysOf && r.type === 'date-range') ? { daysOf } : {}),
      label: f.label.trim(),
      ...(f.options ? { options: f.options.map((o) => o.trim()) } : {}),
    })),
    chain: draft.steps.map(({ uid, ...s }) => ({
      ...s,
      name: s.name.trim(),
      approverIds: NAMED_KINDS.includes(s.approverKind) ? s.approverIds : [],
      condition: s.condition ? { ...s.condition, value: conditionValue(s.condition, draft.fields) } : null,
    })),
    cc: draft.cc,
  };
}

/** A saved condition back as text for the editor. */
export const conditionDraft = (c: { field: string; op: ConditionOp; value: string | number } | null): ConditionDraft | null =>
  c ? { ...c, value: String(c.value) } : null;
