import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { pageOf } from '../../contract/outputs.ts';
import { batchGraduationInput, graduateStudentListQuery, graduationInput } from './children.ts';
import { childRow } from './children-outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';

/** Who may graduate children: the child or the class graduation code. */
const GRADUATE_CODES = [G.studentGraduate, G.clazzGraduate];

/** Children who graduated: the count of a graduation. */
export const graduated = z.object({ graduated: z.number().int() });

/**
 * Graduated children and the graduation of children one by one or in a batch. A class
 * graduates as a whole through the class calls (classTermEndpoints.graduate).
 */
export const graduateEndpoints = endpoints('/kid-arch/v1/teacher/graduate/student', {
  list: {
    path: 'graduate-stu-list',
    access: readFor(G.student, G.clazz),
    scope: 'class',
    input: graduateStudentListQuery,
    output: pageOf(childRow),
    summary:
      'Graduated children in range, paged: by name, clazzId (graduated class), graduateYear, gender; rows carry graduatedAt of their class',
  },
  graduation: {
    path: 'graduation',
    access: writeFor(...GRADUATE_CODES),
    scope: 'class',
    input: graduationInput,
    output: graduated,
    summary: 'One child of the top grade {studentId} graduates (status 2); the class stays',
  },
  batchGraduation: {
    path: 'batch-graduation',
    access: writeFor(...GRADUATE_CODES),
    scope: 'class',
    // a list of ids, sent as a JSON array
    transfer: 'json',
    input: batchGraduationInput,
    output: graduated,
    summary:
      'Children {studentIds} graduate, all or nothing; refused with data {failures: [{studentId, name, clazzName, reason, reasonEn}], reportId, reportUrl} (kid-arch-0032)',
  },
});

/** The graduate list as a file: its filters without paging. */
export const graduateExportQuery = graduateStudentListQuery.omit({ pageNum: true, pageSize: true });

/** The graduates' workbooks (/kid-arch/v1/file/*): files, not the envelope. */
export const graduateFileEndpoints = endpoints('/kid-arch/v1/file', {
  export: {
    path: 'graduate/student',
    access: readFor(G.studentExport),
    scope: 'class',
    transfer: 'download',
    input: graduateExportQuery,
    output: z.unknown(),
    summary: 'Export graduated children (filters clazzId, graduateYear, name, gender) as .xlsx, streamed',
  },
  failureReport: {
    path: 'graduate-stu-failed-reason',
    access: readFor(...GRADUATE_CODES),
    scope: 'school',
    transfer: 'download',
    input: z.object({ id: idField }),
    output: z.unknown(),
    summary: 'The reasons workbook of a refused batch graduation by id (only the caller who made it)',
  },
});
