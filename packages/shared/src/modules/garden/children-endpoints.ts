import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import {
  CHILD_IMPORT_LIMITS,
  clazzStudentsQuery,
  guardianMobileInput,
  listOfClazzQuery,
  saveStudentNoInput,
  studentAddInput,
  studentDetailQuery,
  studentListQuery,
  studentRemoveInput,
  studentUpdateInput,
} from './children.ts';
import { childDetail, childRow, numberChild, numberClass, savedNumber } from './children-outputs.ts';
import { numberClazzQuery, saveClazzNumbersInput } from './classes.ts';
import { GARDEN_CODES as G } from './codes.ts';

/**
 * The child calls. Every one is limited to the caller's class range: a child or class outside
 * it is answered like a missing one (404 common-0405).
 */
export const childEndpoints = endpoints('/kid-arch/v1/teacher/web/student', {
  list: {
    path: 'list',
    access: readFor(G.student),
    scope: 'class',
    input: studentListQuery,
    output: pageOf(childRow),
    summary: 'Children, paged: by name, clazzId, gradeId, status (default 1 in school), gender, guardianPhone (any digits), studentNo',
  },
  listOfClass: {
    path: 'list-of-clazz',
    access: readFor(G.student, G.clazz),
    scope: 'class',
    input: listOfClazzQuery,
    output: pageOf(childRow),
    summary: 'The children of one class, paged, by name: those in school, or the graduates of a graduated class',
  },
  detail: {
    path: 'detail',
    // class managers open graduates of their classes
    access: readFor(G.student, G.clazz),
    scope: 'class',
    input: studentDetailQuery,
    output: childDetail,
    summary:
      "A child with class and guardians; ID number and guardians' phones masked unless reveal=true by a holder of sensitive-id-card-view",
  },
  add: {
    path: 'add',
    access: writeFor(G.studentAdd),
    scope: 'class',
    transfer: 'json',
    input: studentAddInput,
    output: savedId,
    summary:
      'Add a child {clazzId, name, gender, birthday?, idCardType?, idCardNo?, nation?, studentNo?, enrolDate?, guardians: [{name, phone, relation, isDirectGuardian}] (at least one)}; answers {id}',
  },
  update: {
    path: 'update',
    access: writeFor(G.studentUpdate),
    scope: 'class',
    transfer: 'json',
    input: studentUpdateInput,
    output: nothing,
    summary:
      'Update a child in school {id, …}: absent fields stay; guardians, when sent, is the complete list (existing ones by id keep their phone)',
  },
  remove: {
    path: 'remove',
    access: writeFor(G.studentDelete),
    scope: 'class',
    transfer: 'json',
    input: studentRemoveInput,
    output: z.object({ removed: z.number().int() }),
    summary: 'Children {id | ids} leave the school (status 3, record kept); all or nothing; answers {removed}',
  },
  guardianMobile: {
    path: 'update-guardian-mobile',
    access: writeFor(G.studentUpdate),
    scope: 'class',
    input: guardianMobileInput,
    output: z.object({ guardianId: z.number().int(), mobile: z.string() }),
    summary:
      "Change an existing guardian's phone {studentId, guardianId, mobile}: the guardian is linked to that phone's account (created if new); answers the phone masked",
  },
});

/** The student-number manager (class view → edit2): numbers of a class, or of one child. */
export const childNumberEndpoints = endpoints('/kid-arch/v1/teacher', {
  classes: {
    path: 'clazz/teacher-manage-student-clazz',
    access: readFor(G.student, G.clazz),
    scope: 'class',
    input: numberClazzQuery,
    output: z.array(numberClass),
    summary: 'Classes of the student-number manager (active, in range): [{id, name, gradeName, studentCount, numberedCount}]',
  },
  children: {
    path: 'web/student/teacher-manage-student',
    access: readFor(G.student),
    scope: 'class',
    input: clazzStudentsQuery,
    output: z.array(numberChild),
    summary: 'Children in school of class clazzId for the student-number manager: [{id, name, gender, studentNo}], numbered first',
  },
  saveClass: {
    path: 'clazz/save-stu-num-clazz',
    access: writeFor(G.studentUpdate),
    scope: 'class',
    transfer: 'json',
    input: saveClazzNumbersInput,
    output: z.array(savedNumber.extend({ name: z.string() })),
    summary:
      'Student numbers of a class, all or nothing: {clazzId, items: [{studentId, studentNo}]} or {clazzId, auto: {prefix, start, width, overwrite}}',
  },
  saveOne: {
    path: 'web/student/save-stu-num',
    access: writeFor(G.studentUpdate),
    scope: 'class',
    input: saveStudentNoInput,
    output: savedNumber,
    summary: "One child's student number {studentId, studentNo} (blank clears); unique among children in school",
  },
});

/** The child list as a file: the filters of `list` without paging. */
export const childExportQuery = studentListQuery.omit({ pageNum: true, pageSize: true });

/** Child import and export (/kid-arch/v1/file/*): workbooks, not the envelope, except the upload's answer. */
export const childFileEndpoints = endpoints('/kid-arch/v1/file', {
  template: {
    path: 'studentInfo',
    access: readFor(G.studentImport),
    scope: 'school',
    // POST on this path is the upload
    methods: ['GET'],
    transfer: 'download',
    input: z.object({}),
    output: z.unknown(),
    summary: 'The child import template (.xlsx; * marks required columns; one example row)',
  },
  upload: {
    path: 'studentInfo',
    access: writeFor(G.studentImport),
    scope: 'class',
    transfer: 'upload',
    input: z.object({}),
    output: z.object({ count: z.number().int() }),
    summary: `Import children (multipart "file", .xlsx of the template, at most ${CHILD_IMPORT_LIMITS.maxRows} rows): all or nothing; answers {count} or 400 file-0012 with {failed: [{row, reason}], reportId, reportUrl}`,
  },
  report: {
    path: 'importStudentInfoFailReason',
    access: readFor(G.studentImport),
    scope: 'school',
    transfer: 'download',
    input: z.object({ id: idField }),
    output: z.unknown(),
    summary: 'The failure report of a child import by id (only its importer, same school)',
  },
  export: {
    path: 'clazz/student',
    access: readFor(G.studentExport),
    scope: 'class',
    transfer: 'download',
    input: childExportQuery,
    output: z.unknown(),
    summary:
      'Export the children matching the list filters (clazzId, name, gradeId, status, gender, guardianPhone, studentNo) as .xlsx, streamed',
  },
});
