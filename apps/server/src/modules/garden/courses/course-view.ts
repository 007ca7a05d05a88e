import { COURSE_TYPES } from '@kg/shared/modules/garden/courses';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { inScope } from '../class-scope.ts';
import { fileIdOf, imageUrls } from '../files/file-url.ts';

/**
 * A course is visible to a class-scoped teacher when it teaches one of their classes or they
 * teach it; the classes listed with it are only those in their range.
 */
export function courseVisible(scope: number[] | null, memberId: number): SQL {
  if (scope === null) return sql`true`;
  return sql`(c.teacher_member_id = ${memberId} or exists (select 1 from course_classes cc
    where cc.school_id = c.school_id and cc.course_id = c.id and ${inScope(sql`cc.class_id`, scope)}))`;
}

/** The columns of a course row with its place, teacher and (visible) classes. */
export const courseColumns = (scope: number[] | null) => sql`c.id, c.name, c.course_type as "courseType",
  c.place_room_id as "placeRoomId", pr.name as "placeRoomName", c.teacher_member_id as "teacherId", m.real_name as "teacherName",
  c.weekdays, c.start_time as "startTime", c.end_time as "endTime", c.start_date as "startDate", c.end_date as "endDate",
  c.cover_url as "coverRef", c.description, c.created_at as "createdAt", c.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('id', cl.id, 'name', cl.name) order by cl.sort, cl.id)
    from course_classes cc join classes cl on cl.school_id = cc.school_id and cl.id = cc.class_id
    where cc.school_id = c.school_id and cc.course_id = c.id and ${inScope(sql`cc.class_id`, scope)}), '[]') as classes`;

export const courseJoins = sql`left join place_rooms pr on pr.school_id = c.school_id and pr.id = c.place_room_id
  left join members m on m.institution_id = c.school_id and m.id = c.teacher_member_id`;

export interface CourseRow {
  id: number;
  name: string;
  courseType: number;
  placeRoomId: number | null;
  placeRoomName: string | null;
  teacherId: number | null;
  teacherName: string | null;
  weekdays: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  coverRef: string | null;
  description: string | null;
  createdAt: string;
  updatedAt: string | null;
  classes: { id: number; name: string }[];
}

/** The answer shape of list and selectById: cover as a signed image record, names in the caller's language. */
export function courseView(ctx: AppContext, s: SessionInfo, lang: 'zh' | 'en', r: CourseRow) {
  const { coverRef, ...rest } = r;
  const coverId = fileIdOf(coverRef);
  const type = COURSE_TYPES.find((t) => t.value === r.courseType);
  return {
    ...rest,
    courseTypeName: type ? (lang === 'en' ? type.labelEn : type.label) : '',
    classIds: r.classes.map((c) => c.id),
    coverId: coverId ?? 0,
    cover: coverId ? imageUrls(ctx, s, coverId) : null,
  };
}
