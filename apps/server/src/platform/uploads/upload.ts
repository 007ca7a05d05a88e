import type { ErrorCode } from '@kg/shared';
import { UPLOAD_LIMITS } from '@kg/shared/modules/garden/files';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import { parseQuery } from '../../core/parse-input.ts';
import { readUpload, type WorkbookColumn } from '../workbook/index.ts';
import { type ProcessedImage, processImage } from './image.ts';
import { isMultipart, readParts } from './multipart.ts';

export interface UploadedFile {
  buf: Buffer;
  name: string;
}

/**
 * Reads a multipart request: its `file` part and the named text fields, in any order. Refuses a
 * request that is not multipart (file-0007), a file past `fileSize` bytes (`tooLarge`) and a
 * second file (naming `file`). A missing or empty file is the caller's to refuse, after its fields.
 */
export async function readMultipart(
  request: FastifyRequest,
  o: { fileSize: number; tooLarge: ErrorCode; fields?: readonly string[] },
): Promise<{ file: UploadedFile | null; fields: Record<string, unknown> }> {
  if (!isMultipart(request)) throw new AppError('file-0007');
  const parts = await readParts(request, { fileSize: o.fileSize, files: 1, fields: 10 }, () => new AppError(o.tooLarge));
  if (parts.tooManyFiles) throw fieldError('file', '每次只能上传一个文件', 'one file per upload');
  const first = parts.files.find((f) => f.field === 'file');
  const file: UploadedFile | null = first ? { buf: first.buf, name: first.name } : null;
  const fields: Record<string, unknown> = {};
  for (const name of o.fields ?? []) if (parts.fields[name] !== undefined) fields[name] = parts.fields[name];
  return { file, fields };
}

const present = (file: UploadedFile | null): UploadedFile => {
  if (!file || file.buf.length === 0) throw new AppError('file-0007');
  return file;
};

/** A safe display name: no path, no control characters or quotes, at most 100 characters. */
export const displayName = (name: string, fallback: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(-100) || fallback;

/**
 * The one way a request's upload is read. `image`: a JPEG or PNG of at most 5 MB (file-0009),
 * checked by its content (file-0008, file-0010) and made into its stored forms; its fields are
 * checked first, against their schema. `workbook`: an .xlsx of at most `maxBytes` (file-0002)
 * and `maxRows`, read off the request thread into rows by its columns.
 */
export const upload = {
  async image<S extends z.ZodType = z.ZodUndefined>(
    request: FastifyRequest,
    o: { fields?: S; fallbackName: string },
  ): Promise<{ image: ProcessedImage; name: string; fields: z.output<S> }> {
    const names = o.fields && 'shape' in o.fields ? Object.keys((o.fields as unknown as z.ZodObject).shape) : [];
    const read = await readMultipart(request, { fileSize: UPLOAD_LIMITS.imageMaxBytes, tooLarge: 'file-0009', fields: names });
    const fields = (o.fields ? parseQuery(o.fields, read.fields) : undefined) as z.output<S>;
    const file = present(read.file);
    const image = await processImage(file.buf);
    return { image, name: displayName(file.name, `${o.fallbackName}.${image.ext}`), fields };
  },

  async workbook<const C extends readonly WorkbookColumn[]>(
    ctx: AppContext,
    request: FastifyRequest,
    o: { maxBytes: number; maxRows: number; columns: C },
  ) {
    // one byte over the limit still arrives, so the reader's own size check answers file-0002
    const read = await readMultipart(request, { fileSize: o.maxBytes + 1, tooLarge: 'file-0002' });
    return readUpload(ctx.workers, present(read.file).buf, o);
  },

  /**
   * A workbook whose columns its fields choose (a plan's items): the fields are checked first,
   * against their schema (a 400 naming the field); `rows` then reads the file as `workbook` does.
   */
  async workbookWithFields<S extends z.ZodObject>(ctx: AppContext, request: FastifyRequest, o: { maxBytes: number; fields: S }) {
    const read = await readMultipart(request, { fileSize: o.maxBytes + 1, tooLarge: 'file-0002', fields: Object.keys(o.fields.shape) });
    const fields: z.output<S> = parseQuery(o.fields, read.fields);
    const rows = <const C extends readonly WorkbookColumn[]>(r: { maxRows: number; columns: C }) =>
      readUpload(ctx.workers, present(read.file).buf, { maxBytes: o.maxBytes, ...r });
    return { fields, rows };
  },
};
