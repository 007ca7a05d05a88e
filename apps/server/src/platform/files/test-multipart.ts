import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { computeSignature } from '../../core/signature.ts';

export interface MultipartPart {
  field: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/**
 * Test helper: a signed multipart call as the web client makes it (the signature covers an
 * empty body for multipart, DESIGN §4). Parts with a filename are files.
 */
export async function multipartCall(
  app: FastifyInstance,
  url: string,
  opts: { token?: string; parts: MultipartPart[]; headers?: Record<string, string>; lang?: 'en' },
): Promise<LightMyRequestResponse & { json: () => any }> {
  const boundary = `----kg${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of opts.parts) {
    const disposition = `form-data; name="${p.field}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const fullUrl = url.startsWith('/api') ? url : `/api${url}`;
  const time = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    time,
    signature: computeSignature('POST', fullUrl, '', time),
    ...(opts.headers ?? {}),
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang === 'en') headers['accept-language'] = 'en';
  return app.inject({ method: 'POST', url: fullUrl, payload: Buffer.concat(chunks), headers }) as never;
}
