import { z } from 'zod';
import { idField, idList, plainText } from '../../contract/fields.ts';

/** Building blocks of a process: its form fields (domain §3's schema-form types), chain steps and copies. */
export const WORKFLOW_LIMITS = { fields: 30, steps: 10, options: 30, name: 30, label: 30, text: 500, reason: 200, images: 9 } as const;

export const FIELD_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'date',
  'date-range',
  'number',
  'image',
  'multi-image',
  'switch',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Who approves a step: named staff, everyone holding a role, the applicant's class head teacher, the director, the group supervisor. */
export const APPROVER_KINDS = ['staff', 'role', 'head-teacher', 'director', 'supervisor'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
/** any: the first decision settles the step; all: every approver must approve (one rejection ends it). */
export const STEP_MODES = ['any', 'all'] as const;
export const CONDITION_OPS = ['>', '>=', '<', '<=', '=', '!='] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
export const REQUEST_STATUSES = ['waiting', 'approved', 'rejected', 'returned', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** A step's state on a request: pending (not reached), waiting, approved, rejected, returned, skipped (condition false or nobody to ask). */
export const STEP_STATES = ['pending', 'waiting', 'approved', 'rejected', 'returned', 'skipped'] as const;
export const HISTORY_ACTIONS = ['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw', 'transfer', 'comment', 'remind'] as const;
/** Built-in kinds; a custom process uses any other kebab-case kind. */
export const BUILT_IN_KINDS = ['leave', 'vacation', 'overtime', 'makeup-clock-in', 'refund', 'visitor'] as const;

export const fieldKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,29}$/, 'letters, digits and _, starting with a letter (≤30)');
export const kindValue = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'lower-case kebab-case (≤40)');

export const formField = z
  .object({
    key: fieldKey,
    label: plainText(1, WORKFLOW_LIMITS.label),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    /** select and radio: the choices, at least one. */
    options: z.array(plainText(1, WORKFLOW_LIMITS.label)).max(WORKFLOW_LIMITS.options).optional(),
    /** number: bounds. */
    min: z.number().optional(),
    max: z.number().optional(),
    placeholder: plainText(0, 50).optional(),
    /**
     * number: the days of this date-range field (a leave's days): the server counts them from the
     * dates and stores that, whatever was typed, so a condition on it routes on the real span.
     */
    daysOf: fieldKey.optional(),
  })
  .refine((f) => f.daysOf === undefined || f.type === 'number', { message: 'only a number counts days', path: ['daysOf'] })
  .refine((f) => !['select', 'radio'].includes(f.type) || (f.options?.length ?? 0) > 0, {
    message: 'select and radio need options',
    path: ['options'],
  })
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, { message: 'min must not exceed max', path: ['min'] });
export type FormField = z.output<typeof formField>;

export const stepCondition = z.object({ field: fieldKey, op: z.enum(CONDITION_OPS), value: z.union([z.number(), z.string().max(50)]) });
export type StepCondition = z.output<typeof stepCondition>;

export const chainStep = z
  .object({
    name: plainText(1, WORKFLOW_LIMITS.name),
    approverKind: z.enum(APPROVER_KINDS),
    /** staff: member ids; role: role ids; empty for the other kinds. */
    approverIds: idList(0, 20).default([]),
    mode: z.enum(STEP_MODES).default('any'),
    /** The step applies only when the condition holds on the submitted form. */
    condition: stepCondition.nullable().default(null),
    /** A reminder goes to the approvers once the step has waited this long. */
    timeLimitHours: z.number().int().min(1).max(720).nullable().default(null),
  })
  .refine((s) => !['staff', 'role'].includes(s.approverKind) || s.approverIds.length > 0, {
    message: 'name at least one approver',
    path: ['approverIds'],
  });
export type ChainStep = z.output<typeof chainStep>;

export const ccRecipients = z.object({ staffIds: idList(0, 50).default([]), roleIds: idList(0, 20).default([]) });

export const formValues = z.record(z.string(), z.unknown());
export type FormValues = Record<string, unknown>;

/** A process as the designer saves it: the form's keys are unique and every condition names a form field. */
const processShape = {
  kind: kindValue,
  name: plainText(1, WORKFLOW_LIMITS.name),
  icon: z.string().max(40).nullable().default(null),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb')
    .nullable()
    .default(null),
  description: plainText(0, 200).nullable().default(null),
  form: z.array(formField).min(1).max(WORKFLOW_LIMITS.fields),
  chain: z.array(chainStep).min(1).max(WORKFLOW_LIMITS.steps),
  cc: ccRecipients.default({ staffIds: [], roleIds: [] }),
};
type ProcessShape = z.output<z.ZodObject<typeof processShape>>;
function checkProcess(p: ProcessShape, ctx: z.RefinementCtx): void {
  const keys = new Set<string>();
  p.form.forEach((f, i) => {
    if (keys.has(f.key)) ctx.addIssue({ code: 'custom', message: 'field keys must not repeat', path: ['form', i, 'key'] });
    keys.add(f.key);
  });
  p.form.forEach((f, i) => {
    if (f.daysOf !== undefined && !p.form.some((r) => r.key === f.daysOf && r.type === 'date-range'))
      ctx.addIssue({ code: 'custom', message: 'daysOf names no date-range field of the form', path: ['form', i, 'daysOf'] });
  });
  p.chain.forEach((s, i) => {
    if (s.condition && !keys.has(s.condition.field))
      ctx.addIssue({ code: 'custom', message: 'the condition names no field of the form', path: ['chain', i, 'condition', 'field'] });
  });
}
export const processBody = z.object(processShape).superRefine(checkProcess);
export const processUpdateBody = z.object({ id: idField, ...processShape }).superRefine(checkProcess);
export type ProcessBody = z.output<typeof processBody>;

/**
 * The same shapes as answers give them: output schemas encode, and an input's preprocessing
 * (id lists from text, defaults) only runs one way.
 */
export const formFieldOut = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  placeholder: z.string().optional(),
  daysOf: z.string().optional(),
});
export const chainStepOut = z.object({
  name: z.string(),
  approverKind: z.enum(APPROVER_KINDS),
  approverIds: z.array(z.number()),
  mode: z.enum(STEP_MODES),
  condition: z.object({ field: z.string(), op: z.enum(CONDITION_OPS), value: z.union([z.number(), z.string()]) }).nullable(),
  timeLimitHours: z.number().nullable(),
});
export const ccOut = z.object({ staffIds: z.array(z.number()), roleIds: z.array(z.number()) });
