import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { GROUP_CONSOLE_CODES as G } from './codes.ts';

/**
 * Group roles (/user/v1/group/role/*): rows of roles in the group institution. A role carries
 * console codes (GROUP_CONSOLE_CODES, in role_permissions) and the atomic school codes it grants
 * inside a school the employee enters (group_role_school_codes).
 */
export const GROUP_ROLE_LIMITS = { name: 20, description: 200, codes: 1000 } as const;

const codeList = z
  .array(z.string().trim().min(1).max(80))
  .max(GROUP_ROLE_LIMITS.codes)
  .transform((codes) => [...new Set(codes)]);

export const groupRoleInput = z.object({
  name: plainText(1, GROUP_ROLE_LIMITS.name),
  description: optionalText(GROUP_ROLE_LIMITS.description),
});
export const groupRoleUpdateInput = groupRoleInput.extend({ id: idField });
export const groupRoleIdInput = z.object({ id: idField });
export const groupRoleListQuery = z.object({ ...pagingShape, name: searchText(GROUP_ROLE_LIMITS.name) });
export const groupRolePermissionQuery = z.object({ roleId: idField });
export const groupRolePermissionInput = z.object({ roleId: idField, consoleCodes: codeList, schoolCodes: codeList });
export type GroupRoleInput = z.infer<typeof groupRoleInput>;
export type GroupRolePermissionInput = z.infer<typeof groupRolePermissionInput>;

export const groupRoleRow = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  builtin: z.string().nullable(),
  /** Active employees holding it. */
  holderCount: z.number(),
  consoleCodes: z.array(z.string()),
  schoolCodeCount: z.number(),
});
export const groupRolePermissions = z.object({
  roleId: z.number(),
  consoleCodes: z.array(z.string()),
  schoolCodes: z.array(z.string()),
  /** The caller holds this role and is not the administrator: it is read-only for them (group-0207). */
  heldBySelf: z.boolean(),
  /** School codes the caller may grant (those their own group roles grant); null for the administrator: every code. */
  grantableSchoolCodes: z.array(z.string()).nullable(),
});

const label = z.object({ zh: z.string(), en: z.string() });
/** The school permission tree (permission-tree.ts): sections → pages → codes. */
export const schoolPermissionTree = z.array(
  z.object({
    name: z.string(),
    title: z.string().optional(),
    label: label.optional(),
    pages: z.array(
      z.object({
        name: z.string(),
        title: z.string().optional(),
        label: label.optional(),
        codes: z.array(z.object({ code: z.string(), label })),
      }),
    ),
  }),
);

export const groupRoleEndpoints = endpoints('/user/v1/group/role', {
  list: {
    path: 'get-list',
    access: readFor(G.roleManage, G.employeeManage),
    scope: 'group',
    input: groupRoleListQuery,
    output: pageOf(groupRoleRow),
    summary: 'Roles of the group, paged, name filter, with active holders, console codes and the count of school codes granted',
  },
  options: {
    path: 'option',
    access: readFor(G.roleManage, G.employeeManage),
    scope: 'group',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every role of the group as options (the employee form)',
  },
  add: {
    path: 'add',
    access: writeFor(G.roleManage),
    scope: 'group',
    transfer: 'json',
    input: groupRoleInput,
    output: savedId,
    summary: 'Add a group role {name, description}: names unique in the group (group-0201)',
  },
  update: {
    path: 'update',
    access: writeFor(G.roleManage),
    scope: 'group',
    transfer: 'json',
    input: groupRoleUpdateInput,
    output: savedId,
    summary: 'Rename or describe a group role',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.roleManage),
    scope: 'group',
    input: groupRoleIdInput,
    output: nothing,
    summary: 'Delete a group role nobody holds (group-0203); built-in roles stay (group-0204)',
  },
});

export const groupRolePermissionEndpoints = endpoints('/user/v1/group/role-permission', {
  byRole: {
    path: 'get-by-role-id',
    access: readFor(G.roleManage),
    scope: 'group',
    input: groupRolePermissionQuery,
    output: groupRolePermissions,
    summary: 'A group role’s console codes and the atomic school codes it grants',
  },
  schoolTree: {
    path: 'get-group-school-atomic-permission',
    access: readFor(G.roleManage),
    scope: 'group',
    input: z.object({}),
    output: schoolPermissionTree,
    summary: 'The school permission tree a group role may grant (sections → pages → codes)',
  },
  save: {
    path: 'save-permission',
    access: writeFor(G.roleManage),
    scope: 'group',
    transfer: 'json',
    input: groupRolePermissionInput,
    output: nothing,
    summary:
      'Replace a group role’s console codes (GROUP_CONSOLE_CODES) and school codes (the school tree); an unknown code is group-0202 naming its field',
  },
});

export const GROUP_ROLES: AreaContract = {
  endpoints: [...all(groupRoleEndpoints), ...all(groupRolePermissionEndpoints)],
  pageCalls: {
    'group-role': [groupRoleEndpoints.list, groupRolePermissionEndpoints.schoolTree],
  },
};
