import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Form bodies: repeated keys become arrays, `a[]` keys too; everything else a string. */
export function parseForm(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k0, v] of new URLSearchParams(raw)) {
    const k = k0.endsWith('[]') ? k0.slice(0, -2) : k0;
    const prev = out[k];
    if (prev === undefined) out[k] = k0.endsWith('[]') ? [v] : v;
    else out[k] = Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/**
 * JSON and form bodies are parsed here rather than by plugins so the raw text is kept:
 * the request signature covers the body exactly as sent.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('common-0400', { detail: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' } }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    done(null, parseForm(text));
  });
}
