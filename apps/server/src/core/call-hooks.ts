import type { Endpoint, ErrorCode } from '@kg/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the tiers above core add to every call, without core importing them: the platform's audit
 * trail hands its implementation to the app when it is built (app.ts), serve() reads it once per
 * route as it mounts, the error handler once per refusal.
 */
export interface CallHooks {
  /** Runs a write call's handler: the audit trail wraps it so its queries carry who made it. */
  aroundWrite<T>(request: FastifyRequest, e: Endpoint, run: () => Promise<T>): Promise<T>;
  /** Told of every refused call (an AppError) before its answer leaves. */
  refused(request: FastifyRequest, code: ErrorCode): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    callHooks: CallHooks;
  }
}

/** Sets the hooks on the root instance, before any route is mounted: every plugin inherits them. */
export function registerCallHooks(app: FastifyInstance, hooks: CallHooks): void {
  app.decorate('callHooks', hooks);
}

/** The hooks a route mounts with; a missing registration fails at start, not as unaudited writes. */
export function callHooksOf(app: FastifyInstance): CallHooks {
  if (!app.hasDecorator('callHooks')) throw new Error('core/call-hooks: registerCallHooks(app, …) must run before routes are mounted');
  return app.callHooks;
}
