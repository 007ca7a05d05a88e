import { MENU_LIMITS, photoAddFields } from '@kg/shared/modules/recipes/menu-shapes';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fieldError, notFound } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { menuPhotos, storedFiles } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { FileKind, saveStoredFile } from '../../../platform/files/index.ts';
import { upload } from '../../../platform/uploads/index.ts';

const p = alias(menuPhotos, 'p');
const f = alias(storedFiles, 'f');
const PHOTO = { id: p.id, fileId: p.fileId, day: p.day, meal: p.meal, name: f.originalName, createdAt: p.createdAt };
type PhotoRow = RowOf<typeof PHOTO>;

const SELECT = sql`select ${selectList(PHOTO)} from ${menuPhotos} p join ${storedFiles} f on ${f.schoolId} = ${p.schoolId} and ${f.id} = ${p.fileId}`;

/** A photo row as answered: signed URLs of its original, compressed copy and thumbnail. */
const answer = (ctx: AppContext, s: SessionInfo, r: PhotoRow) => ({
  ...imageUrls(ctx, s, r.fileId),
  id: r.id,
  day: r.day,
  meal: r.meal,
  name: r.name,
  createdAt: r.createdAt,
});

/** Photos of the days from–to (both included), by day, meal and upload order. */
export async function listPhotos(ctx: AppContext, s: SessionInfo, schoolId: number, from: string, to: string) {
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (span < 0) throw fieldError('to', '不能早于开始日期', 'must not be before from');
  if (span >= MENU_LIMITS.photoDays) throw fieldError('to', `最多 ${MENU_LIMITS.photoDays} 天`, `at most ${MENU_LIMITS.photoDays} days`);
  const r = await preparedRows<PhotoRow>(
    ctx.db,
    sql`${SELECT} where ${p.schoolId} = ${schoolId} and ${p.day} between ${from} and ${to} order by ${p.day}, ${p.meal}, ${p.id}`,
  );
  return r.map((row) => answer(ctx, s, row));
}

/** Checks the fields, then the image by its content, stores it with its compressed copy and thumbnail, then the photo row. */
export async function addPhoto(ctx: AppContext, s: SessionInfo, schoolId: number, request: FastifyRequest) {
  const { image: img, name, fields } = await upload.image(request, { fields: photoAddFields, fallbackName: 'meal' });
  const stored = await saveStoredFile(ctx, {
    schoolId,
    createdBy: s.memberId,
    kind: FileKind.image,
    originalName: name,
    mime: img.mime,
    prefix: 'recipes/meals/',
    ext: img.ext,
    original: img.original,
    compress: img.compress,
    thumbnail: img.thumbnail,
  });
  const [added] = await ctx.db
    .insert(menuPhotos)
    .values({ schoolId, day: fields.day, meal: fields.meal, fileId: stored.id, createdBy: s.memberId })
    .returning({ id: menuPhotos.id });
  const [row] = await preparedRows<PhotoRow>(ctx.db, sql`${SELECT} where ${p.schoolId} = ${schoolId} and ${p.id} = ${added.id}`);
  return answer(ctx, s, row);
}

/** Removes the photo from the day; the stored file stays with the school's files. */
export async function deletePhoto(ctx: AppContext, schoolId: number, id: number) {
  const r = await ctx.db
    .delete(menuPhotos)
    .where(and(eq(menuPhotos.schoolId, schoolId), eq(menuPhotos.id, id)))
    .returning({ id: menuPhotos.id });
  if (!r.length) throw notFound();
}
