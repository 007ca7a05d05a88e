import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { codeValue, idField, optionalId, optionalText, plainText } from '../../../contract/fields.ts';
import { savedId, timestamp } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { personRecordCalls } from './person-record.ts';
import { ALLERGEN_KINDS, ALLERGY_SOURCES, classQuery, noteText, optionalClassQuery, RECORD_LIMITS } from './records-shapes.ts';

const optionalKind = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ALLERGEN_KINDS).optional());

export const allergyItemInput = z.object({
  allergenId: idField,
  reaction: optionalText(RECORD_LIMITS.reaction).optional(),
  severity: codeValue(3),
  source: z.enum(ALLERGY_SOURCES),
  note: noteText,
});

export const allergen = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  kind: z.enum(ALLERGEN_KINDS),
  foodCategories: z.array(z.string()),
  foodKeywords: z.array(z.string()),
});
/**
 * A school's own allergen: its kind and names; a food allergen also carries what the recipes
 * module matches dishes by (food-composition category prefixes, words in a food's name).
 */
export const allergenInput = z
  .object({
    kind: z.enum(ALLERGEN_KINDS),
    name: plainText(1, RECORD_LIMITS.allergenName),
    nameEn: optionalText(RECORD_LIMITS.allergenNameEn).optional(),
    foodCategories: z.array(plainText(1, 60)).max(10).default([]),
    foodKeywords: z.array(plainText(1, 10)).max(20).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'food') return;
    for (const path of ['foodCategories', 'foodKeywords'] as const)
      if (v[path].length) ctx.addIssue({ code: 'custom', path: [path], message: 'only a food allergen matches foods' });
  });
export type AllergenInput = z.input<typeof allergenInput>;

export const allergyItem = z.object({
  allergenId: z.number().int(),
  allergenName: z.string(),
  allergenNameEn: z.string().nullable(),
  kind: z.enum(ALLERGEN_KINDS),
  reaction: z.string().nullable(),
  severity: z.number().int(),
  source: z.enum(ALLERGY_SOURCES),
  note: z.string().nullable(),
  updatedAt: timestamp,
});
/** Reads are open to class teachers too (checks and meals need to know), limited to their classes. */
const read = readFor(H.allergy, H.allergyView, H.inspect);

/** Children with allergies (filters: allergen kind, one allergen); a save replaces a child's whole list, an empty one clears it. */
const records = personRecordCalls({
  items: 'allergies',
  item: allergyItem,
  itemInput: allergyItemInput,
  filters: { kind: optionalKind, allergenId: optionalId },
  read,
  write: writeFor(H.allergy),
  exportAccess: readFor(H.allergy, H.allergyView),
  paths: {
    list: 'getList',
    child: 'studentAllergyList',
    save: 'addOrUpdateStuAllergy',
    export: 'exportAllergyStudents',
    without: 'notHasAllergyStudents',
  },
  words: { records: 'allergies', withRecords: 'allergies', item: 'allergy', items: 'allergies', anyRecord: 'allergy' },
  saveSummary:
    "Replace a child's allergies {studentId, allergies: [{allergenId, reaction?, severity 1-3, source guardian|hospital|school|other, note?}]}; answers {count}",
});
export const { listQuery: allergyListQuery, exportQuery: allergyExportQuery, saveInput: allergySaveInput, child: allergyChild } = records;
export type AllergySaveInput = z.input<typeof allergySaveInput>;
export const allergyCounts = z.object({
  /** children with any allergy in the scope, and children in school in it */
  children: z.number().int(),
  roster: z.number().int(),
  byKind: z.array(z.object({ kind: z.enum(ALLERGEN_KINDS), count: z.number().int() })),
  byAllergen: z.array(
    z.object({
      allergenId: z.number().int(),
      name: z.string(),
      nameEn: z.string().nullable(),
      kind: z.enum(ALLERGEN_KINDS),
      count: z.number().int(),
    }),
  ),
});
export const boardAllergy = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  children: z.array(
    z.object({
      studentId: z.number().int(),
      /** masked: the board hangs in a corridor */
      name: z.string(),
      allergens: z.array(z.string()),
      severe: z.boolean(),
    }),
  ),
});

/** Children's allergies, and what a class board shows of them. */
export const allergyEndpoints = endpoints('/attendance/v1/healthAllergy', {
  getList: records.calls.list,

  listAllergyByType: {
    path: 'listAllergyByType',
    access: readFor(H.allergy, H.allergyView, H.inspect, H.dataCentre),
    scope: 'class',
    input: optionalClassQuery,
    output: allergyCounts,
    summary: 'How many children in school have each allergen and each kind (whole school or clazzId); the data centre reads it too',
  },
  studentAllergyList: records.calls.child,

  addOrUpdateStuAllergy: records.calls.save,

  exportAllergyStudents: records.calls.export,

  notHasAllergyStudents: records.calls.without,

  getSourceList: {
    path: 'getSourceList',
    access: readFor(H.allergy, H.allergyView, H.inspect, H.dataCentre),
    scope: 'school',
    input: z.object({}),
    output: z.object({ allergens: z.array(allergen), sources: z.array(z.enum(ALLERGY_SOURCES)) }),
    summary: "The school's allergen catalogue (kind; food allergens with food-composition categories and keywords) and the sources",
  },
  addAllergy: {
    path: 'addAllergy',
    access: writeFor(H.allergy),
    scope: 'school',
    transfer: 'json',
    input: allergenInput,
    output: savedId,
    summary:
      "Add an allergen to the school's catalogue {kind, name, nameEn?, foodCategories?, foodKeywords? (food only)}; a name already there is 409",
  },
});

export const boardAllergyEndpoints = endpoints('/attendance/v1/clazzBrandAllergy', {
  getAllergyInfo: {
    path: 'getAllergyInfo',
    access: read,
    scope: 'class',
    input: classQuery,
    output: boardAllergy,
    summary: "A class's children with allergies as its board shows them: masked names, allergen names, severe flag",
  },
});

export const ALLERGY: AreaContract = {
  endpoints: [...all(allergyEndpoints), ...all(boardAllergyEndpoints)],
  pageCalls: {
    'health-allergy': [allergyEndpoints.getList, allergyEndpoints.listAllergyByType, allergyEndpoints.getSourceList],
  },
};
