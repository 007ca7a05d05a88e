import { z } from 'zod';
import { readFor, SIGNED_IN, SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, idList, nullableDate, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { idName, imageRecord, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { WORKFLOW_CODES as W } from './codes.ts';
import {
  APPROVER_KINDS,
  formFieldOut,
  formValues,
  HISTORY_ACTIONS,
  WORKFLOW_LIMITS as L,
  REQUEST_STATUSES,
  STEP_MODES,
  STEP_STATES,
} from './workflow-schemas.ts';

/**
 * Requests (/workflow/v1/teacher/instance/*). Anyone of the school submits and decides what waits
 * for them: the chain names the approvers, so decisions check the step, not a code.
 */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const inboxQuery = z.object({
  ...pagingShape,
  /** Matches the process name. */
  processName: searchText(30),
  /** Matches the applicant's name. */
  applicant: searchText(30),
  status: z.preprocess(blank, z.enum(REQUEST_STATUSES).optional()),
  /** Submitted on or after / on or before (China days). */
  startDate: nullableDate,
  endDate: nullableDate,
});
export const requestIdSchema = z.object({ id: idField });
export const submitSchema = z.object({ processId: idField, values: formValues });
export const resubmitSchema = z.object({ id: idField, values: formValues });
const optionalComment = z.preprocess((v) => (v === '' || v === null ? undefined : v), plainText(1, L.text).optional());
export const approveSchema = z.object({ id: idField, comment: optionalComment });
export const reasonSchema = z.object({ id: idField, reason: plainText(1, L.reason) });
export const transferSchema = z.object({ id: idField, toMemberId: idField, comment: optionalComment });
export const commentSchema = z.object({ id: idField, text: plainText(1, L.text), imageIds: idList(0, L.images).default([]) });
export const staffOptionQuery = z.object({ name: searchText(30) });

export const requestRow = z.object({
  id: z.number(),
  processId: z.number(),
  processName: z.string(),
  kind: z.string(),
  applicantId: z.number(),
  applicantName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** The step waiting now (null once finished). */
  stepName: z.string().nullable(),
  /** Up to three form values as "label: value" for the list. */
  summary: z.string(),
  submittedAt: timestamp,
  finishedAt: timestamp.nullable(),
  /** done inbox: what I decided last (approve, reject, return, transfer); null elsewhere. */
  myAction: z.enum(HISTORY_ACTIONS).nullable(),
});

export const stepApprover = z.object({
  memberId: z.number(),
  name: z.string(),
  /** null while undecided. */
  decision: z.enum(['approve', 'reject', 'return', 'transfer']).nullable(),
  decidedAt: timestamp.nullable(),
});
export const requestStep = z.object({
  index: z.number(),
  name: z.string(),
  approverKind: z.enum(APPROVER_KINDS),
  mode: z.enum(STEP_MODES),
  state: z.enum(STEP_STATES),
  timeLimitHours: z.number().nullable(),
  /** Since when the step waits (null before it is reached). */
  startedAt: timestamp.nullable(),
  approvers: z.array(stepApprover),
});
export const historyEntry = z.object({
  id: z.number(),
  action: z.enum(HISTORY_ACTIONS),
  actorId: z.number().nullable(),
  actorName: z.string(),
  at: timestamp,
  comment: z.string().nullable(),
  imageIds: z.array(z.number()),
  /** transfer: to whom; the step's name for a decision. */
  targetName: z.string().nullable(),
  stepName: z.string().nullable(),
});
export const requestDetail = requestRow.omit({ myAction: true }).extend({
  versionId: z.number(),
  version: z.number(),
  form: z.array(formFieldOut),
  values: formValues,
  steps: z.array(requestStep),
  history: z.array(historyEntry),
  cc: z.array(idName),
  /** Every picture the values and the history hold, signed for the caller (ids stay the reference). */
  images: z.array(imageRecord),
  /** What the caller may do now. */
  can: z.object({
    approve: z.boolean(),
    reject: z.boolean(),
    return: z.boolean(),
    transfer: z.boolean(),
    withdraw: z.boolean(),
    resubmit: z.boolean(),
    comment: z.boolean(),
  }),
});
export const inboxCounts = z.object({
  todo: z.number(),
  mineWaiting: z.number(),
  mineReturned: z.number(),
  cc: z.number(),
  /** Whether the caller may file requests here: the school's own staff, not a group employee who entered it nor a read-only visitor. */
  maySubmit: z.boolean(),
});

const inbox = (which: string, summary: string) =>
  ({ path: which, access: SIGNED_IN_READ, scope: 'school', input: inboxQuery, output: pageOf(requestRow), summary }) as const;
const decision = <I extends z.ZodType>(path: string, input: I, summary: string) =>
  ({ path, access: SIGNED_IN, scope: 'school', input, output: nothing, summary }) as const;

export const instanceEndpoints = endpoints('/workflow/v1/teacher/instance', {
  submit: {
    path: 'submit',
    access: SIGNED_IN,
    scope: 'school',
    transfer: 'json',
    input: submitSchema,
    output: savedId,
    summary: "Submit a request of an enabled process: values checked against the version's form (errors name form.<key>)",
  },
  resubmit: {
    path: 'resubmit',
    access: SIGNED_IN,
    scope: 'school',
    transfer: 'json',
    input: resubmitSchema,
    output: nothing,
    summary: 'The applicant resubmits a returned request with changed values: the chain starts again',
  },
  approve: decision('approve', approveSchema, 'A current approver approves the step; a second decision on it answers workflow-0102'),
  reject: decision('reject', reasonSchema, 'A current approver rejects the request (reason required): it ends rejected'),
  sendBack: decision('return', reasonSchema, 'A current approver returns the request to the applicant for changes (reason required)'),
  withdraw: decision('withdraw', requestIdSchema, 'The applicant withdraws a waiting request before anyone decided'),
  transfer: decision('transfer', transferSchema, 'A current approver hands their place on the step to another active staff member'),
  comment: decision('comment', commentSchema, 'The applicant, an approver or a copied person comments (text and uploaded image ids)'),
  detail: {
    path: 'detail',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: requestIdSchema,
    output: requestDetail,
    summary: 'One request: form and values, chain with each step, history, what the caller may do (parties and process viewers only)',
  },
  mine: inbox('mine', 'My requests, newest first, paged and searchable'),
  todo: inbox('todo', 'Requests waiting for my decision, oldest first'),
  done: inbox('done', 'Requests I decided (approved, rejected, returned or transferred), newest first'),
  cc: inbox('cc', 'Requests copied to me'),
  all: {
    path: 'query-list',
    access: readFor(W.processView, W.processManage),
    scope: 'school',
    input: inboxQuery,
    output: pageOf(requestRow),
    summary: 'Every request of the school, paged and searchable',
  },
  counts: {
    path: 'counts',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({}),
    output: inboxCounts,
    summary:
      'Counts for the inbox badges (waiting for me, my waiting and returned requests, copied to me) and whether the caller may file requests',
  },
  staffOptions: {
    path: 'staff-options',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: staffOptionQuery,
    output: z.array(idName),
    summary: 'Active staff of the school as options (transfer, designer), name filter, first 50',
  },
});

export const INSTANCES: AreaContract = {
  endpoints: all(instanceEndpoints),
  pageCalls: {
    'workflow-todo': [instanceEndpoints.todo],
    'workflow-mine': [instanceEndpoints.mine, instanceEndpoints.counts],
    'workflow-done': [instanceEndpoints.done],
    'workflow-cc': [instanceEndpoints.cc],
    'workflow-detail': [instanceEndpoints.detail],
  },
};
