import type { HealthCodeColor } from '@kg/shared/modules/attendance/health-codes';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import { attendanceHealthCodes, classes, members, students } from '../../../db/schema/index.ts';

/**
 * Who health codes are kept for, and the entry of a person's day that counts: the children in
 * school (in classes of the caller's range) and the active staff; the latest entry (highest id).
 */

export const h = alias(attendanceHealthCodes, 'h');
export const s = alias(students, 's');
export const c = alias(classes, 'c');
export const m = alias(members, 'm');
/** the member who entered the entry */
export const by = alias(members, 'by');

export type Range = readonly number[] | null;
export type ColorFilter = HealthCodeColor | 'none';

/** Children in school of the school, in the range's classes. */
export const childrenWhere = (schoolId: number, range: Range, clazzId?: number): SQL =>
  sql`${s.schoolId} = ${schoolId} and ${s.status} = 1 and ${s.classId} is not null and ${inRange(sql`${s.classId}`, range)}
    ${clazzId ? sql`and ${s.classId} = ${clazzId}` : sql``}`;

/** Active staff of the school. */
export const staffWhere = (schoolId: number): SQL => sql`${m.institutionId} = ${schoolId} and ${m.status} = 1`;

/** The latest entry of a person's day as the lateral `h` (index attendance_health_codes_{child,staff}_day). */
export const latestOf = (schoolId: number, day: string, person: SQL, column: 'student_id' | 'member_id'): SQL =>
  sql`left join lateral (select * from ${attendanceHealthCodes} x
      where x.school_id = ${schoolId} and x.day = ${day} and x.${sql.raw(column)} = ${person}
      order by x.id desc limit 1) h on true
    left join ${members} by on ${by.institutionId} = ${schoolId} and ${by.id} = ${h.createdBy}`;

export const colorWhere = (f: ColorFilter | undefined): SQL =>
  f === undefined ? sql`` : f === 'none' ? sql`and ${h.id} is null` : sql`and ${h.color} = ${f}`;

export const nameWhere = (column: SQL, name: string | undefined): SQL => (name ? sql`and ${column} ilike ${containsPattern(name)}` : sql``);

/** The status columns of a list row, from the lateral `h`. */
export const STATUS = {
  color: sql<HealthCodeColor | null>`${h.color}`,
  note: sql<string | null>`${h.note}`,
  source: sql<'manual' | 'import' | null>`${h.source}`,
  enteredAt: sql<Date | null>`${h.createdAt}`,
  enteredBy: sql<string | null>`${by.realName}`,
};
