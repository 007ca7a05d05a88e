import { todayChina } from '@kg/shared/time/china';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { accounts, institutions } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS, demoAccount } from '../../../platform/demo/index.ts';
import type { JobQueue } from '../../../platform/jobs/index.ts';
import { DEMO_EVENT_DAYS, ensureDemoMonths, seedSchoolDays } from './ledger-events-demo.ts';
import { seeded } from './simulator-plan.ts';

/** The rest of a demo school's year of events, after the week the seed wrote (ledger-events-demo.ts). */
export const DEMO_YEAR_JOB = 'attendance.demo-year';
const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;
/** Days per step: a step's events are stored and its days closed before the next, and progress moves. */
const STEP_DAYS = 14;

/**
 * Fills a school's year before the seeded week, oldest first, STEP_DAYS at a time through the
 * same generator (the intake's storeBatch, then closeDays), reporting progress. Event ids follow
 * the day and child, so a retried or repeated run stores nothing twice.
 */
export async function fillDemoYear(
  ctx: AppContext,
  schoolId: number,
  now: Date,
  progress: (pct: number) => Promise<void>,
  days = YEAR_DAYS,
) {
  const first = now.getTime() - days * DAY_MS;
  const last = now.getTime() - (DEMO_EVENT_DAYS + 1) * DAY_MS;
  await ensureDemoMonths(ctx.db, new Date(first), new Date(last));
  const random = seeded(schoolId);
  for (let from = first; from <= last; from += STEP_DAYS * DAY_MS) {
    const to = Math.min(last, from + (STEP_DAYS - 1) * DAY_MS);
    await seedSchoolDays(ctx.db, schoolId, todayChina(new Date(from)), todayChina(new Date(to)), random);
    await progress(Math.round((100 * (to - first)) / Math.max(1, last - first)));
  }
}

/** The job kind (ledger-routes.ts defines it with the others). */
export function defineDemoYear(jobs: JobQueue): void {
  jobs.define<Record<string, never>>(DEMO_YEAR_JOB, (run) => fillDemoYear(run.ctx, run.schoolId, run.ctx.now(), run.progress), {
    retryLimit: 1,
    expireInSeconds: 3 * 3600,
  });
}

/**
 * After the demo is seeded (main.ts, a fresh database only): one job per demo school, its
 * director's, so the jobs page shows its progress. Start-up stays a week of events long.
 */
export async function enqueueDemoYear(ctx: AppContext): Promise<void> {
  const schools = await ctx.db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(inArray(institutions.name, DEMO_INSTITUTIONS.schools));
  const phones = DEMO_INSTITUTIONS.schools.map((_, i) => demoAccount(`director${i + 1}` as 'director1').phone);
  const directors = await ctx.db.select({ id: accounts.id, phone: accounts.phone }).from(accounts).where(inArray(accounts.phone, phones));
  for (const [i, name] of DEMO_INSTITUTIONS.schools.entries()) {
    const school = schools.find((s) => s.name === name);
    const director = directors.find((a) => a.phone === phones[i]);
    if (school && director) await ctx.jobs.enqueue(DEMO_YEAR_JOB, { schoolId: school.id, accountId: director.id }, {});
  }
}
