import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What a route declares about who may call it (DESIGN §2, §6):
 * - 'public': no session.
 * - { codes }: a session whose permissions hold any of `codes`; an empty list means any
 *   signed-in user (self-service calls).
 * `read: true` marks a call that changes nothing, so read-only sessions (a regulator
 * inside a school) may make it; every other call is refused to them.
 * `signed: false` exempts the call from the request signature (time, docs, health).
 */
export type Access = 'public' | { codes: readonly string[]; read?: boolean };

export interface RouteAccessConfig {
  access?: Access;
  signed?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    signed?: boolean;
  }
}

/** Refuses to register any /api route that does not declare its access. */
export function enforceAccessDeclarations(app: FastifyInstance, prefix = '/api'): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(prefix)) return;
    // The API documentation (swagger-ui's own routes) is public and read by browsers unsigned.
    if (route.url.startsWith(`${prefix}/docs`)) {
      route.config = { ...(route.config ?? {}), access: 'public', signed: false };
      return;
    }
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    const valid = access === 'public' || (typeof access === 'object' && access !== null && Array.isArray(access.codes));
    if (!valid) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access: add config.access ('public' or { codes })`);
    }
  });
}

/** Any signed-in user, reading only (reference data, own profile, lists). */
export const SIGNED_IN_READ = { codes: [] as readonly string[], read: true } satisfies Access;
/** Any signed-in user acting on their own account; refused to read-only sessions. */
export const SIGNED_IN = { codes: [] as readonly string[] } satisfies Access;

/**
 * Per-address cap on the public sign-in calls (@fastify/rate-limit, per instance): a coarse
 * guard in front of the database-backed per-account limits.
 */
export const PUBLIC_RATE_LIMIT = { max: Number(process.env.RATE_LIMIT_PUBLIC ?? 120), timeWindow: '1 minute' };
