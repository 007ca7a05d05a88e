import type { CourseInsertInput } from '@kg/shared/modules/garden/courses';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { fieldError } from '../../../core/errors.ts';
import { fileRef } from '../../../core/file-url.ts';
import { idArray } from '../../../core/scope.ts';
import { classes, members, placeRooms } from '../../../db/schema/index.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import type { CourseValues } from './course-data.ts';

/**
 * Checks that everything a course names belongs to the caller's school (and, for a
 * class-scoped teacher, that the classes are in their range): place, teaching staff member,
 * active classes, cover image. Answers the columns to store.
 */
export async function checkCourseRefs(
  ctx: AppContext,
  school: number,
  b: CourseInsertInput,
  range: number[] | null,
): Promise<CourseValues> {
  if (b.placeRoomId) {
    const place = await ctx.db
      .select({ id: placeRooms.id })
      .from(placeRooms)
      .where(and(eq(placeRooms.schoolId, school), eq(placeRooms.id, b.placeRoomId)));
    if (place.length === 0) throw fieldError('placeRoomId', '场地不存在', 'no such place');
  }
  if (b.teacherId) {
    const teacher = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.institutionId, school), eq(members.id, b.teacherId), eq(members.status, 1)));
    if (teacher.length === 0) throw fieldError('teacherId', '授课教师不存在或已离职', 'no such active staff member');
  }
  const active = await ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, school), eq(classes.status, 1), sql`${classes.id} = any(${idArray(b.classIds)})`));
  const found = new Set(active.map((r) => r.id));
  if (b.classIds.some((id) => !found.has(id) || (range !== null && !range.includes(id)))) {
    throw fieldError(
      'classIds',
      '班级不存在、已毕业或不在您的管理范围内',
      'a class does not exist, has graduated or is outside your range',
    );
  }
  let coverUrl: string | null = null;
  if (b.coverId) {
    await assertAttachable(ctx.db, { schoolId: school }, [b.coverId], {
      kind: 'image',
      field: 'coverId',
      single: true,
      refuse: () => fieldError('coverId', '封面图片不存在，请重新上传', 'no such uploaded image'),
    });
    coverUrl = fileRef(b.coverId);
  }
  return {
    name: b.name,
    courseType: b.courseType,
    placeRoomId: b.placeRoomId ?? null,
    teacherMemberId: b.teacherId ?? null,
    weekdays: [...b.weekdays].sort((x, y) => x - y),
    startTime: b.startTime,
    endTime: b.endTime,
    startDate: b.startDate,
    endDate: b.endDate,
    coverUrl,
    description: b.description ?? null,
  };
}
