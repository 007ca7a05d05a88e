import { healthEndpoints as E } from '@kg/shared/modules/platform/health';
import type { FastifyInstance } from 'fastify';
import { outageOf, RETRY_AFTER_S } from './db-faults.ts';
import { AppError } from './errors.ts';
import { serve } from './serve.ts';

/** The longest a health call waits on the database: a stalled database reads as "down", not as a hung probe. */
const PROBE_MS = 1_000;

async function databaseUp(app: FastifyInstance): Promise<boolean> {
  const pool = app.ctx.db.$client;
  const outage = outageOf(pool);
  // while an outage is known its own probe watches the database: no query piles up per health call
  if (outage?.isDown) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  const answered = pool.query('select 1').then(
    () => true,
    (err: unknown) => {
      outage?.lost(err);
      return false;
    },
  );
  const up = await Promise.race([answered, late]);
  clearTimeout(timer);
  return up;
}

/**
 * `/api/health`: alive (the process answers, 200) and the database state, within about a second.
 * `/api/health/ready`: ready to serve (database reachable), otherwise 503 common-0503 with Retry-After.
 * Unsigned: probes carry no client credentials.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const unsigned = { unsigned: true };
  serve(
    app,
    E.alive,
    async () => ({
      status: 'up' as const,
      database: (await databaseUp(app)) ? ('up' as const) : ('down' as const),
      time: app.ctx.now().getTime(),
    }),
    unsigned,
  );
  serve(
    app,
    E.ready,
    async () => {
      if (await databaseUp(app)) return { status: 'up' as const, database: 'up' as const, time: app.ctx.now().getTime() };
      throw new AppError('common-0503', { data: { status: 'down', database: 'down' }, retryAfterS: RETRY_AFTER_S });
    },
    unsigned,
  );
}
