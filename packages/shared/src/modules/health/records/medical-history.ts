import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { codeValue, flagValue, idField, nullableDate, optionalCode, optionalId, plainText } from '../../../contract/fields.ts';
import { day, nothing, timestamp } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { personRecordCalls } from './person-record.ts';
import { noteText, optionalClassQuery, RECORD_LIMITS } from './records-shapes.ts';

const conditionName = plainText(1, RECORD_LIMITS.conditionName);
/** A condition from the catalogue (metadataId) or a new one by name, which joins the catalogue. */
export const historyItemInput = z
  .object({ metadataId: optionalId, name: conditionName.optional(), since: nullableDate.optional(), status: codeValue(2), note: noteText })
  .refine((v) => v.metadataId !== undefined || v.name !== undefined, { message: 'metadataId or name is required', path: ['metadataId'] });
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

const read = readFor(H.history, H.historyView, H.inspect);

/** Children with a medical history (filters: one condition, its status); a save replaces a child's whole list, an empty one clears it. */
const records = personRecordCalls({
  items: 'histories',
  item: historyItem,
  itemInput: historyItemInput,
  filters: { metadataId: optionalId, status: optionalCode(2) },
  read,
  write: writeFor(H.history),
  exportAccess: readFor(H.history, H.historyView),
  paths: {
    list: 'getList',
    child: 'listStuMedicalHistory',
    save: 'addOrUpdateStuMedicalHistory',
    export: 'exportMedicalHistoryStuList',
    without: 'notHasMedicalHistoryStudents',
  },
  words: {
    records: 'medical history',
    withRecords: 'a medical history',
    item: 'condition',
    items: 'conditions',
    anyRecord: 'medical history',
  },
  saveSummary:
    "Replace a child's medical history {studentId, histories: [{metadataId | name (new: joins the catalogue), since?, status 1 ongoing | 2 recovered, note?}]}; answers {count}",
});
export const { listQuery: historyListQuery, exportQuery: historyExportQuery, saveInput: historySaveInput, child: historyChild } = records;
export type HistorySaveInput = z.input<typeof historySaveInput>;
export const condition = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  healthView: z.boolean(),
  /** children in school (of the caller's classes) with it */
  count: z.number().int(),
});

/** Children's medical history. */
export const historyEndpoints = endpoints('/attendance/v1/medicalHistoryStudent', {
  getList: records.calls.list,

  systemHasMedicalHistoryList: {
    path: 'systemHasMedicalHistoryList',
    access: read,
    scope: 'class',
    input: optionalClassQuery,
    output: z.array(condition),
    summary: "The catalogue's conditions with how many children in school have each (whole school or clazzId)",
  },
  exportMedicalHistoryStuList: records.calls.export,

  notHasMedicalHistoryStudents: records.calls.without,

  listStuMedicalHistory: records.calls.child,

  addOrUpdateStuMedicalHistory: records.calls.save,
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
