import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionInfo } from './session-info.ts';
import type { WorkerPool } from './worker-pool.ts';

export type { SessionInfo };

/**
 * What every module reaches through `app.ctx`: no module imports another's internals. Core
 * declares its own services here; the platform's (jobs, notices, SMS, WeChat) are added by
 * declaration merging where the app is put together (bootstrap.ts), so core imports no tier above it.
 */
export interface AppContext {
  config: Config;
  db: Db;
  /** HMAC key for access tokens, shared by all instances through the database. */
  tokenSecret: Buffer;
  /** Clock, replaceable in tests of time windows. */
  now: () => Date;
  /** Threads for CPU-heavy steps (workbook reading and writing); closed with the app. */
  workers: WorkerPool;
  /** Sessions reused between requests, emptied by the database's change notifications. */
  sessions: SessionCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    lang: 'zh' | 'en';
    rawBody?: string;
  }
}
