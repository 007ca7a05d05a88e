import { COURSE_TYPES } from '@kg/shared/modules/garden/courses';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fileIdOf, imageUrls } from '../../../core/file-url.ts';
import type { CourseRow } from './course-data.ts';

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
