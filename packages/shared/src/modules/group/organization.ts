import { z } from 'zod';
import { readFor, SIGNED_IN, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { idField } from '../../validation/id.ts';
import { loginAnswer } from '../accounts/sign-in.ts';
import { type AreaContract, all } from '../module.ts';
import { GROUP_CONSOLE_CODES as G } from './codes.ts';
import {
  departmentAddInput,
  departmentIdInput,
  departmentMoveInput,
  departmentNode,
  departmentRenameInput,
  departmentTreeQuery,
  employeeAddInput,
  employeeDetail,
  employeeIdInput,
  employeeListQuery,
  employeeRow,
  employeeSelfInput,
  employeeUpdateInput,
  groupSchoolOption,
} from './org-schemas.ts';
import { groupRoleEndpoints } from './roles.ts';

/** The group's departments (/kid-arch/v1/group/organization/*). */
export const departmentEndpoints = endpoints('/kid-arch/v1/group/organization', {
  tree: {
    path: 'listByParentId',
    access: readFor(G.organizationManage, G.employeeManage),
    scope: 'group',
    input: departmentTreeQuery,
    output: z.array(departmentNode),
    summary: 'The departments below parentId (0: the whole tree), parents first, with direct active employees and sub-department counts',
  },
  add: {
    path: 'add',
    access: writeFor(G.organizationManage),
    scope: 'group',
    transfer: 'json',
    input: departmentAddInput,
    output: savedId,
    summary: 'Add a department {name, parentId?}: names unique under one parent (group-0101)',
  },
  rename: {
    path: 'update',
    access: writeFor(G.organizationManage),
    scope: 'group',
    transfer: 'json',
    input: departmentRenameInput,
    output: savedId,
    summary: 'Rename a department {id, name}',
  },
  move: {
    path: 'move',
    access: writeFor(G.organizationManage),
    scope: 'group',
    transfer: 'json',
    input: departmentMoveInput,
    output: savedId,
    summary: 'Move a department under another parent (null: top); never under itself or below itself (group-0102)',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.organizationManage),
    scope: 'group',
    input: departmentIdInput,
    output: nothing,
    summary: 'Delete a department without sub-departments (group-0103) and without active employees (group-0104)',
  },
});

/** The group's employees (/kid-arch/v1/group/accountEmployee/*). */
export const employeeEndpoints = endpoints('/kid-arch/v1/group/accountEmployee', {
  list: {
    path: 'list',
    access: readFor(G.employeeManage, G.organizationManage),
    scope: 'group',
    input: employeeListQuery,
    output: pageOf(employeeRow),
    summary: 'Employees of the group, paged: keyword (name or phone), departmentId (with its sub-departments), status; phones masked',
  },
  add: {
    path: 'add',
    access: writeFor(G.employeeManage),
    scope: 'group',
    transfer: 'json',
    input: employeeAddInput,
    output: savedId,
    summary:
      'Add an employee {realName, phone, departmentId, jobTitle, roleIds, allRange, schoolIds}: links the account of the phone or creates one with a first-sign-in password sent by SMS',
  },
  getById: {
    path: 'getById',
    access: readFor(G.employeeManage),
    scope: 'group',
    input: employeeIdInput,
    output: employeeDetail,
    summary: 'One employee with department, roles and scope',
  },
  update: {
    path: 'update',
    access: writeFor(G.employeeManage),
    scope: 'group',
    transfer: 'json',
    input: employeeUpdateInput,
    output: savedId,
    summary: 'Update an employee (name, department, job title, roles, scope); the phone stays',
  },
  leave: {
    path: 'leave',
    access: writeFor(G.employeeManage),
    scope: 'group',
    input: employeeIdInput,
    output: nothing,
    summary: 'An employee leaves: the membership ends with its sessions; the last group administrator cannot leave (group-0107)',
  },
  self: {
    path: 'getSelf',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: z.object({}),
    output: employeeDetail,
    summary: 'The signed-in group employee’s own profile',
  },
  updateSelf: {
    path: 'updateSelf',
    access: SIGNED_IN,
    scope: 'group',
    transfer: 'json',
    input: employeeSelfInput,
    output: nothing,
    summary: 'The signed-in group employee changes their own name, e-mail and avatar (never roles or scope)',
  },
  schools: {
    path: 'school-options',
    access: readFor(G.employeeManage),
    scope: 'group',
    input: z.object({}),
    output: z.array(groupSchoolOption),
    summary: 'Every school of the group, for an employee’s scope',
  },
});

/** A group employee enters a school of their scope: a session limited to their group roles' school codes. */
export const groupEntryEndpoints = endpoints('/iam/v1/group', {
  enterSchool: {
    path: 'enter-school',
    access: SIGNED_IN,
    scope: 'group',
    input: z.object({ schoolId: idField }),
    output: loginAnswer,
    summary:
      'Group employee: start a session in a school of their scope (404 outside it) holding only the school codes of their group roles (all for the administrator)',
  },
});

export const ORGANIZATION: AreaContract = {
  endpoints: [...all(departmentEndpoints), ...all(employeeEndpoints), ...all(groupEntryEndpoints)],
  pageCalls: {
    'group-organization': [departmentEndpoints.tree, employeeEndpoints.list],
    'group-organization-edit': [departmentEndpoints.tree],
    'group-staff-edit': [departmentEndpoints.tree, employeeEndpoints.schools, groupRoleEndpoints.options],
    'group-self-edit': [employeeEndpoints.self],
  },
};
