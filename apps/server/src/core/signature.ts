import crypto from 'node:crypto';
import { HEADER, REQUEST_TIME_WINDOW_S, SIGNATURE_LENGTH, signaturePayload } from '@kg/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from './access.ts'; // route config: access and signed
import { AppError } from './errors.ts';

export function computeSignature(method: string, url: string, body: string, time: string | number): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  // the one-shot digest: no hash object per request
  return crypto.hash('sha256', signaturePayload(method, path, query, body, time), 'hex').slice(0, SIGNATURE_LENGTH);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Rejects tampered (gateway-0103) and stale (gateway-0104) requests; runs after body parsing.
 * A callback hook: the check is synchronous, so it costs no promise per request (a throw is the refusal).
 */
export function registerSignatureCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    checkSignature(app, request);
    done();
  });
}

function checkSignature(app: FastifyInstance, request: FastifyRequest): void {
  const config = request.routeOptions.config;
  // a device signs with its own secret, checked by its route (attendance's intake), not with the web's salt
  if (!config?.access || config.access === 'device' || config.signed === false) return;
  const time = header(request, HEADER.time);
  const signature = header(request, HEADER.signature);
  if (!time || !signature) throw new AppError('gateway-0103');
  const t = Number(time);
  const now = app.ctx.now().getTime() / 1000;
  if (!Number.isFinite(t) || Math.abs(now - t) > REQUEST_TIME_WINDOW_S) throw new AppError('gateway-0104');
  const expected = computeSignature(request.method, request.url, request.rawBody ?? '', time);
  const given = Buffer.from(signature.toLowerCase());
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, Buffer.from(expected))) {
    throw new AppError('gateway-0103');
  }
}
