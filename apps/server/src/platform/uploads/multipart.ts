import Busboy from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';

/**
 * multipart/form-data is accepted unread: only an upload's handler reads it (readParts). A plugin
 * that parses it for every route adds three hooks to every call of the API, uploads or not.
 */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

export const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

export interface Parts {
  /** Each file part read whole, in order (at most `files`). */
  files: { field: string; name: string; buf: Buffer }[];
  /** The text fields (at most `fields`; later ones are ignored). */
  fields: Record<string, string>;
  /** More file parts came than `files`; they were read past, not kept. */
  tooManyFiles: boolean;
}

const malformed = () =>
  new AppError('common-0400', { detail: { zh: '上传内容不是有效的表单', en: 'The upload is not a valid multipart form' } });

/**
 * Reads a multipart request's parts into memory. A file past `fileSize` bytes stops the reading
 * at once with `tooLarge` (the rest of the body is drained, not kept); a body that is not a valid
 * multipart form is common-0400.
 */
export function readParts(
  request: FastifyRequest,
  limits: { fileSize: number; files: number; fields: number },
  tooLarge: () => Error,
): Promise<Parts> {
  return new Promise((resolve, reject) => {
    const raw = request.raw;
    let bb: InstanceType<typeof Busboy>;
    try {
      bb = new Busboy({ headers: request.headers as Record<string, string> & { 'content-type': string }, limits });
    } catch {
      reject(malformed());
      return;
    }
    const out: Parts = { files: [], fields: {}, tooManyFiles: false };
    let settled = false;
    let open = 0;
    let finished = false;
    // busboy may finish before a file part's stream has ended: answer when both have
    const done = () => {
      if (settled || !finished || open > 0) return;
      settled = true;
      resolve(out);
    };
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      raw.unpipe(bb);
      raw.resume();
      reject(err);
    };
    bb.on('file', (field, stream, name) => {
      const chunks: Buffer[] = [];
      open++;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(tooLarge()));
      // a part cut short errs on its own stream as well as on the form's
      stream.on('error', () => fail(malformed()));
      stream.on('end', () => {
        if (!stream.truncated) out.files.push({ field, name: name ?? '', buf: Buffer.concat(chunks) });
        open--;
        done();
      });
    });
    bb.on('field', (field, value) => {
      out.fields[field] = value;
    });
    bb.on('filesLimit', () => {
      out.tooManyFiles = true;
    });
    bb.on('error', () => fail(malformed()));
    bb.on('finish', () => {
      finished = true;
      done();
    });
    raw.pipe(bb);
  });
}
