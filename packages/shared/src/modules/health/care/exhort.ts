import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { idField, nullableDate, optionalId, optionalText, pagingShape, searchText } from '../../../contract/fields.ts';
import { day, imageRecord, nothing, pageOf, timestamp } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { timeList } from './care-outputs.ts';

/**
 * Guardians' exhortations for a day (medicine with dose, times and a photo; care notes), written in
 * the parent app, and the teacher's confirmation that it was done. A class teacher sees and
 * confirms those of their own classes.
 */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const exhortListQuery = z.object({
  ...pagingShape,
  startDay: nullableDate,
  endDay: nullableDate,
  clazzId: optionalId,
  /** Matches the child's name. */
  name: searchText(30),
  confirmed: z.preprocess(blank, z.enum(['yes', 'no']).optional()),
});
export const exhortConfirmInput = z.object({ id: idField, doneTimes: timeList(6).default([]), doneNote: optionalText(300) });

export const exhortMedicine = z.object({ name: z.string(), dose: z.string(), times: z.array(z.string()), imageId: z.number().nullable() });
export const exhortRow = z.object({
  id: z.number(),
  day,
  studentId: z.number(),
  studentName: z.string(),
  clazzId: z.number(),
  clazzName: z.string(),
  guardianName: z.string(),
  relation: z.string(),
  /** Masked as every list masks phones. */
  guardianPhone: z.string(),
  /** The medicines' names, joined, for the list. */
  medicineNames: z.string(),
  notes: z.string().nullable(),
  confirmed: z.boolean(),
  confirmedByName: z.string().nullable(),
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export const exhortDetail = exhortRow.extend({
  medicines: z.array(exhortMedicine),
  doneTimes: z.array(z.string()),
  doneNote: z.string().nullable(),
  /** The medicine photos, signed for the caller. */
  images: z.array(imageRecord),
});
export type ExhortRow = z.output<typeof exhortRow>;
export type ExhortDetail = z.output<typeof exhortDetail>;

export const exhortEndpoints = endpoints('/attendance/v1/exhort', {
  list: {
    path: 'list-by-page',
    access: readFor(H.exhort),
    scope: 'class',
    input: exhortListQuery,
    output: pageOf(exhortRow),
    summary: 'Exhortations paged, newest day first: by day range, class, child name, confirmed or not (a class teacher: own classes)',
  },
  export: {
    path: 'export-list',
    access: readFor(H.exhort),
    scope: 'class',
    transfer: 'download',
    input: exhortListQuery,
    output: z.unknown(),
    summary: 'The matching exhortations as .xlsx (a job past the export row limit)',
  },
  detail: {
    path: 'get-exhort-by-id',
    access: readFor(H.exhort),
    scope: 'class',
    input: z.object({ id: idField }),
    output: exhortDetail,
    summary: 'An exhortation with its medicines, photos and confirmation',
  },
  confirm: {
    path: 'confirm',
    access: writeFor(H.exhort),
    scope: 'class',
    transfer: 'json',
    input: exhortConfirmInput,
    output: nothing,
    summary: 'Confirm an exhortation was done: when the medicine was given and a note (once; a class teacher: own classes)',
  },
});

export const EXHORT: AreaContract = {
  endpoints: [...all(exhortEndpoints)],
  pageCalls: {
    'exhort-list': [exhortEndpoints.list],
    'exhort-detail': [exhortEndpoints.detail],
  },
};
