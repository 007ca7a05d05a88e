import { codesOf, type Endpoint, type Input, isReadAccess, type Result } from '@kg/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callHooksOf } from './call-hooks.ts';
import type { AppContext, SessionInfo } from './context.ts';
import { moduleOf } from './endpoint-module.ts';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { type CallScope, callScope } from './scope.ts';

/** What a handler gets beside its validated input. */
export interface Call extends CallScope {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

type Handler<E extends Endpoint> = (input: Input<E>, call: Call) => Promise<E['transfer'] extends 'download' ? unknown : Result<E>>;

/** How a call is mounted beyond its declaration. */
export interface ServeOptions {
  /**
   * Without the request signature: only for a URL a browser opens itself (an <img src>), which
   * carries its own credential, a health probe, or the server time the signature depends on.
   */
  unsigned?: boolean;
  /** A per-address cap (@fastify/rate-limit) in front of a public call's own limits. */
  rateLimit?: { max: number; timeWindow: string };
}

const envelopeOf = (data: z.ZodType) => z.object({ code: z.string(), message: z.string(), data });

/**
 * A module the school switched off refuses its pages' calls (those declaring codes), after
 * access and before the input is read. Calls any signed-in user makes (uploads, option lists)
 * stay: other modules stand on them. The switches ride on the cached session, so this costs
 * no query.
 */
function switchCheck(e: Endpoint) {
  if (codesOf(e.access).length === 0) return undefined;
  const module = moduleOf(e);
  return async (request: FastifyRequest) => {
    if (request.session?.modulesOff?.includes(module)) throw new AppError('system-0001');
  };
}

/**
 * Mounts one declared endpoint under the caller's prefix: its access, its input on POST (form
 * or JSON body) and on GET for read calls (query string), its response schema (the handler's
 * value is encoded with it and wrapped in the envelope), and its OpenAPI entry. A POST without
 * a body reads the query string, so defaults and required fields behave the same either way.
 * Uploads validate their form fields in the handler (the body is the multipart stream);
 * downloads answer a file, not the envelope. See ServeOptions for unsigned and rate-limited calls.
 */
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>, opts: ServeOptions = {}): void {
  const file = e.transfer === 'download';
  const upload = e.transfer === 'upload';
  const config = {
    access: e.access,
    endpoint: e,
    ...(opts.unsigned ? { signed: false } : {}),
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
  };
  const response = file ? undefined : { 200: envelopeOf(e.output) };
  const switched = switchCheck(e);
  // a write call's queries carry who makes it, for the audit triggers; reads carry nothing
  const audited = !isReadAccess(e.access);
  const hooks = callHooksOf(app);
  const run = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const handle = () => handler(input as Input<E>, { request, reply, ctx: app.ctx, ...callScope(app.ctx, request) });
    const value = await (audited ? hooks.aroundWrite(request, e, handle) : handle());
    return file ? value : ok(value);
  };
  if (e.methods.includes('POST')) {
    app.post(
      e.path,
      {
        config,
        schema: { summary: e.summary, ...(upload ? {} : { body: e.input }), response },
        preValidation: [
          ...(switched ? [switched] : []),
          ...(upload
            ? []
            : [
                async (request: FastifyRequest) => {
                  const b = request.body;
                  if (b == null || (typeof b === 'object' && Object.keys(b).length === 0)) request.body = { ...(request.query as object) };
                },
              ]),
        ],
      },
      (request, reply) => run(request, reply, upload ? request.query : request.body),
    );
  }
  if (e.methods.includes('GET')) {
    app.get(
      e.path,
      { config, schema: { summary: e.summary, querystring: e.input, response }, preValidation: switched ? [switched] : [] },
      (request, reply) => run(request, reply, request.query),
    );
  }
}

export type { SessionInfo };
