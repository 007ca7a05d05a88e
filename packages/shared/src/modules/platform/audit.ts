import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, dateValue, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { pageOf, timestamp } from '../../contract/outputs.ts';
import { PAGE_CODES as P } from '../../permissions.ts';
import type { AreaContract } from '../module.ts';
import { PLATFORM_SERVICE_CODES as C } from './codes.ts';

/** A refused write (no permission, another institution's id, a forged header) is recorded as 'refused'. */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'refused'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A table name as the database spells it. */
const tableName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, 'expected a table name');
/** A record's key inside its school: its id, or its key columns joined by commas. */
const recordId = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,40}(,[\w.-]{1,40}){0,3}$/, 'expected a record id');
const optionalDate = z.preprocess(blankToUndefined, dateValue.optional());

export const auditSearchQuery = z.object({
  ...pagingShape,
  /** Who: part of the person's name. */
  person: searchText(20),
  table: z.preprocess(blankToUndefined, tableName.optional()),
  recordId: z.preprocess(blankToUndefined, recordId.optional()),
  module: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z-]{1,30}$/, 'expected a module name')
      .optional(),
  ),
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  /** Days in China time, both included. */
  startDate: optionalDate,
  endDate: optionalDate,
});

/** One change: who, when, from where, which record, and the changed fields before and after. */
export const auditEntry = z.object({
  id: z.number(),
  seq: z.number(),
  at: timestamp,
  accountId: z.number().nullable(),
  actorName: z.string().nullable(),
  /** The group or regulator whose session entered the school. */
  viaInstitutionId: z.number().nullable(),
  viaInstitutionName: z.string().nullable(),
  requestId: z.string().nullable(),
  address: z.string().nullable(),
  module: z.string(),
  endpoint: z.string().nullable(),
  tableName: z.string(),
  recordId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Changed fields only (all set fields for an insert or delete); secrets masked. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

/** What the chain check found: the first entry that breaks it, if any. */
export const auditVerifyResult = z.object({
  ok: z.boolean(),
  checked: z.number(),
  ms: z.number(),
  broken: z
    .object({
      /** Absent when the missing piece is the chain's end (removed last entries). */
      id: z.number().nullable(),
      seq: z.number(),
      at: timestamp.nullable(),
      /** hash: the entry's content no longer matches its hash; link: it does not follow the entry before; gap: entries before it are missing; tail: the last entries are missing; anchor: the chain up to this entry differs from what a signed anchor (kept outside the database) recorded — rewritten and recomputed. */
      reason: z.enum(['hash', 'link', 'gap', 'tail', 'anchor']),
    })
    .nullable(),
});

/** Records whose history their detail page shows, beside the audit page's own search. */
export const AUDIT_SUBJECTS = ['students', 'members'] as const;

export const auditEndpoints = endpoints('/platform/v1/audit', {
  search: {
    path: 'search',
    access: readFor(C.auditView),
    scope: 'school',
    input: auditSearchQuery,
    output: pageOf(auditEntry),
    summary: "The school's audit trail, newest first, paged: by person, record (table and id), module, action, date range",
  },
  entry: {
    path: 'entry',
    access: readFor(C.auditView),
    scope: 'school',
    input: z.object({ id: idField }),
    output: auditEntry,
    summary: 'One audit entry of the school',
  },
  history: {
    path: 'history',
    // the child and staff pages' own codes may read their records' history; the rest needs auditView
    access: readFor(C.auditView, P.student, P.teacher),
    scope: 'class',
    input: z.object({ ...pagingShape, table: tableName, recordId }),
    output: pageOf(auditEntry),
    summary:
      "A record's history in the school, newest first: a child's includes its guardians, a staff member's its profile, positions, roles and range",
  },
  facets: {
    path: 'facets',
    access: readFor(C.auditView),
    scope: 'school',
    input: z.object({}),
    output: z.object({ modules: z.array(z.string()), tables: z.array(z.string()) }),
    summary: "The modules and tables present in the school's trail (search form options)",
  },
  verify: {
    path: 'verify',
    access: readFor(C.auditView),
    scope: 'school',
    input: z.object({}),
    output: auditVerifyResult,
    summary:
      "Checks the school's hash chain end to end and against the signed anchors kept outside the database; names the first broken entry",
  },
  anchor: {
    path: 'anchor',
    access: writeFor(C.auditView),
    scope: 'school',
    input: z.object({}),
    output: z.object({ at: timestamp, seq: z.number(), hash: z.string() }),
    summary: "Signs the school's chain head now (as the hourly anchor does for every chain) and keeps it outside the database",
  },
});

/** The audit area's endpoints and what its pages call on opening. */
export const AUDIT: AreaContract = {
  endpoints: Object.values(auditEndpoints),
  pageCalls: { 'system-audit': [auditEndpoints.search, auditEndpoints.facets] },
};
