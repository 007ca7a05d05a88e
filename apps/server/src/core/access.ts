import type { Access, Endpoint } from '@kg/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** What a route declares about who may call it: see `Access` in the shared contract. */
export type { Access } from '@kg/shared';
export { SIGNED_IN, SIGNED_IN_READ } from '@kg/shared';

export interface RouteAccessConfig {
  access?: Access;
  signed?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    signed?: boolean;
    /** The declaration a route was mounted from (core/serve.ts). */
    endpoint?: Endpoint;
    /** Its handler, kept for the scope walk (a handler of an unscoped call reads no institution). */
    serves?: (...args: never[]) => unknown;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  endpoint?: Endpoint;
  /** The handler given to serve(). */
  serves?: (...args: never[]) => unknown;
  /** Whether a response schema was given (core/serve.ts gives every envelope answer one). */
  hasResponseSchema: boolean;
}

const routesOf = new WeakMap<object, ApiRoute[]>();
/** Every /api route registered on the app (HEAD and the API documentation aside). */
export const apiRoutes = (app: FastifyInstance): readonly ApiRoute[] => routesOf.get(app.server) ?? [];

/** Refuses to register any /api route that does not declare its access; records the rest. */
export function enforceAccessDeclarations(app: FastifyInstance, prefix = '/api'): void {
  const routes: ApiRoute[] = [];
  routesOf.set(app.server, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(prefix)) return;
    // The API documentation (swagger-ui's own routes) is public and read by browsers unsigned.
    if (route.url.startsWith(`${prefix}/docs`)) {
      route.config = { ...(route.config ?? {}), access: 'public', signed: false };
      return;
    }
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    const valid =
      access === 'public' || access === 'device' || (typeof access === 'object' && access !== null && Array.isArray(access.codes));
    if (!valid) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access: add config.access ('public', 'device' or { codes })`);
    }
    const { endpoint, serves } = (route.config ?? {}) as Pick<ApiRoute, 'endpoint' | 'serves'>;
    const hasResponseSchema = Boolean((route.schema as { response?: unknown } | undefined)?.response);
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: access as Access, endpoint, serves, hasResponseSchema });
  });
}

/**
 * Per-address cap on the public sign-in calls (@fastify/rate-limit, per instance): a coarse
 * guard in front of the database-backed per-account limits.
 */
export const PUBLIC_RATE_LIMIT = { max: Number(process.env.RATE_LIMIT_PUBLIC ?? 120), timeWindow: '1 minute' };
