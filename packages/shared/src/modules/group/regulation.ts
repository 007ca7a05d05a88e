import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { flagValue, idField } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { REGULATION_CODES as R } from './codes.ts';
import {
  candidateQuery,
  candidateRow,
  requestInput,
  requestListQuery,
  requestRow,
  staffListQuery,
  staffRow,
  staffScopeInput,
  superiorRow,
  supervisedGroupRow,
  supervisedRow,
  unitAddInput,
  unitDetail,
  unitListQuery,
  unitRow,
  unitUpdateInput,
} from './regulation-outputs.ts';

export * from './regulation-outputs.ts';

const byId = z.object({ id: idField });

/**
 * A supervising authority's console: its units (subordinate authorities it creates), the chain
 * of bodies above it, the schools and groups it supervises and its requests to supervise more,
 * and what each of its staff may see. Every call answers only for the caller's own authority.
 */
export const regulationEndpoints = endpoints('/kid-arch/v1/regulator', {
  units: {
    path: 'unit/query-list',
    access: readFor(R.unitManage),
    scope: 'authority',
    input: unitListQuery,
    output: pageOf(unitRow),
    summary: 'The authority’s direct units, paged, name search, with the schools each supervises',
  },
  unitOptions: {
    path: 'unit/option',
    access: SIGNED_IN_READ,
    scope: 'authority',
    input: z.object({}),
    output: z.array(idName),
    summary: 'The enabled units below the authority the caller reaches (its home’s unit filter); empty for staff limited to their own',
  },
  unit: {
    path: 'unit/get',
    access: readFor(R.unitManage),
    scope: 'authority',
    input: byId,
    output: unitDetail,
    summary: 'One direct unit of the authority',
  },
  addUnit: {
    path: 'unit/add',
    access: writeFor(R.unitManage),
    scope: 'authority',
    transfer: 'json',
    input: unitAddInput,
    output: savedId,
    summary:
      'Create a unit: an authority (type 4) under the caller, within its region (names unique among siblings), with its administrator when a phone is given',
  },
  updateUnit: {
    path: 'unit/update',
    access: writeFor(R.unitManage),
    scope: 'authority',
    transfer: 'json',
    input: unitUpdateInput,
    output: nothing,
    summary: 'Change a direct unit’s name, region, address and contact',
  },
  unitStatus: {
    path: 'unit/status',
    access: writeFor(R.unitManage),
    scope: 'authority',
    input: z.object({ id: idField, disabled: flagValue }),
    output: nothing,
    summary: 'Disable (its staff can no longer sign in, its schools leave the superior’s list) or enable a direct unit',
  },
  superiors: {
    path: 'superior/list',
    access: readFor(R.unitManage),
    scope: 'authority',
    input: z.object({}),
    output: z.array(superiorRow),
    summary: 'The chain of bodies above the authority, nearest first, with their contact',
  },
  supervised: {
    path: 'supervise/query-list',
    access: readFor(R.superviseManage),
    scope: 'authority',
    input: unitListQuery,
    output: pageOf(supervisedRow),
    summary: 'The schools the authority itself supervises, paged, name search, with their group and what each shares',
  },
  supervisedGroups: {
    path: 'supervise/group-list',
    access: readFor(R.superviseManage),
    scope: 'authority',
    input: unitListQuery,
    output: pageOf(supervisedGroupRow),
    summary: 'The groups whose schools the authority supervises itself, paged, name search, with how many of their schools',
  },
  candidates: {
    path: 'supervise/candidate-list',
    access: readFor(R.superviseManage),
    scope: 'authority',
    input: candidateQuery,
    output: pageOf(candidateRow),
    summary: 'Schools or groups of the authority’s region it does not supervise yet, paged, name search',
  },
  request: {
    path: 'supervise/request/add',
    access: writeFor(R.superviseManage),
    scope: 'authority',
    transfer: 'json',
    input: requestInput,
    output: z.object({ count: z.number() }),
    summary: 'File a supervision request to a school, or one to each open school of a group; the directors answer',
  },
  requests: {
    path: 'supervise/request/query-list',
    access: readFor(R.superviseManage),
    scope: 'authority',
    input: requestListQuery,
    output: pageOf(requestRow),
    summary: 'The authority’s supervision requests, pending first, by status (1 pending, 2 accepted, 3 declined, 4 ended)',
  },
  withdraw: {
    path: 'supervise/request/withdraw',
    access: writeFor(R.superviseManage),
    scope: 'authority',
    input: byId,
    output: nothing,
    summary: 'Withdraw a pending request: it leaves the director’s list',
  },
  staff: {
    path: 'staff/query-list',
    access: readFor(R.permissionManage),
    scope: 'authority',
    input: staffListQuery,
    output: pageOf(staffRow),
    summary: 'The authority’s active staff, paged, name search, with what each may see',
  },
  saveStaff: {
    path: 'staff/save-scope',
    access: writeFor(R.permissionManage),
    scope: 'authority',
    transfer: 'json',
    input: staffScopeInput,
    output: nothing,
    summary: 'What a staff member may see: entering schools read-only, their figures, own schools only or its units’ too',
  },
});

const E = regulationEndpoints;

export const REGULATION: AreaContract = {
  endpoints: all(regulationEndpoints),
  pageCalls: {
    'regulation-index': [E.units],
    'regulation-edit': [E.unit],
    'regulation-superior': [E.superiors],
    'regulation-add-group': [E.supervised, E.candidates, E.requests],
    'regulation-permission': [E.staff],
  },
};
