import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { GARDEN_CODES as G } from './codes.ts';
import { staffListQuery } from './staff.ts';

/** Staff imports are small (a school has tens of staff); every new account costs a password hash. */
export const TEACHER_IMPORT_MAX_ROWS = 500;
/** The largest staff workbook accepted: checked in the browser before sending and on the server. */
export const TEACHER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The teacher workbook calls (/kid-arch/v1/file/...): template, import, its failure report, export. */
export const staffFileEndpoints = endpoints('/kid-arch/v1/file', {
  importTemplate: {
    path: 'teacherInfo',
    access: writeFor(G.teacherImport),
    scope: 'school',
    transfer: 'download',
    // POST on this path is the upload
    methods: ['GET'],
    input: z.object({}),
    output: z.unknown(),
    summary: 'The teacher import template (.xlsx): header row, an example row, drop-down lists for post type, gender, ID type, education',
  },
  importUpload: {
    path: 'teacherInfo',
    access: writeFor(G.teacherImport),
    scope: 'school',
    transfer: 'upload',
    input: z.object({}),
    output: z.object({ count: z.number().int() }),
    summary:
      `Import staff from the template (multipart "file", at most ${TEACHER_IMPORT_MAX_ROWS} rows): all rows or none. ` +
      'Otherwise 400 file-0012 with {failed: [{row, reason}], reportId, reportUrl}',
  },
  importReport: {
    path: 'importTeacherInfoFailReason',
    access: writeFor(G.teacherImport),
    scope: 'school',
    transfer: 'download',
    methods: ['GET', 'POST'],
    input: z.object({ id: idField }),
    output: z.unknown(),
    summary: 'The failure report workbook of a teacher import of this school: {id: reportId}',
  },
  export: {
    path: 'teacherModel',
    access: readFor(G.teacherExport),
    scope: 'school',
    transfer: 'download',
    methods: ['GET', 'POST'],
    input: staffListQuery.omit({ pageNum: true, pageSize: true }),
    output: z.unknown(),
    summary:
      'Export the staff (streamed .xlsx) with the list filters. Phones and ID numbers are masked unless the caller ' +
      'holds sensitive-id-card-view',
  },
});
