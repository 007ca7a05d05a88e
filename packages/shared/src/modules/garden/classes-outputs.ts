import { z } from 'zod';
import { day, timestamp } from '../../contract/outputs.ts';

/**
 * What the class calls answer. Counts are of children in school (status 1), except on a
 * graduated class, whose counts are of its graduates.
 */

const int = z.number().int();

/** A row of the active class list, with its counts and the names of its staff. */
export const classRow = z.object({
  id: int,
  name: z.string(),
  gradeId: int,
  gradeName: z.string(),
  level: int,
  sort: int,
  /** null: no size limit. */
  maxStudents: int.nullable(),
  status: int,
  studentCount: int,
  boyCount: int,
  girlCount: int,
  /** Active staff with the class in their range, joined by '、' ('' for none). */
  teacherNames: z.string(),
});

/** A staff member with the class in their range (whole-school staff are not listed). */
export const classTeacher = z.object({
  teacherId: int,
  realName: z.string(),
  postType: int.nullable(),
  jobTitle: z.string().nullable(),
});

/** One class, active or graduated: its grade, counts and staff. */
export const classDetail = z.object({
  id: int,
  name: z.string(),
  gradeId: int,
  gradeName: z.string(),
  level: int,
  status: int,
  maxStudents: int.nullable(),
  sort: int,
  graduatedAt: day.nullable(),
  createdAt: timestamp,
  studentCount: int,
  boyCount: int,
  girlCount: int,
  teachers: z.array(classTeacher),
  teacherNames: z.string(),
});

/** Everyone who can see a class: its range staff first, then whole-school staff; phones masked. */
export const classStaff = classTeacher.extend({ phone: z.string(), allRange: z.boolean() });

/** What deleting a class involves, asked before the delete. */
export const deletePlan = z.object({
  /** Children in school must move to another class first. */
  needConfirm: z.boolean(),
  studentCount: int,
  /** Graduated or departed children whose record loses its class. */
  formerCount: int,
  /** false for a graduated class. */
  canDelete: z.boolean(),
});

/** How many more children fit into a class. */
export const classLimit = z.object({
  clazzId: int,
  /** null: no size limit. */
  limit: int.nullable(),
  current: int,
  remaining: int.nullable(),
  canAdd: z.boolean(),
});

/** An active class as an option, with its grade and children in school. */
export const classOption = z.object({
  id: int,
  name: z.string(),
  gradeId: int,
  gradeName: z.string(),
  level: int,
  studentCount: int,
});

/** Grades with their active classes, in display order. */
export const gradeClasses = z.object({
  gradeId: int,
  gradeName: z.string(),
  level: int,
  clazzList: z.array(z.object({ id: int, name: z.string(), studentCount: int })),
});

const node = { nodeId: z.string(), id: int, name: z.string(), type: int };
/** School → grades → classes; `nodeId` is `type-id` (RangeNodeType). */
export const schoolTree = z.object({
  ...node,
  subList: z.array(
    z.object({
      ...node,
      level: int,
      subList: z.array(z.object({ ...node, studentCount: int, subList: z.array(z.never()) })),
    }),
  ),
});

/** A class that moved up a grade. */
export const upgradedClass = z.object({ clazzId: int, name: z.string(), fromGradeId: int, toGradeId: int, toGradeName: z.string() });

export const classGraduation = z.object({ clazzCount: int, studentCount: int, graduatedAt: day });

/** A row of the graduated classes. */
export const graduateClassRow = z.object({
  id: int,
  name: z.string(),
  gradeId: int,
  gradeName: z.string(),
  graduatedAt: day.nullable(),
  graduateYear: int.nullable(),
  /** Its graduates. */
  studentCount: int,
  /** Staff who had the class in their range, joined by '、'. */
  teacherNames: z.string(),
});

export const graduateClassOption = z.object({ id: int, name: z.string(), graduatedAt: day.nullable(), graduateYear: int.nullable() });
