import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import {
  codeValue,
  dateValue,
  flagValue,
  idField,
  idList,
  intList,
  nullableId,
  optionalCode,
  optionalId,
  optionalText,
  pagingShape,
  plainText,
  searchText,
  timeValue,
} from '../../contract/fields.ts';
import { day, idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';
import { imageRecord } from './files.ts';

/** Courses (/garden/v1/course/*): interest and featured classes meeting on weekdays in a place. */
export const COURSE_TYPES: OptionItem[] = [
  { value: 1, label: '兴趣课', labelEn: 'Interest class' },
  { value: 2, label: '特色课', labelEn: 'Featured course' },
  { value: 3, label: '托管课', labelEn: 'After-school care' },
  { value: 4, label: '其他', labelEn: 'Other' },
];
export const COURSE_LIMITS = { name: 30, description: 500, classesMax: 50 } as const;
/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS: OptionItem[] = ['一', '二', '三', '四', '五', '六', '日'].map((d, i) => ({
  value: i + 1,
  label: `周${d}`,
  labelEn: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][i],
}));

const courseFields = {
  name: plainText(1, COURSE_LIMITS.name),
  courseType: codeValue(COURSE_TYPES.length).default(1),
  placeRoomId: nullableId.optional(),
  /** the teaching staff member (teacherId) */
  teacherId: nullableId.optional(),
  classIds: idList(1, COURSE_LIMITS.classesMax),
  weekdays: intList(1, 7, 1, 7),
  startTime: timeValue,
  endTime: timeValue,
  startDate: dateValue,
  endDate: dateValue,
  /** an uploaded image id (file upload answer `id`); blank or 0 for none */
  coverId: nullableId.optional(),
  description: optionalText(COURSE_LIMITS.description).optional(),
};

/** Keeps the object's own type (input and output), so the web's calls stay typed. */
const ordered = <S extends z.ZodType<{ startTime: string; endTime: string; startDate: string; endDate: string }>>(s: S) =>
  s
    .refine((v) => v.endTime > v.startTime, { path: ['endTime'], message: 'endTime must be after startTime' })
    .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'endDate must not be before startDate' });

export const courseInsertInput = ordered(z.object(courseFields));
export const courseUpdateInput = ordered(z.object({ id: idField, ...courseFields }));
export type CourseInsertInput = z.infer<typeof courseInsertInput>;

export const courseListQuery = z.object({
  ...pagingShape,
  name: searchText(COURSE_LIMITS.name),
  courseType: optionalCode(COURSE_TYPES.length),
  classId: optionalId,
  teacherId: optionalId,
  placeRoomId: optionalId,
});
export const courseIdInput = z.object({ id: idField });
/** Deleting a course with sign-in records needs confirm=true (they are deleted with it). */
export const courseDeleteInput = z.object({ id: idField, confirm: flagValue.optional() });

/** A late sign-in correction: a child of a class of the course, on a past meeting day. */
export const courseRepairSignInput = z.object({ courseId: idField, studentId: idField, signDate: dateValue });

/**
 * A course as lists and the detail answer it: place, teacher and the classes the caller may
 * see, the cover as a signed image record (coverId 0 and cover null without one), names in
 * the caller's language. Times and dates are null only on a record saved without them.
 */
export const courseRow = z.object({
  id: z.number(),
  name: z.string(),
  courseType: z.number(),
  courseTypeName: z.string(),
  placeRoomId: z.number().nullable(),
  placeRoomName: z.string().nullable(),
  teacherId: z.number().nullable(),
  teacherName: z.string().nullable(),
  classes: z.array(idName),
  classIds: z.array(z.number()),
  weekdays: z.array(z.number()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startDate: day.nullable(),
  endDate: day.nullable(),
  coverId: z.number(),
  cover: imageRecord.nullable(),
  description: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp.nullable(),
});
/** The detail adds the count of sign-in records (deleting the course deletes them). */
export const courseDetail = courseRow.extend({ signCount: z.number() });

export const repairedSign = z.object({
  id: z.number(),
  courseId: z.number(),
  studentId: z.number(),
  signDate: day,
  repaired: z.boolean(),
});

/** Reads also with the garden page code; class-scoped staff see the courses of their classes. */
export const courseEndpoints = endpoints('/garden/v1/course', {
  list: {
    path: 'list',
    access: readFor(G.course, G.garden),
    scope: 'class',
    input: courseListQuery,
    output: pageOf(courseRow),
    summary: 'Courses, paged, newest first: filters name, courseType, classId, teacherId, placeRoomId',
  },
  detail: {
    path: 'selectById',
    access: readFor(G.course, G.garden),
    scope: 'class',
    input: courseIdInput,
    output: courseDetail,
    summary: 'One course the caller may see, with its sign-in count',
  },
  add: {
    path: 'insert',
    access: writeFor(G.course),
    scope: 'class',
    transfer: 'json',
    input: courseInsertInput,
    output: savedId,
    summary: 'Add a course: classes in range, weekdays 1–7, HH:mm times, dates, optional place, teacher and uploaded cover',
  },
  update: {
    path: 'update',
    access: writeFor(G.course),
    scope: 'class',
    transfer: 'json',
    input: courseUpdateInput,
    output: savedId,
    summary: 'Update course `id` (same fields as insert); a class-scoped teacher keeps the classes outside their range',
  },
  remove: {
    path: 'deleteById',
    access: writeFor(G.course),
    scope: 'class',
    input: courseDeleteInput,
    output: nothing,
    summary: 'Delete course `id`; with sign-in records only when confirm=true (garden-0003 otherwise, data {signCount})',
  },
  repairSign: {
    path: 'repairSign',
    access: writeFor(G.course),
    scope: 'class',
    input: courseRepairSignInput,
    output: repairedSign,
    summary: 'Late sign-in correction of a child of the course on a past meeting day; the record is marked repaired',
  },
});
