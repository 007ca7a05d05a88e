import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { computeSignature } from '../src/core/signature.ts';

export interface CallOptions {
  token?: string | null;
  /** JSON body (default) or form body with `form: true`. */
  body?: unknown;
  form?: boolean;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Skip the signature headers, to test the signature check. */
  unsigned?: boolean;
  timeOffsetS?: number;
  lang?: 'zh' | 'en';
}

export type PathAnswer = LightMyRequestResponse & { json: () => any };

/**
 * A signed call to a literal path. Tests call declared endpoints with the typed `call`
 * (typed-call.ts); this stays for what a client never sends: malformed, unsigned or stale requests,
 * raw bodies, paths that are not declared.
 */
export async function callPath(app: FastifyInstance, url: string, opts: CallOptions = {}): Promise<PathAnswer> {
  const method = opts.method ?? 'POST';
  const fullUrl = url.startsWith('/api') ? url : `/api${url}`;
  let payload = '';
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.body !== undefined && method !== 'GET') {
    if (opts.form) {
      payload = new URLSearchParams(opts.body as Record<string, string>).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (!opts.unsigned) {
    const time = String(Math.floor(Date.now() / 1000) + (opts.timeOffsetS ?? 0));
    headers.time = time;
    headers.signature = computeSignature(method, fullUrl, payload, time);
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang === 'en') headers['accept-language'] = 'en';
  return app.inject({ method, url: fullUrl, payload: payload || undefined, headers }) as never;
}
