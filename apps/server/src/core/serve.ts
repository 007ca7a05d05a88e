import { codesOf, type Endpoint, type Input, isReadAccess, type Result, type Scope } from '@kg/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { callHooksOf } from './call-hooks.ts';
import type { AppContext, SessionInfo } from './context.ts';
import { moduleOf } from './endpoint-module.ts';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import { type CallScope, institutionOf, RequestScope, type ScopeOf } from './scope.ts';

/** What a handler gets beside its validated input. */
export interface Call extends CallScope {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

/** The scope an endpoint declares, as its literal type. */
type DeclaredScope<E> = E extends Endpoint<infer _I, infer _O, infer S> ? S : undefined;
/** What the handler of an endpoint declaring scope S gets: `school`, `classes`, `group` or `authority`, never undefined. */
export type ScopedCall<S extends Scope | undefined> = Call & ScopeOf<S>;
export type SchoolCall = ScopedCall<'school'>;
export type ClassCall = ScopedCall<'class'>;
export type GroupCall = ScopedCall<'group'>;
export type AuthorityCall = ScopedCall<'authority'>;

/** What the handler of endpoint E gets beside its input. */
export type CallFor<E extends Endpoint> = ScopedCall<DeclaredScope<E>>;

type Handler<E extends Endpoint> = (input: Input<E>, call: CallFor<E>) => Promise<E['transfer'] extends 'download' ? unknown : Result<E>>;

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

const envelopes = new WeakMap<z.ZodType, z.ZodType>();
/** One envelope schema per output, so its compiled writer (core/response-serializer.ts) is shared by every app in the process. */
function envelopeOf(data: z.ZodType): z.ZodType {
  let envelope = envelopes.get(data);
  if (!envelope) {
    envelope = z.object({ code: z.string(), message: z.string(), data });
    envelopes.set(data, envelope);
  }
  return envelope;
}

/**
 * The route's own step before validation, after access: a caller without the institution of the
 * endpoint's scope is refused, as one without its codes is, whatever it sent. A module the school
 * switched off refuses its pages' calls (those declaring codes); calls any signed-in user makes
 * (uploads, option lists) stay, other modules stand on them. The switches ride on the cached
 * session, so this costs no query. Then a POST without a body reads the query string. One
 * callback hook, built per route.
 */
function beforeValidation(e: Endpoint, fillBody: boolean): preValidationHookHandler | undefined {
  const module = codesOf(e.access).length === 0 ? undefined : moduleOf(e);
  const scope = e.scope;
  if (!module && !fillBody && !scope) return undefined;
  return (request, _reply, done) => {
    if (scope && request.session) institutionOf(scope, request.session);
    if (module && request.session?.modulesOff?.includes(module)) throw new AppError('system-0001');
    if (fillBody) {
      const b = request.body;
      if (b == null || (typeof b === 'object' && Object.keys(b).length === 0)) request.body = { ...(request.query as object) };
    }
    done();
  };
}

/** What a handler gets beside its input: the request's scope (one object, its methods on the prototype). */
class RouteCall extends RequestScope implements Call {
  constructor(
    ctx: AppContext,
    request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {
    super(ctx, request);
  }
}

/**
 * Mounts one declared endpoint under the caller's prefix: its access, its input on POST (form
 * or JSON body) and on GET for read calls (query string), its response schema (the handler's
 * value is written by it and wrapped in the envelope), and its OpenAPI entry. A POST without
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
    serves: handler,
    ...(opts.unsigned ? { signed: false } : {}),
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
  };
  const response = file ? undefined : { 200: envelopeOf(e.output) };
  // a write call's queries carry who makes it, for the audit triggers; reads carry nothing
  const audited = !isReadAccess(e.access);
  const hooks = callHooksOf(app);
  const scope = e.scope;
  const run = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const call = new RouteCall(app.ctx, request, reply);
    // the institution is resolved (or the caller refused) before the handler and its transaction
    if (scope) await call.enter(scope);
    const scoped = call as unknown as ScopedCall<DeclaredScope<E>>;
    const value = await (audited
      ? hooks.aroundWrite(request, e, () => handler(input as Input<E>, scoped))
      : handler(input as Input<E>, scoped));
    return file ? value : ok(value);
  };
  if (e.methods.includes('POST')) {
    const before = beforeValidation(e, !upload);
    app.post(
      e.path,
      {
        config,
        schema: { summary: e.summary, ...(upload ? {} : { body: e.input }), response },
        ...(before ? { preValidation: before } : {}),
      },
      (request, reply) => run(request, reply, upload ? request.query : request.body),
    );
  }
  if (e.methods.includes('GET')) {
    const before = beforeValidation(e, false);
    app.get(
      e.path,
      { config, schema: { summary: e.summary, querystring: e.input, response }, ...(before ? { preValidation: before } : {}) },
      (request, reply) => run(request, reply, request.query),
    );
  }
}

export type { SessionInfo };
