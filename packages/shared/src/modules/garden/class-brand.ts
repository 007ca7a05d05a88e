import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import {
  codeValue,
  idField,
  idList,
  nullableDate,
  optionalCode,
  optionalId,
  optionalText,
  pagingShape,
  plainText,
  searchText,
} from '../../contract/fields.ts';

/** Class brand content (/garden/v1/classBrand/content/*): what a class's display board shows. */
export const BRAND_CONTENT_TYPES: OptionItem[] = [
  { value: 1, label: '通知', labelEn: 'Notice' },
  { value: 2, label: '荣誉', labelEn: 'Honour' },
  { value: 3, label: '活动', labelEn: 'Activity' },
  { value: 4, label: '欢迎语', labelEn: 'Welcome' },
];
export const BRAND_LIMITS = { title: 50, content: 2000, images: 9 } as const;

const fields = {
  classId: idField,
  contentType: codeValue(BRAND_CONTENT_TYPES.length),
  title: plainText(1, BRAND_LIMITS.title),
  content: optionalText(BRAND_LIMITS.content).optional(),
  /** uploaded image ids (file upload answer `id`), at most 9 */
  imageIds: idList(0, BRAND_LIMITS.images).optional(),
  /** shown from / until (inclusive); blank for always */
  startDate: nullableDate.optional(),
  endDate: nullableDate.optional(),
};
const ordered = <T extends { startDate?: string | null; endDate?: string | null }>(s: z.ZodType<T>) =>
  s.refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: 'endDate must not be before startDate',
  });

export const brandContentAddInput = ordered(z.object(fields));
export const brandContentUpdateInput = ordered(z.object({ id: idField, ...fields }));
export type BrandContentAddInput = z.infer<typeof brandContentAddInput>;

export const brandContentFindQuery = z.object({
  ...pagingShape,
  classId: optionalId,
  contentType: optionalCode(BRAND_CONTENT_TYPES.length),
  title: searchText(BRAND_LIMITS.title),
});
export const brandContentIdInput = z.object({ id: idField });
