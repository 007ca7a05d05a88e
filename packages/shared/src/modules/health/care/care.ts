import { z } from 'zod';
import { readFor, SIGNED_IN, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { idField, searchText } from '../../../contract/fields.ts';
import { idName, nothing, pageOf, savedId } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import {
  careDetail,
  careInput,
  careListQuery,
  careRow,
  careStateInput,
  entryDetail,
  entryFields,
  modelInput,
  modelRow,
  studentOption,
  studentOptionQuery,
  viewFields,
  viewRow,
} from './care-outputs.ts';

/**
 * Health care of a sick or recovering child: records, content templates, reminders, the health
 * teacher's views and the class teacher's entries. The care code manages everything; a class
 * teacher (who records checks) reads the records of their classes and writes entries there; an
 * author changes or deletes their own view or entry through the no-permission calls. Every read
 * the class teacher may make is scoped to their class range on the server.
 */
const byId = z.object({ id: idField });
const manage = writeFor(H.care);
const read = readFor(H.care);
/** The care records of the caller's class range: the care code, or a class teacher (who records checks). */
const classRead = readFor(H.care, H.inspectRecord);
const classTeacher = writeFor(H.care, H.inspectRecord);

export const careEndpoints = endpoints('/attendance/v1/healthy-care', {
  list: {
    path: 'pageList',
    access: classRead,
    scope: 'class',
    transfer: 'json',
    input: careListQuery,
    output: pageOf(careRow),
    summary: 'Care records paged: under care on a day or in a range, by class, state and child name (a class teacher: own classes)',
  },
  export: {
    path: 'export',
    access: classRead,
    scope: 'class',
    transfer: 'download',
    input: careListQuery,
    output: z.unknown(),
    summary: 'The matching care records as .xlsx (a job past the export row limit)',
  },
  setState: {
    path: 'setCareState',
    access: manage,
    scope: 'class',
    input: careStateInput,
    output: nothing,
    summary: 'Mark a care record ongoing or finished (finished records stop reminding)',
  },
  remove: {
    path: 'delete',
    scope: 'class',
    access: manage,
    input: byId,
    output: nothing,
    summary: 'Delete a care record with its views and entries',
  },
  add: {
    path: 'add',
    access: manage,
    scope: 'class',
    transfer: 'json',
    input: careInput,
    output: savedId,
    summary: 'Add a care record: child, condition, period, care needs, medicine, staff to remind and when',
  },
  detail: {
    path: 'detail',
    access: classRead,
    scope: 'class',
    input: byId,
    output: careDetail,
    summary: 'A care record with its daily views and teacher entries (a class teacher: own classes)',
  },
  students: {
    path: 'getStudentList',
    access: read,
    scope: 'class',
    input: studentOptionQuery,
    output: z.array(studentOption),
    summary: 'Children to choose for a care record (enrolled, in the class range; at most 50)',
  },
  remindUsers: {
    path: 'remind/getCanRemindUserList',
    access: read,
    scope: 'school',
    input: z.object({ name: searchText(30) }),
    output: z.array(idName),
    summary: 'Active staff of the school who may be reminded',
  },
});

export const modelEndpoints = endpoints('/attendance/v1/healthy-care/content-model', {
  list: {
    path: 'list',
    access: read,
    scope: 'school',
    input: z.object({ title: searchText(30) }),
    output: z.array(modelRow),
    summary: 'Care content templates, topped first (latest topped first), then newest',
  },
  add: {
    path: 'add',
    scope: 'school',
    access: manage,
    transfer: 'json',
    input: modelInput,
    output: savedId,
    summary: 'Add a care content template',
  },
  update: {
    path: 'update',
    access: manage,
    scope: 'school',
    input: modelInput.extend({ id: idField }),
    output: nothing,
    summary: 'Change a care content template',
  },
  remove: { path: 'delete', scope: 'school', access: manage, input: byId, output: nothing, summary: 'Delete a care content template' },
  top: {
    path: 'topping',
    scope: 'school',
    access: manage,
    input: byId,
    output: nothing,
    summary: 'Top a care content template (listed first)',
  },
  untop: { path: 'unTopping', scope: 'school', access: manage, input: byId, output: nothing, summary: 'Untop a care content template' },
});

export const viewEndpoints = endpoints('/attendance/v1/healthy-care/view', {
  remove: { path: 'delete', scope: 'class', access: manage, input: byId, output: nothing, summary: 'Delete a care view (anyone’s)' },
  detail: {
    path: 'detail',
    scope: 'class',
    access: classRead,
    input: byId,
    output: viewRow,
    summary: 'A care view (a class teacher: own classes)',
  },
  add: {
    path: 'add',
    access: manage,
    scope: 'class',
    transfer: 'json',
    input: z.object({ recordId: idField, ...viewFields }),
    output: savedId,
    summary: 'Add the health teacher’s view of the child for a day of the care',
  },
  update: {
    path: 'update',
    access: manage,
    scope: 'class',
    transfer: 'json',
    input: z.object({ id: idField, ...viewFields }),
    output: nothing,
    summary: 'Change a care view (anyone’s)',
  },
  ownUpdate: {
    path: 'no-permission-update',
    access: SIGNED_IN,
    scope: 'class',
    transfer: 'json',
    input: z.object({ id: idField, ...viewFields }),
    output: nothing,
    summary: 'Change a care view the caller wrote (no care code needed)',
  },
  ownRemove: {
    path: 'no-permission-delete',
    access: SIGNED_IN,
    scope: 'class',
    input: byId,
    output: nothing,
    summary: 'Delete a care view the caller wrote (no care code needed)',
  },
});

export const entryEndpoints = endpoints('/attendance/v1/healthy-care/teacher/care', {
  remove: {
    path: 'delete',
    scope: 'class',
    access: manage,
    input: byId,
    output: nothing,
    summary: 'Delete a teacher care entry (anyone’s)',
  },
  detail: {
    path: 'detail',
    access: classRead,
    scope: 'class',
    input: byId,
    output: entryDetail,
    summary: 'A teacher care entry with its pictures (a class teacher: own classes)',
  },
  add: {
    path: 'add',
    access: classTeacher,
    scope: 'class',
    transfer: 'json',
    input: z.object({ recordId: idField, ...entryFields }),
    output: savedId,
    summary: 'Add the class teacher’s care entry for a day: medicine given when, temperature, observation, pictures',
  },
  update: {
    path: 'update',
    access: manage,
    scope: 'class',
    transfer: 'json',
    input: z.object({ id: idField, ...entryFields }),
    output: nothing,
    summary: 'Change a teacher care entry (anyone’s)',
  },
  ownUpdate: {
    path: 'no-permission-update',
    access: SIGNED_IN,
    scope: 'class',
    transfer: 'json',
    input: z.object({ id: idField, ...entryFields }),
    output: nothing,
    summary: 'Change a care entry the caller wrote (no care code needed)',
  },
  ownRemove: {
    path: 'no-permission-delete',
    access: SIGNED_IN,
    scope: 'class',
    input: byId,
    output: nothing,
    summary: 'Delete a care entry the caller wrote (no care code needed)',
  },
});

export const CARE: AreaContract = {
  endpoints: [...all(careEndpoints), ...all(modelEndpoints), ...all(viewEndpoints), ...all(entryEndpoints)],
  pageCalls: {
    'health-care-day': [careEndpoints.list],
    'health-care-daily': [careEndpoints.detail],
  },
};
