import { ERRORS } from '@kg/shared';
import type { FastifyInstance } from 'fastify';
import { outageOf, RETRY_AFTER_S } from './db-faults.ts';
import { ok } from './envelope.ts';

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
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'public', signed: false } as const;

  app.get(
    '/health',
    { config, schema: { summary: 'Liveness: the process answers; reports whether the database is reachable' } },
    async () => {
      const database = (await databaseUp(app)) ? 'up' : 'down';
      return ok({ status: 'up', database, time: app.ctx.now().getTime() });
    },
  );

  app.get(
    '/health/ready',
    { config, schema: { summary: 'Readiness: 200 when the database is reachable, else 503' } },
    async (request, reply) => {
      if (await databaseUp(app)) return ok({ status: 'up', database: 'up', time: app.ctx.now().getTime() });
      reply.header('retry-after', String(RETRY_AFTER_S));
      return reply
        .status(503)
        .send({ code: 'common-0503', message: ERRORS['common-0503'][request.lang], data: { status: 'down', database: 'down' } });
    },
  );
}
