/** The jobs service for other modules: the queue is reached as ctx.jobs; these are its types. */

/** One finished export for the demo director (the demo seeder). */
export { jobsDemo } from './job-demo.ts';
export { installQueue, JobQueue } from './job-queue.ts';
export type { JobHandler, JobKindOptions, JobOwner, JobRun } from './job-types.ts';
