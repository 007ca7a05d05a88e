/** The jobs service for other modules: the queue is reached as ctx.jobs; these are its types. */
export { installQueue, JobQueue } from './job-queue.ts';
export type { JobHandler, JobKindOptions, JobOwner, JobRun } from './job-types.ts';
