import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { jobs } from '../../db/schema/index.ts';

/** Waits until `probe` answers true (checking every 100 ms), or fails after `ms`. */
export async function until(probe: () => Promise<boolean>, ms = 15_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const STATE = { state: jobs.state, attempts: jobs.attempts, progress: jobs.progress, error: jobs.error, resultKey: jobs.resultKey };

export const jobState = async (t: TestApp, id: number) => (await t.db.select(STATE).from(jobs).where(eq(jobs.id, id)))[0];
export type JobState = Awaited<ReturnType<typeof jobState>>;

/** Waits for the job to reach one of `states`. */
export async function settled(t: TestApp, id: number, states: string[], ms = 20_000): Promise<JobState> {
  let last: JobState | undefined;
  await until(
    async () => {
      last = await jobState(t, id);
      return states.includes(last.state);
    },
    ms,
    `job ${id} to be ${states.join('/')}`,
  );
  return last!;
}
