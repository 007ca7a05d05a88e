import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { codeValue, flagValue, idField, nullableDate, optionalCode, optionalId, pagingShape, plainText } from '../../../contract/fields.ts';
import { day, nothing, pageOf, timestamp } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import {
  childBase,
  childFilterShape,
  childRow,
  noteText,
  optionalClassQuery,
  pagedChildFilter,
  RECORD_LIMITS,
  studentQuery,
} from './records-shapes.ts';

/** Children with a medical history: class, name, one condition (metadataId), status. */
export const historyListQuery = z.object({ ...pagingShape, ...childFilterShape, metadataId: optionalId, status: optionalCode(2) });
export const historyExportQuery = historyListQuery.omit({ pageNum: true, pageSize: true });

const conditionName = plainText(1, RECORD_LIMITS.conditionName);
/** A condition from the catalogue (metadataId) or a new one by name, which joins the catalogue. */
export const historyItemInput = z
  .object({ metadataId: optionalId, name: conditionName.optional(), since: nullableDate.optional(), status: codeValue(2), note: noteText })
  .refine((v) => v.metadataId !== undefined || v.name !== undefined, { message: 'metadataId or name is required', path: ['metadataId'] });
/** A child's complete medical history: what is not sent is removed; an empty list clears it. */
export const historySaveInput = z.object({ studentId: idField, histories: z.array(historyItemInput).max(RECORD_LIMITS.items) });
export type HistorySaveInput = z.input<typeof historySaveInput>;

export const historyItem = z.object({
  metadataId: z.number().int(),
  name: z.string(),
  /** the default conditions' English name; a school's own has none */
  nameEn: z.string().nullable(),
  since: day.nullable(),
  status: z.number().int(),
  note: z.string().nullable(),
  updatedAt: timestamp,
});
export const historyChild = z.object({ ...childBase, histories: z.array(historyItem) });
export const condition = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  healthView: z.boolean(),
  /** children in school (of the caller's classes) with it */
  count: z.number().int(),
});

const read = readFor(H.history, H.historyView, H.inspect);

/** Children's medical history. */
export const historyEndpoints = endpoints('/attendance/v1/medicalHistoryStudent', {
  getList: {
    path: 'getList',
    access: read,
    scope: 'class',
    input: historyListQuery,
    output: pageOf(historyChild),
    summary: 'Children in school with a medical history, paged, with their conditions: filters clazzId, metadataId, status, name',
  },
  systemHasMedicalHistoryList: {
    path: 'systemHasMedicalHistoryList',
    access: read,
    scope: 'class',
    input: optionalClassQuery,
    output: z.array(condition),
    summary: "The catalogue's conditions with how many children in school have each (whole school or clazzId)",
  },
  exportMedicalHistoryStuList: {
    path: 'exportMedicalHistoryStuList',
    access: readFor(H.history, H.historyView),
    scope: 'class',
    transfer: 'download',
    input: historyExportQuery,
    output: z.unknown(),
    summary:
      'The children with a medical history matching the getList filters as .xlsx (one row per condition); large exports run as a job',
  },
  notHasMedicalHistoryStudents: {
    path: 'notHasMedicalHistoryStudents',
    access: read,
    scope: 'class',
    input: pagedChildFilter,
    output: pageOf(childRow),
    summary: 'Children in school without any medical history on record, paged: clazzId, name',
  },
  listStuMedicalHistory: {
    path: 'listStuMedicalHistory',
    access: read,
    scope: 'class',
    input: studentQuery,
    output: historyChild,
    summary: "One child's medical history {studentId}",
  },
  addOrUpdateStuMedicalHistory: {
    path: 'addOrUpdateStuMedicalHistory',
    access: writeFor(H.history),
    scope: 'class',
    transfer: 'json',
    input: historySaveInput,
    output: z.object({ count: z.number().int() }),
    summary:
      "Replace a child's medical history {studentId, histories: [{metadataId | name (new: joins the catalogue), since?, status 1 ongoing | 2 recovered, note?}]}; answers {count}",
  },
});

/** The school's catalogue of conditions (the seed's bare /medicalHistoryMetadata/, under /attendance/v1/). */
export const historyCatalogueEndpoints = endpoints('/attendance/v1/medicalHistoryMetadata', {
  list: {
    path: 'list',
    access: read,
    scope: 'class',
    input: z.object({}),
    output: z.array(condition),
    summary: "The school's conditions in order, with how many children in school have each",
  },
  setHealthView: {
    path: 'setHealthView',
    access: writeFor(H.history),
    scope: 'school',
    input: z.object({ id: idField, healthView: flagValue }),
    output: nothing,
    summary: "Show (true) or hide a condition in the health views (a child's health summary); records stay",
  },
  updateName: {
    path: 'updateName',
    access: writeFor(H.history),
    scope: 'school',
    input: z.object({ id: idField, name: conditionName }),
    output: nothing,
    summary: 'Rename a condition {id, name}; names are unique in the school',
  },
  del: {
    path: 'del',
    access: writeFor(H.history),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete a condition {id}; refused (health-0205, data.count) while any child has it on record',
  },
});

export const MEDICAL_HISTORY: AreaContract = {
  endpoints: [...all(historyEndpoints), ...all(historyCatalogueEndpoints)],
  pageCalls: {
    'health-history': [historyEndpoints.getList, historyEndpoints.systemHasMedicalHistoryList, historyCatalogueEndpoints.list],
  },
};
