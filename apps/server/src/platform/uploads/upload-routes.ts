import { fileEndpoints as E, UPLOAD_LIMITS } from '@kg/shared/modules/garden/files';
import type { FastifyInstance } from 'fastify';
import { imageUrls } from '../../core/file-url.ts';
import { serve } from '../../core/serve.ts';
import { FileKind, saveStoredFile } from '../files/index.ts';
import { upload } from './upload.ts';

/** Image upload: the file is checked by content, then stored with a compressed copy and a thumbnail. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.uploadImage, async (_q, c) => {
    const s = c.session();
    const { image: img, name, fields } = await upload.image(c.request, { fields: E.uploadImage.input, fallbackName: 'image' });
    const prefix = (fields.path ?? UPLOAD_LIMITS.defaultPath).replace(/\/?$/, '/');
    const stored = await saveStoredFile(ctx, {
      // a file belongs to the caller's institution, whatever its type (serving looks it up the same way)
      schoolId: s.institutionId,
      createdBy: s.memberId,
      kind: FileKind.image,
      originalName: name,
      mime: img.mime,
      prefix,
      ext: img.ext,
      original: img.original,
      compress: img.compress,
      thumbnail: img.thumbnail,
    });
    return {
      ...imageUrls(ctx, s, stored.id),
      resourceId: stored.id,
      name: stored.originalName,
      size: stored.size,
      width: img.width,
      height: img.height,
    };
  });
}
