import type { BrandContentAddInput } from '@kg/shared/modules/garden/class-brand';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { fieldError, notFound } from '../../../core/errors.ts';
import { fileRef } from '../../../core/file-url.ts';
import { classInRange } from '../../../core/scope.ts';
import { classes } from '../../../db/schema/index.ts';
import { type Attacher, assertAttachable } from '../../../platform/files/index.ts';

/**
 * The class must be of the caller's school and in their range (404 common-0405 otherwise,
 * as for another school's class) and not graduated; images must be uploaded images of the school.
 */
export async function checkBrandInput(ctx: AppContext, caller: Attacher, b: BrandContentAddInput, range: number[] | null) {
  const { schoolId } = caller;
  const [clazz] = await ctx.db
    .select({ status: classes.status })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, b.classId)));
  if (!clazz || !classInRange(range, b.classId)) throw notFound();
  if (clazz.status !== 1) throw fieldError('classId', '班级已毕业，不能再发布班牌内容', 'the class has graduated');
  const ids = b.imageIds ?? [];
  await assertAttachable(ctx.db, caller, ids, {
    kind: 'image',
    field: 'imageIds',
    refuse: () => fieldError('imageIds', '图片不存在，请重新上传', 'an image does not exist; upload it again'),
  });
  return {
    classId: b.classId,
    contentType: b.contentType,
    title: b.title,
    content: b.content ?? null,
    imageUrls: ids.map(fileRef),
    startDate: b.startDate ?? null,
    endDate: b.endDate ?? null,
  };
}

export type BrandValues = Awaited<ReturnType<typeof checkBrandInput>>;
