import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints, FILE_TYPES } from '../../contract/endpoint.ts';
import { idField, optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { nothing, pageOf, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';
import { PLATFORM_SERVICE_CODES as C } from './codes.ts';

/** queued → running → done; 'failed' while another attempt follows; 'dead' after the last one failed. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'dead'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

const stateFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(JOB_STATES).optional());

export const jobListQuery = z.object({ ...pagingShape, state: stateFilter, kind: searchText(60) });
export const groupJobListQuery = jobListQuery.extend({ schoolId: optionalId });
export const jobIdInput = z.object({ id: idField });

export const jobRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.number().int(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  requesterName: z.string(),
  /** The caller asked for it: only they may download its file. */
  mine: z.boolean(),
  resultName: z.string().nullable(),
  resultSize: z.number().int().nullable(),
  /** The file is still there (kept a day after the job finished). */
  hasFile: z.boolean(),
  expiresAt: timestamp.nullable(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});
export const groupJobRow = jobRow.extend({ schoolId: z.number().int(), schoolName: z.string() });

/** What an export answers instead of the file when it runs as a job (the web then follows the job). */
export const queuedJob = z.object({ jobId: z.number().int() });

/** Background jobs of the school (/platform/v1/job/*): the jobs page, the export progress, the result file. */
export const jobEndpoints = endpoints('/platform/v1/job', {
  list: {
    path: 'list',
    access: readFor(C.jobView),
    scope: 'school',
    input: jobListQuery,
    output: pageOf(jobRow),
    summary: "The school's background jobs, newest first, filtered by state and kind",
  },
  get: {
    path: 'get',
    // the requester follows their own export without the jobs page's code
    access: SIGNED_IN_READ,
    scope: 'school',
    input: jobIdInput,
    output: jobRow,
    summary: 'One job of the school: its requester, or a holder of the job view code; job-0001 otherwise',
  },
  retry: {
    path: 'retry',
    access: writeFor(C.jobRetry),
    scope: 'school',
    input: jobIdInput,
    output: nothing,
    summary: 'Run a failed or dead job again; job-0002 for any other state',
  },
  download: {
    path: 'download',
    access: SIGNED_IN_READ,
    scope: 'school',
    transfer: 'download',
    input: jobIdInput,
    output: z.unknown(),
    summary: "A finished job's file, to its requester only; job-0003 once its day is over",
    files: [FILE_TYPES.xlsx, FILE_TYPES.binary],
  },
  groupList: {
    path: 'group/list',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: groupJobListQuery,
    output: pageOf(groupJobRow),
    summary: "Group: the jobs of every school of the group, newest first, with the school's name",
  },
});

/** The jobs area's endpoints and what its pages call on opening. */
export const JOBS: AreaContract = {
  endpoints: Object.values(jobEndpoints),
  pageCalls: { 'system-jobs': [jobEndpoints.list], 'group-jobs': [jobEndpoints.groupList] },
};
