import { z } from 'zod';
import type { OptionItem } from '../../catalogs.ts';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
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
import { day, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { GARDEN_CODES as G } from './codes.ts';
import { imageRecord } from './files.ts';

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
/** Keeps the object's own type (input and output), so the web's calls stay typed. */
const ordered = <S extends z.ZodType<{ startDate?: string | null; endDate?: string | null }>>(s: S) =>
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

/** A content as the list answers it: pictures as signed image records, type name in the caller's language. */
export const brandContentRow = z.object({
  id: z.number(),
  classId: z.number(),
  className: z.string(),
  contentType: z.number(),
  contentTypeName: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  imageIds: z.array(z.number()),
  images: z.array(imageRecord),
  startDate: day.nullable(),
  endDate: day.nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp.nullable(),
});

/** Class-scoped: staff limited to some classes see and change only their contents. */
export const brandContentEndpoints = endpoints('/garden/v1/classBrand/content', {
  list: {
    path: 'find',
    access: readFor(G.classBrand, G.garden),
    scope: 'class',
    input: brandContentFindQuery,
    output: pageOf(brandContentRow),
    summary: 'Brand contents of the classes in range, paged, newest first: filters classId, contentType, title',
  },
  add: {
    path: 'add',
    access: writeFor(G.classBrand),
    scope: 'class',
    transfer: 'json',
    input: brandContentAddInput,
    output: savedId,
    summary: 'Add content to a class in range: type 1–4, title, text, up to 9 uploaded image ids, shown from/until',
  },
  update: {
    path: 'update',
    access: writeFor(G.classBrand),
    scope: 'class',
    transfer: 'json',
    input: brandContentUpdateInput,
    output: savedId,
    summary: 'Update content `id` (same fields as add); both its class and the new class must be in range',
  },
  remove: {
    path: 'delete',
    access: writeFor(G.classBrand),
    scope: 'class',
    input: brandContentIdInput,
    output: nothing,
    summary: 'Delete content `id` of a class in range',
  },
});
