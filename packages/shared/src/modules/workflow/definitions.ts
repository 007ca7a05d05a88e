import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { flagValue, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { WORKFLOW_CODES as W } from './codes.ts';
import { ccOut, chainStepOut, formFieldOut, kindValue, processBody, processUpdateBody } from './workflow-schemas.ts';

/** Process definitions (/workflow/v1/teacher/process/*): each save of a process with requests makes a new version. */
const optionalFlag = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), flagValue.optional());
export const processListQuery = z.object({
  ...pagingShape,
  name: searchText(30),
  kind: z.preprocess((v) => (v === '' || v === null ? undefined : v), kindValue.optional()),
  enabled: optionalFlag,
});
export const processIdSchema = z.object({ id: idField });
export const processEnableSchema = z.object({ id: idField, enabled: flagValue });

export const processRow = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  enabled: z.boolean(),
  /** The current version's number (1 first). */
  version: z.number(),
  stepCount: z.number(),
  /** Requests ever submitted, over all versions. */
  requestCount: z.number(),
  updatedAt: timestamp,
});
export const processDetail = processRow.extend({
  description: z.string().nullable(),
  /** Id of the current version (requests started now use it). */
  versionId: z.number(),
  form: z.array(formFieldOut),
  chain: z.array(chainStepOut),
  cc: ccOut,
  /** Names of the staff and roles the chain and copies name, so the designer shows them before any search. */
  people: z.object({ staff: z.array(idName), roles: z.array(idName) }),
});
/** A process anyone may start: its current form. */
export const startableProcess = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  versionId: z.number(),
  form: z.array(formFieldOut),
});
export const kindInfo = z.object({ kind: z.string(), builtIn: z.boolean(), form: z.array(formFieldOut) });

export const definitionEndpoints = endpoints('/workflow/v1/teacher/process', {
  list: {
    path: 'query-list',
    access: readFor(W.processView, W.processManage),
    scope: 'school',
    input: processListQuery,
    output: pageOf(processRow),
    summary: 'Processes of the school, paged; filter by name, kind, enabled',
  },
  get: {
    path: 'get',
    access: readFor(W.processView, W.processManage),
    scope: 'school',
    input: processIdSchema,
    output: processDetail,
    summary: "A process with its current version's form, chain and carbon-copy recipients",
  },
  add: {
    path: 'add',
    access: writeFor(W.processManage),
    scope: 'school',
    transfer: 'json',
    input: processBody,
    output: savedId,
    summary: 'Add a process (version 1, enabled); staff and role ids must be of the school',
  },
  update: {
    path: 'update',
    access: writeFor(W.processManage),
    scope: 'school',
    transfer: 'json',
    input: processUpdateBody,
    output: savedId,
    summary: 'Save a process: a new version when the current one has requests (running requests keep theirs)',
  },
  enable: {
    path: 'enable',
    access: writeFor(W.processManage),
    scope: 'school',
    input: processEnableSchema,
    output: nothing,
    summary: 'Enable or disable a process (a disabled process takes no new requests; running ones go on)',
  },
  remove: {
    path: 'delete',
    access: writeFor(W.processManage),
    scope: 'school',
    input: processIdSchema,
    output: nothing,
    summary: 'Delete a process that has no requests; otherwise workflow-0003',
  },
  kinds: {
    path: 'kinds',
    access: readFor(W.processView, W.processManage),
    scope: 'school',
    input: z.object({}),
    output: z.array(kindInfo),
    summary: 'The registered process kinds with their default form (the designer starts from it)',
  },
  roleOptions: {
    path: 'role-options',
    access: readFor(W.processManage),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: "The school's roles as options (step approvers and carbon copies)",
  },
  startable: {
    path: 'startable',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({}),
    output: z.array(startableProcess),
    summary: 'Enabled processes anyone of the school may submit, with their current form',
  },
});

export const DEFINITIONS: AreaContract = {
  endpoints: all(definitionEndpoints),
  pageCalls: {
    'workflow-index': [definitionEndpoints.list],
    'workflow-edit': [definitionEndpoints.kinds, definitionEndpoints.roleOptions],
    'workflow-submit': [definitionEndpoints.startable],
  },
};
