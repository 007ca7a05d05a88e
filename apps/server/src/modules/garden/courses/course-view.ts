import { COURSE_TYPES } from '@kg/shared/modules/garden/courses';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fileIdOf, imageUrls } from '../../../core/file-url.ts';

/** A course as course-data.ts reads it: the cover as its stored reference. */
export type CourseRow = {
  id: number;
  name: string;
  courseType: number;
  placeRoomId: number | null;
  placeRoomName: string | null;
  teacherId: number | null;
  teacherName: string | null;
  weekdays: number[];
  startTime: string | null;
  endTime: string | null;
  startDate: string | null;
  endDate: string | null;
  coverRef: string | null;
  description: string | null;
  createdAt: Date;
  updatedAt: Date | null;
  classes: { id: number; name: string }[];
};

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
