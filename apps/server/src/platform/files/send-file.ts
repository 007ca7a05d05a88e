import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { contentDisposition } from './content-disposition.ts';
import { StorageMissingError, storageFor } from './storage/storage.ts';
import { type FileVariant, findStoredFile, type StoredFile, variantKey } from './stored-files.ts';

/**
 * Streams one variant of a stored file. Images open inline, anything else downloads under its
 * original name. `maxAgeS` lets the browser cache it privately (signed URLs); 0 means no-store.
 */
export async function sendStoredFile(ctx: AppContext, reply: FastifyReply, file: StoredFile, variant: FileVariant, maxAgeS = 0) {
  const key = variantKey(file, variant);
  if (!key) throw notFound();
  let opened: Awaited<ReturnType<ReturnType<typeof storageFor>['open']>>;
  try {
    opened = await storageFor(ctx).open(key);
  } catch (err) {
    if (err instanceof StorageMissingError) {
      reply.log.warn({ fileId: file.id, key }, 'stored file record without bytes');
      throw notFound();
    }
    throw err;
  }
  const image = file.mime.startsWith('image/');
  reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', maxAgeS > 0 ? `private, max-age=${maxAgeS}` : 'private, no-store')
    .header('content-disposition', contentDisposition(file.originalName, image ? 'inline' : 'attachment'));
  if (opened.size !== null) reply.header('content-length', opened.size);
  return reply.send(opened.stream);
}

/**
 * For download routes of other areas (import failure reports): the file `id` of the caller's
 * school and of `kind`, or 404 common-0405 — never another school's file.
 */
export async function sendSchoolFile(ctx: AppContext, reply: FastifyReply, schoolId: number, id: number, kind?: string) {
  const file = await findStoredFile(ctx, schoolId, id);
  if (!file || (kind && file.kind !== kind)) throw notFound();
  return sendStoredFile(ctx, reply, file, 'original');
}
