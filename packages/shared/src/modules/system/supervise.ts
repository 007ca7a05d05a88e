import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { flagValue, idField, optionalCode, pagingShape } from '../../contract/fields.ts';
import { nothing, pageOf, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';
import { SYSTEM_CODES as C } from './codes.ts';

/** A supervision request's life: an authority asks, the director accepts or declines; supervision may end later. */
export const SupervisionStatus = { pending: 1, accepted: 2, declined: 3, ended: 4 } as const;
export const SUPERVISION_STATUSES = Object.values(SupervisionStatus);

/** What a supervising authority may see: entering the school read-only, and the school's reports. */
const scope = { allowEntry: flagValue, allowReports: flagValue };

export const supervisionRow = z.object({
  regulatorId: z.number(),
  regulatorName: z.string(),
  /** When the school accepted (null for a link made before requests were kept). */
  since: timestamp.nullable(),
  allowEntry: z.boolean(),
  allowReports: z.boolean(),
});
export const supervisionState = z.object({ regulated: z.boolean(), authorities: z.array(supervisionRow) });

export const supervisionRequestRow = z.object({
  id: z.number(),
  regulatorId: z.number(),
  regulatorName: z.string(),
  status: z.number(),
  message: z.string().nullable(),
  allowEntry: z.boolean(),
  allowReports: z.boolean(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
});

export const superviseEndpoints = endpoints('/kid-arch/v1/teacher/school/supervision', {
  state: {
    path: 'current',
    access: readFor(C.supervise),
    scope: 'school',
    input: z.object({}),
    output: supervisionState,
    summary: 'The authorities supervising the school (regulator_schools), each with what it may see',
  },
  requests: {
    path: 'request/query-list',
    access: readFor(C.supervise),
    scope: 'school',
    input: z.object({ ...pagingShape, status: optionalCode(SUPERVISION_STATUSES.length) }),
    output: pageOf(supervisionRequestRow),
    summary: 'Supervision requests from authorities, newest first, paged, by status (1 pending, 2 accepted, 3 declined, 4 ended)',
  },
  decide: {
    path: 'request/decide',
    access: writeFor(C.superviseDecide),
    scope: 'school',
    input: z.object({ id: idField, accept: flagValue, ...scope }),
    output: nothing,
    summary:
      'Accept (the authority supervises from now, seeing what the scope allows) or decline a pending request (system-0302 once decided)',
  },
  scope: {
    path: 'scope',
    access: writeFor(C.superviseDecide),
    scope: 'school',
    input: z.object({ regulatorId: idField, ...scope }),
    output: nothing,
    summary: 'Change what a supervising authority may see',
  },
  end: {
    path: 'end',
    access: writeFor(C.superviseDecide),
    scope: 'school',
    input: z.object({ regulatorId: idField }),
    output: nothing,
    summary: "End an authority's supervision: it no longer lists or enters the school",
  },
});

/** The supervise area's endpoints and what its pages call on opening. */
export const SUPERVISE: AreaContract = {
  endpoints: Object.values(superviseEndpoints),
  pageCalls: { 'system-supervise': [superviseEndpoints.state, superviseEndpoints.requests] },
};
