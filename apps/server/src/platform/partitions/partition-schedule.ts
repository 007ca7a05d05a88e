import type { FastifyInstance } from 'fastify';
import { maintainPartitions, type PartitionRun } from './partition-maintenance.ts';

/** Daily in the quiet of the night (China time), once across every instance. */
export const PARTITION_CRON = '20 3 * * *';

/**
 * Keeps the declared partitioned tables' months made ahead and their retention applied: at start
 * (a table declared by a new migration gets its months before the first request) and daily.
 */
export async function partitionSchedule(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const run = async () => report(app, await maintainPartitions(ctx.db, ctx.now()));
  ctx.jobs.schedule('partition-maintenance', PARTITION_CRON, run);
  app.addHook('onReady', async () => {
    // a database that is down at start must not keep the server from starting: the schedule retries daily
    await run().catch((err: unknown) => app.log.warn({ err }, 'partition maintenance at start failed'));
  });
}

function report(app: FastifyInstance, runs: PartitionRun[]): void {
  for (const r of runs) {
    if (r.error) app.log.error({ partitions: r }, `partition maintenance of ${r.table} failed: ${r.error}`);
    else if (r.created.length || r.dropped.length || r.archived.length || r.moved)
      app.log.info({ partitions: r }, `partitions of ${r.table} maintained`);
  }
}
