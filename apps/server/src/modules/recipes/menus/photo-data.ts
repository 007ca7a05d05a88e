import { MENU_LIMITS, photoAddFields } from '@kg/shared/modules/recipes/menu-shapes';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fieldError, notFound } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { FileKind, saveStoredFile } from '../../../platform/files/index.ts';
import { upload } from '../../../platform/uploads/index.ts';

type PhotoRow = { id: number; fileId: number; day: string; meal: number; name: string; createdAt: Date };

const SELECT = sql`select p.id::int, p.file_id::int as "fileId", p.day::text, p.meal, f.original_name as name, p.created_at as "createdAt"
  from menu_photos p join stored_files f on f.school_id = p.school_id and f.id = p.file_id`;

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
  const r = await ctx.db.execute<PhotoRow>(sql`${SELECT} where p.school_id = ${schoolId} and p.day between ${from} and ${to}
    order by p.day, p.meal, p.id`);
  return r.rows.map((row) => answer(ctx, s, row));
}

/** Checks the fields, then the image by its content, stores it with its compressed copy and thumbnail, then the photo row. */
export async function addPhoto(ctx: AppContext, s: SessionInfo, schoolId: number, request: FastifyRequest) {
  const { image: img, name, fields: f } = await upload.image(request, { fields: photoAddFields, fallbackName: 'meal' });
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
  const r = await ctx.db.execute<{ id: number }>(sql`insert into menu_photos (school_id, day, meal, file_id, created_by)
    values (${schoolId}, ${f.day}, ${f.meal}, ${stored.id}, ${s.memberId}) returning id::int`);
  const row = await ctx.db.execute<PhotoRow>(sql`${SELECT} where p.school_id = ${schoolId} and p.id = ${r.rows[0].id}`);
  return answer(ctx, s, row.rows[0]);
}

/** Removes the photo from the day; the stored file stays with the school's files. */
export async function deletePhoto(ctx: AppContext, schoolId: number, id: number) {
  const r = await ctx.db.execute(sql`delete from menu_photos where school_id = ${schoolId} and id = ${id} returning id`);
  if (!r.rows.length) throw notFound();
}
