import type { ApproverKind, ConditionOp } from '@kg/shared/modules/workflow/workflow-schemas';
import { conditionDraft, type DraftProblem, nextUid, type ProcessDraft } from '../designer/process-draft.ts';
import type { ProcessField } from '../requests/request-form.ts';

/** A chain step as answered (ids arrive as numbers; their schema's input side is loose). */
interface SavedStep {
  name: string;
  approverKind: ApproverKind;
  approverIds?: unknown;
  mode?: 'any' | 'all';
  condition?: { field: string; op: ConditionOp; value: string | number } | null;
  timeLimitHours?: number | null;
}

interface Saved {
  form?: readonly ProcessField[];
  chain?: readonly SavedStep[];
  cc?: { staffIds?: unknown; roleIds?: unknown };
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** A saved process (or a kind's default form) as the designer's draft. */
export function draftOf(p: Saved): ProcessDraft {
  return {
    fields: (p.form ?? []).map(({ placeholder: _, ...f }) => ({ ...f, required: f.required ?? false, uid: nextUid() })),
    steps: (p.chain ?? []).map((s) => ({
      uid: nextUid(),
      name: s.name,
      approverKind: s.approverKind,
      approverIds: ids(s.approverIds),
      mode: s.mode ?? 'any',
      condition: conditionDraft(s.condition ?? null),
      timeLimitHours: s.timeLimitHours ?? null,
    })),
    cc: { staffIds: ids(p.cc?.staffIds), roleIds: ids(p.cc?.roleIds) },
  };
}

/** A server refusal naming form.<i>.<x> or chain.<i>.<x>, as a problem at the designer's input. */
export function serverProblem(field: string, message: string): DraftProblem | null {
  const m = /^(form|chain)[.[](\d+)\]?\.?(.*)$/.exec(field);
  if (!m) return null;
  return { path: `${m[1] === 'form' ? 'fields' : 'steps'}.${m[2]}${m[3] ? `.${m[3]}` : ''}`, message };
}
