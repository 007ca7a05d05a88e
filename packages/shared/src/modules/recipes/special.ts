import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { RECIPES_CODES as R } from './codes.ts';
import {
  candidateChild,
  candidateQuery,
  groupChildInput,
  groupListQuery,
  groupOption,
  groupRow,
  groupSaveInput,
  specialChild,
  specialChildQuery,
  studentAddInput,
} from './special-shapes.ts';

const read = readFor(R.view);
const write = writeFor(R.specialManage);

/** Special-meal groups (allergy, religious, medical diets) and their children; what each group must not eat. */
export const specialEndpoints = endpoints('/garden/v1/teacher/ck/special', {
  studentList: {
    path: 'student/list',
    access: read,
    scope: 'class',
    input: specialChildQuery,
    output: pageOf(specialChild),
    summary:
      'Children in school in special-meal groups, paged (one row per child and group, masked names), with what the group must not eat: filters groupId, clazzId, name',
  },
  studentDelete: {
    path: 'student/delete',
    access: write,
    scope: 'class',
    input: groupChildInput,
    output: nothing,
    summary: 'Take a child out of a group {groupId, studentId}',
  },
  studentAdd: {
    path: 'student/add',
    access: write,
    scope: 'class',
    transfer: 'json',
    input: studentAddInput,
    output: z.object({ count: z.number().int() }),
    summary:
      'Add children in school to a group {groupId, studentIds} or every candidate {groupId, allCandidates: true}; answers how many were added',
  },
  candidates: {
    path: 'student/candidates',
    access: read,
    scope: 'class',
    input: candidateQuery,
    output: pageOf(candidateChild),
    summary: "Children in school not in the group whose allergy records (daily health) hold one of the group's allergens, paged {groupId}",
  },
  groupList: {
    path: 'group/list',
    access: read,
    scope: 'school',
    input: groupListQuery,
    output: pageOf(groupRow),
    summary: 'Special-meal groups of the school, paged, by name: reason, allergens, food categories, keywords, children',
  },
  groupOptions: {
    path: 'group/options',
    access: read,
    scope: 'school',
    input: z.object({}),
    output: z.array(groupOption),
    summary: 'Every special-meal group of the school as options, by name',
  },
  groupSave: {
    path: 'group/save',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: groupSaveInput,
    output: savedId,
    summary:
      'Add or update a group {id?, name, reason, allergenIds (food allergens of the catalogue), foodCategories, foodKeywords, notes?}',
  },
  groupDelete: {
    path: 'group/delete',
    access: write,
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete a group {id} and its list of children',
  },
});

export const SPECIAL_MEALS: AreaContract = {
  endpoints: [...all(specialEndpoints)],
  pageCalls: {
    'recipes-special-groups': [specialEndpoints.groupList],
    'recipes-special-children': [specialEndpoints.studentList, specialEndpoints.groupOptions],
  },
};
