import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import {
  clazzAddInput,
  clazzDeleteInput,
  clazzGraduateInput,
  clazzIdInput,
  clazzLimitQuery,
  clazzListQuery,
  clazzOptionQuery,
  clazzTeachersQuery,
  clazzUpdateInput,
  clazzUpgradeInput,
  graduateClazzListQuery,
} from './classes.ts';
import {
  classDetail,
  classGraduation,
  classLimit,
  classOption,
  classRow,
  classStaff,
  deletePlan,
  gradeClasses,
  graduateClassOption,
  graduateClassRow,
  schoolTree,
  upgradedClass,
} from './classes-outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';

/**
 * The class calls. Every one is limited to the caller's class range: a class outside it is
 * answered like a missing one (404 common-0405), never "exists but forbidden".
 */
const P = '/kid-arch/v1/teacher/clazz';

/** Class records: add, update, delete, detail, the list and the size limit. */
export const classEndpoints = endpoints(P, {
  add: {
    path: 'add',
    access: writeFor(G.clazzAdd),
    scope: 'school',
    input: clazzAddInput,
    output: savedId,
    summary: 'Add a class {gradeId, name, sort?, maxStudents?}; answers {id}',
  },
  update: {
    path: 'update',
    access: writeFor(G.clazzUpdate),
    scope: 'class',
    input: clazzUpdateInput,
    output: nothing,
    summary: 'Update an active class {id, gradeId?, name?, sort?, maxStudents? (blank = no limit)}',
  },
  deletePlan: {
    path: 'is-confirm-delete',
    access: readFor(G.clazzDelete),
    scope: 'class',
    input: clazzIdInput,
    output: deletePlan,
    summary: 'Before deleting: {needConfirm (children in school must move), studentCount, formerCount, canDelete}',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.clazzDelete),
    scope: 'class',
    input: clazzDeleteInput,
    output: z.object({ moved: z.number().int(), movedTo: z.number().int().nullable() }),
    summary:
      'Delete an active class {id, moveToClazzId?}: children in school move to moveToClazzId (required when there are any); answers {moved, movedTo}',
  },
  detail: {
    path: 'detail',
    access: readFor(G.clazz, G.clazzGet),
    scope: 'class',
    input: clazzIdInput,
    output: classDetail,
    summary: 'A class: grade, size limit, status, counts of children in school (graduates for a graduated class) and its teachers',
  },
  list: {
    path: 'query-list',
    access: readFor(G.clazz),
    scope: 'class',
    input: clazzListQuery,
    output: pageOf(classRow),
    summary: 'Active classes in range, paged, by name and grade, with counts and teacher names',
  },
  limit: {
    path: 'checkClazzNumLimit',
    access: readFor(G.clazz, G.studentAdd, G.studentUpdate),
    scope: 'class',
    input: clazzLimitQuery,
    output: classLimit,
    summary: 'Whether addCount (default 1) more children fit: {clazzId, limit (null = none), current, remaining, canAdd}',
  },
});

const OPTION_CODES = [G.clazz, G.student, G.teacher, G.grade];
const noInput = z.object({});

/** Class options and trees, each filtered to the caller's range: a teacher sees their classes only. */
export const classOptionEndpoints = endpoints(P, {
  tree: {
    path: 'school-grade-clazz-tree',
    access: readFor(...OPTION_CODES),
    scope: 'class',
    input: noInput,
    output: z.array(schoolTree),
    summary: 'School → grades → active classes tree (nodes: nodeId, id, name, type 1 school / 2 grade / 3 class, subList); in range only',
  },
  options: {
    path: 'query-class-option',
    access: SIGNED_IN_READ,
    scope: 'class',
    input: clazzOptionQuery,
    output: z.array(classOption),
    summary: 'Active class options in range [{id, name, gradeId, gradeName, level, studentCount}], by gradeId / name',
  },
  order: {
    path: 'clazz-order-option',
    access: readFor(...OPTION_CODES),
    scope: 'class',
    input: clazzOptionQuery,
    output: z.array(classOption.extend({ order: z.number().int() })),
    summary: 'Active classes in range in display order (grade level, grade sort, class sort) with their position `order` from 1',
  },
  own: {
    path: 'teacher/own-clazz-option',
    access: SIGNED_IN_READ,
    scope: 'class',
    input: noInput,
    output: z.array(classOption),
    summary: "The caller's own classes (all active classes for whole-school staff) [{id, name, gradeId, gradeName, level, studentCount}]",
  },
  ownByGrade: {
    path: '/kid-arch/v1/teacher/own-clazz-sort-option',
    access: SIGNED_IN_READ,
    scope: 'class',
    input: noInput,
    output: z.array(gradeClasses),
    summary: "The caller's own classes grouped by grade in order [{gradeId, gradeName, level, clazzList: [{id, name, studentCount}]}]",
  },
  allRange: {
    path: '/kid-arch/v1/teacher/whether-teacher-has-all-range',
    access: SIGNED_IN_READ,
    scope: 'class',
    input: noInput,
    output: z.boolean(),
    summary: 'Whether the caller sees the whole school (true) or only the classes of their range (false)',
  },
  staff: {
    path: 'teacher/hasAccessToClazzTeachers',
    access: readFor(G.clazz, G.teacher),
    scope: 'class',
    input: clazzTeachersQuery,
    output: z.array(classStaff),
    summary: 'Active staff who can see class clazzId: those with it in their range, then whole-school staff (allRange true); phones masked',
  },
});

const GRADUATE_READ = [G.clazz, G.student];

/** Term end: upgrade and graduation of classes, and the graduated classes (list, detail, options). */
export const classTermEndpoints = endpoints(P, {
  upgrade: {
    path: 'upgrade',
    access: writeFor(G.clazzUpgrade),
    scope: 'class',
    // renames is a list of objects, which form encoding cannot carry
    transfer: 'json',
    input: clazzUpgradeInput,
    output: z.array(upgradedClass),
    summary:
      'Term end: classes {clazzIds, renames?: [{id, name}]} move to the next grade, all or nothing; top-grade classes graduate instead',
  },
  graduate: {
    path: 'graduate',
    access: writeFor(G.clazzGraduate),
    scope: 'class',
    transfer: 'json',
    input: clazzGraduateInput,
    output: classGraduation,
    summary:
      'Top-grade classes {clazzIds, graduatedAt? (default today)} graduate with their children in school; answers {clazzCount, studentCount, graduatedAt}',
  },
  graduatedList: {
    path: 'graduate/query-list',
    access: readFor(...GRADUATE_READ),
    scope: 'class',
    input: graduateClazzListQuery,
    output: pageOf(graduateClassRow),
    summary:
      'Graduated classes in range, paged, by name and graduation year: {id, name, gradeName, graduatedAt, graduateYear, studentCount, teacherNames}',
  },
  graduatedDetail: {
    path: 'graduate/clazz-detail',
    access: readFor(...GRADUATE_READ),
    scope: 'class',
    input: clazzIdInput,
    output: classDetail,
    summary: 'A graduated class: grade, graduatedAt, counts of its graduates, teachers',
  },
  graduatedOptions: {
    path: 'graduate/option-clazz-graduate',
    access: readFor(...GRADUATE_READ),
    scope: 'class',
    input: z.object({ graduateYear: graduateClazzListQuery.shape.graduateYear }),
    output: z.array(graduateClassOption),
    summary: 'Graduated class options in range, newest first [{id, name, graduatedAt, graduateYear}]',
  },
});
