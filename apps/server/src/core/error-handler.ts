import { ERRORS, type ErrorCode } from '@kg/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dbFaultReason, outageOf, RETRY_AFTER_S } from './db-faults.ts';
import { AppError } from './errors.ts';

interface ZodIssueLike {
  path?: (string | number)[];
  message?: string;
}

function fieldOf(error: FastifyError): { field: string; reason: string } | null {
  const v = error.validation?.[0] as
    | { instancePath?: string; message?: string; params?: { issue?: ZodIssueLike; missingProperty?: string } }
    | undefined;
  if (!v) return null;
  const issuePath = v.params?.issue?.path;
  const field = issuePath?.length
    ? issuePath.join('.')
    : (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || v.params?.missingProperty || error.validationContext || 'body';
  return { field, reason: v.params?.issue?.message ?? v.message ?? 'invalid' };
}

/** An error envelope is not the route's answer: its response schema (core/serve.ts) does not apply. */
const plainJson = (payload: unknown) => JSON.stringify(payload);
// a reply with its own serializer gets no content type from Fastify: name it, or clients must guess
const JSON_TYPE = 'application/json; charset=utf-8';

function send(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, message?: string, data: unknown = null) {
  return reply
    .status(ERRORS[code].status)
    .type(JSON_TYPE)
    .serializer(plainJson)
    .send({ code, message: message ?? ERRORS[code][request.lang], data });
}

/** Every failure leaves as the envelope with a catalogue code; a 500 never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // a write refused for access is a security event of the trail (the platform's hook, core/call-hooks.ts)
      await request.server.callHooks.refused(request, error.code);
      const message = error.detail ? error.detail[request.lang] : undefined;
      const data = error.data ?? (error.field ? { field: error.field } : null);
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      else if (error.status >= 500 || error.cause !== undefined) request.log.error({ err: error, cause: error.cause }, 'request failed');
      return send(reply, request, error.code, message, data);
    }
    // An unreachable or stuck database is a retryable 503; the outage is logged once, not per request.
    const fault = dbFaultReason(error);
    if (fault) {
      outageOf(request.server.ctx.db.$client)?.lost(error);
      request.log.debug({ dbFault: fault }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
      return send(reply, request, 'common-0503');
    }
    const named = fieldOf(error);
    if (named) {
      const msg = request.lang === 'en' ? `${named.field}: ${named.reason}` : `${named.field}: 参数格式不正确（${named.reason}）`;
      return send(reply, request, 'common-0400', msg, { field: named.field });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, request, 'gateway-0107');
    }
    if (status === 429) return send(reply, request, 'gateway-0106');
    if (status === 401) return send(reply, request, 'gateway-0101');
    if (status >= 400 && status < 500) {
      const text = request.lang === 'en' ? error.message : `${ERRORS['common-0400'].zh}：${error.message}`;
      return reply.status(400).type(JSON_TYPE).serializer(plainJson).send({ code: 'common-0400', message: text, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 'common-0500');
  });
}
