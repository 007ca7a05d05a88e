import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
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

const ordered = <T extends { startTime: string; endTime: string; startDate: string; endDate: string }>(s: z.ZodType<T>) =>
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
