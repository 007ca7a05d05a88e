import { z } from 'zod';
import { SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { GROUP_CONSOLE_CODES as G } from './codes.ts';
import {
  authorityRow,
  createSchoolInput,
  groupProfile,
  groupProfileInput,
  groupSchoolDetail,
  groupSchoolListQuery,
  groupSchoolRow,
  schoolIdInput,
  treeNode,
  updateSchoolInput,
} from './school-shapes.ts';

export * from './school-shapes.ts';

/**
 * The group's schools. Reads answer any group-console user (each inside their own scope, non-group
 * sessions refused by the server); changes need group-school-manage.
 */
export const groupSchoolEndpoints = endpoints('/kid-arch/v1/group', {
  list: {
    path: 'groupSchool/listSchoolAndAdminInfoById',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: groupSchoolListQuery,
    output: pageOf(groupSchoolRow),
    summary: "Group home: the schools of the caller's scope, paged, by name, sortable by name or figure, with director and figures",
  },
  create: {
    path: 'groupSchool/create-school',
    access: writeFor(G.schoolManage),
    scope: 'group',
    transfer: 'json',
    input: createSchoolInput,
    output: savedId,
    summary: 'Create a school of the group with its director account, roles, grades, term and payment parameters, all or nothing',
  },
  gardenTree: {
    path: 'school/garden-tree',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: z.object({}),
    output: treeNode,
    summary: 'The group and every one of its schools as a tree (scope pickers)',
  },
  authorities: {
    path: 'school/regulation-list',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: z.object({}),
    output: z.array(authorityRow),
    summary: "The authorities supervising the group's schools, each with the schools it supervises",
  },
  groupDetail: {
    path: 'school/detail-group-school',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: z.object({}),
    output: groupProfile,
    summary: "The group's own profile: name, region, address, contact, logo",
  },
  groupUpdate: {
    path: 'school/update',
    access: writeFor(G.schoolManage),
    scope: 'group',
    transfer: 'json',
    input: groupProfileInput,
    output: nothing,
    summary: "Save the group's own profile; the logo is an id of the group's own uploads",
  },
  detail: {
    path: 'school/detail-school',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: schoolIdInput,
    output: groupSchoolDetail,
    summary: "One school of the caller's scope: profile, director (masked phone), payment parameters (masked), figures",
  },
  update: {
    path: 'school/updateSchoolAndAdminAndPayParam',
    access: writeFor(G.schoolManage),
    scope: 'group',
    transfer: 'json',
    input: updateSchoolInput,
    output: nothing,
    summary: 'Edit a school of the scope: profile, director (name, or another phone), payment parameters; one transaction',
  },
  scopeTree: {
    path: 'school/get-auth-node-tree',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: z.object({}),
    output: treeNode,
    summary: 'The group with the schools the caller may reach (their scope)',
  },
});

export const SCHOOLS: AreaContract = {
  endpoints: all(groupSchoolEndpoints),
  pageCalls: {
    'group-home': [groupSchoolEndpoints.list],
    'group-school-detail': [groupSchoolEndpoints.detail],
    'group-school-edit': [groupSchoolEndpoints.detail],
  },
};
