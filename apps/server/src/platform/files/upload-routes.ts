import type { MultipartFile } from '@fastify/multipart';
import { fileEndpoints as E, UPLOAD_LIMITS } from '@kg/shared/modules/garden/files';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../core/errors.ts';
import { imageUrls } from '../../core/file-url.ts';
import { parseQuery } from '../../core/parse-input.ts';
import { serve } from '../../core/serve.ts';
import { processImage } from './image.ts';
import { FileKind, saveStoredFile } from './stored-files.ts';

/** The upload as sent: the `file` part and the optional `path` field (in either order). */
async function readUpload(parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>) {
  let file: { buf: Buffer; name: string } | null = null;
  let path: unknown;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const buf = await (part as MultipartFile).toBuffer();
        if (part.fieldname === 'file' && !file) file = { buf, name: (part as MultipartFile).filename };
      } else if (part.fieldname === 'path') {
        path = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file-0009');
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', '每次只能上传一个文件', 'one file per upload');
    throw err;
  }
  return { file, path };
}

/** A safe display name: no path, no control characters, at most 100 characters. */
const displayName = (name: string, ext: string) => {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name must lose
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-100);
  return base || `image.${ext}`;
};

/** Image upload: the file is checked by content, then stored with a compressed copy and a thumbnail. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.uploadImage, async (_q, c) => {
    const s = c.session();
    const request = c.request;
    if (!request.isMultipart()) throw new AppError('file-0007');
    const { file, path } = await readUpload(
      request.parts({ limits: { fileSize: UPLOAD_LIMITS.imageMaxBytes, files: 1, fields: 10 } }) as never,
    );
    if (!file || file.buf.length === 0) throw new AppError('file-0007');
    const fields = parseQuery(E.uploadImage.input, { path });
    const prefix = (fields.path ?? UPLOAD_LIMITS.defaultPath).replace(/\/?$/, '/');

    const img = await processImage(file.buf);
    const stored = await saveStoredFile(ctx, {
      // a file belongs to the caller's institution, whatever its type (serving looks it up the same way)
      schoolId: s.institutionId,
      createdBy: s.memberId,
      kind: FileKind.image,
      originalName: displayName(file.name, img.ext),
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
