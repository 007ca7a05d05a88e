import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';
import { SYSTEM_CODES as C } from './codes.ts';

/** Roles of a school (/kid-arch/v1/teacher/role/*): names unique per school, codes from the permission tree. */
export const ROLE_LIMITS = { name: 20, description: 200, codes: 500 } as const;

/** What holders of a role see: the whole school, or only the classes in their own range. */
export const DATA_SCOPES = ['school', 'classes'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

const codeList = z
  .array(z.string().trim().min(1).max(80))
  .min(1, 'choose at least one permission')
  .max(ROLE_LIMITS.codes)
  .transform((codes) => [...new Set(codes)]);

export const roleInput = z.object({
  name: plainText(1, ROLE_LIMITS.name),
  description: optionalText(ROLE_LIMITS.description),
  dataScope: z.enum(DATA_SCOPES),
  codes: codeList,
});
export const roleUpdateInput = roleInput.extend({ id: idField });
export const roleIdInput = z.object({ id: idField });
export const roleListQuery = z.object({ ...pagingShape, name: searchText(ROLE_LIMITS.name) });
export type RoleInput = z.infer<typeof roleInput>;

const roleFields = {
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** Built-in key (director, teacher, …) or null for the school's own role. */
  builtin: z.string().nullable(),
  dataScope: z.enum(DATA_SCOPES),
  /** Active staff holding the role. */
  holderCount: z.number(),
};
export const roleRow = z.object({ ...roleFields, codeCount: z.number(), createdAt: timestamp });
export const roleDetail = z.object({
  ...roleFields,
  codes: z.array(z.string()),
  /** The caller holds this role and is not the administrator: they may not change it (system-0208). */
  heldBySelf: z.boolean(),
});
/** The catalogue's role × code matrix: each role with the codes it holds. */
export const roleMatrix = z.object({
  roles: z.array(z.object({ id: z.number(), name: z.string(), builtin: z.string().nullable(), codes: z.array(z.string()) })),
});

export const rolesEndpoints = endpoints('/kid-arch/v1/teacher/role', {
  list: {
    path: 'query-list',
    access: readFor(C.roles),
    scope: 'school',
    input: roleListQuery,
    output: pageOf(roleRow),
    summary: 'Roles of the school (built-in first), paged, name filter, with active holders, code count and data scope',
  },
  options: {
    path: 'option',
    access: readFor(C.roles, C.accounts),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'All roles of the school as options (account and staff forms)',
  },
  get: {
    path: 'get',
    access: readFor(C.roles, C.roleEdit),
    scope: 'school',
    input: roleIdInput,
    output: roleDetail,
    summary: 'One role with its codes, and whether the caller holds it (then it is read-only for them)',
  },
  matrix: {
    path: 'matrix',
    access: readFor(C.roles),
    scope: 'school',
    input: z.object({}),
    output: roleMatrix,
    summary: 'Every role of the school with its codes: the permission catalogue’s role × code matrix',
  },
  exportMatrix: {
    path: 'matrix/export',
    access: readFor(C.roles),
    scope: 'school',
    transfer: 'download',
    input: z.object({}),
    output: z.unknown(),
    summary: 'The role × code matrix as .xlsx (section, page, action, code, one column per role), in the caller’s language',
  },
  add: {
    path: 'add',
    access: writeFor(C.roleEdit),
    scope: 'school',
    transfer: 'json',
    input: roleInput,
    output: savedId,
    summary: 'Add a role: name unique in the school (system-0202), codes from the permission tree (system-0203), data scope',
  },
  update: {
    path: 'update',
    access: writeFor(C.roleEdit),
    scope: 'school',
    transfer: 'json',
    input: roleUpdateInput,
    output: savedId,
    summary: 'Update a role; the director role keeps every code; refused (system-0205) if no active account could manage roles after it',
  },
  copy: {
    path: 'copy',
    access: writeFor(C.roleEdit),
    scope: 'school',
    input: roleIdInput,
    output: savedId,
    summary: 'Copy a role (codes, description, data scope) under a free name “<name> 副本”; the copy is never built-in',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.roleEdit),
    scope: 'school',
    input: roleIdInput,
    output: nothing,
    summary: 'Delete a role no account holds (system-0204 with holderCount otherwise); built-in roles stay (system-0206)',
  },
});

/** The roles area's endpoints and what its pages call on opening. */
export const ROLES: AreaContract = {
  endpoints: Object.values(rolesEndpoints),
  pageCalls: {
    'system-role': [rolesEndpoints.list],
    'system-role-edit': [rolesEndpoints.get],
    'system-permission': [rolesEndpoints.matrix],
  },
};
