import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { idField } from '../../../contract/fields.ts';
import { nothing, pageOf, savedId } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { optionEndpoints } from '../inspection/inspection.ts';
import {
  EXAM_LIMITS,
  examItem,
  planDetail,
  planInput,
  planListQuery,
  planOption,
  planOptionQuery,
  planQuery,
  planRow,
  planUpdateInput,
  recordExportQuery,
  recordInput,
  recordPageQuery,
  recordRow,
  templateQuery,
} from './exam-schemas.ts';

/**
 * Physical exam plans (which classes, which items, when) and their records. Plans are managed
 * with the exam-manage code; records are entered with exam-record and read with exam-view. A
 * class teacher reads and enters the records of their own classes only (the server scopes it).
 */
const manage = writeFor(H.examManage);
const options = readFor(H.examManage, H.examRecord, H.examView);
const recordRead = readFor(H.examManage, H.examRecord, H.examView);
const recordWrite = writeFor(H.examManage, H.examRecord);

export const examPlanEndpoints = endpoints('/attendance/v1/exam', {
  page: {
    path: 'planManagerPage',
    access: readFor(H.examManage),
    scope: 'school',
    input: planListQuery,
    output: pageOf(planRow),
    summary: 'Exam plans paged (newest first) with classes and progress {measured, expected}: filters name, termId',
  },
  create: {
    path: 'plan/create',
    access: manage,
    scope: 'school',
    transfer: 'json',
    input: planInput,
    output: savedId,
    summary: 'Create a plan {name, termId?, startDay, endDay, clazzIds, items: EXAM_ITEMS keys in sheet order}',
  },
  items: {
    path: 'get-all-exam-item',
    access: options,
    scope: 'school',
    input: z.object({}),
    output: z.array(examItem),
    summary: 'Every exam item with its zh/en label, unit, kind, range, decimals and choices',
  },
  update: {
    path: 'plan/update',
    access: manage,
    scope: 'school',
    transfer: 'json',
    input: planUpdateInput,
    output: nothing,
    summary:
      'Change a plan {id, …create}: classes and items may grow; removing a class or item that has records, or a period that leaves records outside, is 409 naming the field',
  },
  remove: {
    path: 'plan/del',
    access: manage,
    scope: 'school',
    input: planQuery,
    output: z.object({ records: z.number().int() }),
    summary: 'Delete a plan with its records; answers how many records went with it',
  },
  get: {
    path: 'plan/get',
    access: options,
    scope: 'class',
    input: planQuery,
    output: planDetail,
    summary: 'One plan with its classes, progress, and the classes and items that already have records',
  },
  options: {
    path: 'plan/page',
    access: options,
    scope: 'class',
    input: planOptionQuery,
    output: z.array(planOption),
    summary: 'Plans as options for a class (clazzId) or term (termId), newest first (a teacher: plans of own classes)',
  },
  all: {
    path: 'all/plan/list',
    access: options,
    scope: 'class',
    input: z.object({}),
    output: z.array(planOption),
    summary: 'Every plan of the school as options, newest first (a teacher: plans of own classes)',
  },
});

export const examRecordEndpoints = endpoints('/attendance/v1/exam', {
  page: {
    path: 'record/get-page',
    access: recordRead,
    scope: 'class',
    input: recordPageQuery,
    output: pageOf(recordRow),
    summary:
      "A plan's children in school by class with their values, z-scores (waz, haz, whz, baz) and statuses, paged: planId, clazzId, name (a teacher: own classes)",
  },
  update: {
    path: 'record/update',
    access: recordWrite,
    scope: 'class',
    transfer: 'json',
    input: recordInput,
    output: recordRow,
    summary:
      "Save one child's values {planId, studentId, measuredDay, values: {item: number | choice | null}, position?: lying | standing (default by age: lying under 731 days), oedema?}; z-scores computed on save (WHO's ±0.7 cm conversion; none weight-based with oedema); answers the record",
  },
  export: {
    path: 'record/export',
    access: recordRead,
    scope: 'class',
    transfer: 'download',
    input: recordExportQuery,
    output: z.unknown(),
    summary: "A plan's records as .xlsx (every item, z-scores, statuses): planId, clazzId, name; a job past the export row limit",
  },
  exportHeight: {
    path: 'record/export-height',
    access: recordRead,
    scope: 'class',
    transfer: 'download',
    input: recordExportQuery,
    output: z.unknown(),
    summary: "A plan's heights as .xlsx (height, height-for-age z, stunting): planId, clazzId, name",
  },
  exportWeight: {
    path: 'record/export-weight',
    access: recordRead,
    scope: 'class',
    transfer: 'download',
    input: recordExportQuery,
    output: z.unknown(),
    summary: "A plan's weights as .xlsx (weight, weight-for-age, weight-for-height and BMI z, statuses): planId, clazzId, name",
  },
  template: {
    path: 'record/template',
    // a read call: the import dialog fetches the template with GET
    access: readFor(H.examManage, H.examRecord),
    scope: 'class',
    transfer: 'download',
    input: templateQuery,
    output: z.unknown(),
    summary:
      "The record template of a plan and class (.xlsx): the class's children pre-filled with the measuring date (the record's, else the plan's start) and position, one column per plan item, and oedema",
  },
  upload: {
    path: 'record/upload',
    access: recordWrite,
    scope: 'class',
    transfer: 'upload',
    input: z.object({ planId: idField }),
    output: z.object({ count: z.number().int() }),
    summary: `Import a filled template of a plan (multipart: "file" and planId; at most ${EXAM_LIMITS.importRows} rows): all or nothing; answers {count} or 400 file-0012 with {failed: [{row, reason}], reportId, reportUrl}`,
  },
  report: {
    path: 'record/import-fail-reason',
    access: readFor(H.examManage, H.examRecord),
    scope: 'school',
    transfer: 'download',
    input: z.object({ id: idField }),
    output: z.unknown(),
    summary: 'The failure report of a record import by id: the uploaded rows with a reason column (only its importer)',
  },
});

export const EXAMS: AreaContract = {
  endpoints: [...all(examPlanEndpoints), ...all(examRecordEndpoints)],
  pageCalls: {
    'health-exam-plans': [examPlanEndpoints.page],
    'health-exam-plan-add': [examPlanEndpoints.items, optionEndpoints.classes],
    'health-exam-plan-edit': [examPlanEndpoints.items, examPlanEndpoints.get, optionEndpoints.classes],
    'health-exam-records': [examPlanEndpoints.all, examPlanEndpoints.items, optionEndpoints.classes],
  },
};
