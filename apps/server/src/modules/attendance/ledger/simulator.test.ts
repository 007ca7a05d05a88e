import { type AnyColumn, and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, signIn, type TestApp } from '../../../../test/harness.ts';
import {
  attendanceChildDays,
  attendanceDevices,
  attendanceEventKeys,
  attendanceEvents,
  institutions,
  jobs,
} from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS } from '../../../platform/demo/index.ts';
import { DEMO_YEAR_JOB, enqueueDemoYear, fillDemoYear } from './demo-year.ts';
import { DEMO_EVENT_DAYS } from './ledger-events-demo.ts';
import { simulateMorning } from './simulator.ts';
import { SIM_DEVICES } from './simulator-plan.ts';

let t: TestApp;
let base: string;
let director: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  // the simulator speaks HTTP to a running server, as `npm run simulate:devices` does
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  director = await signIn(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('device simulator', () => {
  it('drives a short morning through the signed intake: every event answered, stored once, the noise refused or unresolved', async () => {
    const r = await simulateMorning({
      base,
      token: director.token,
      schoolId: director.schoolId,
      children: 20,
      minutes: 40,
      speed: 1_000_000,
    });
    expect(r.children).toBe(20);
    expect(r.failed).toBe(0);
    expect(r.resent).toBeGreaterThan(0);
    // the batch sent again after a "timeout" stored nothing twice
    expect(r.duplicate).toBe(r.resent);
    expect(r.accepted + r.refused + r.duplicate).toBe(r.sent);
    // the devices are the demo's (given new secrets): their simulated events are the run's
    const sim = (c: AnyColumn) => sql`${c} like 'sim-%'`;
    const [events] = await t.db
      .select({ n: count() })
      .from(attendanceEvents)
      .where(and(inArray(attendanceEvents.deviceId, r.deviceIds), sim(attendanceEvents.deviceEventId)));
    const [keys] = await t.db
      .select({ n: count() })
      .from(attendanceEventKeys)
      .where(and(inArray(attendanceEventKeys.deviceId, r.deviceIds), sim(attendanceEventKeys.deviceEventId)));
    expect(events.n).toBe(r.accepted + r.refused);
    expect(keys.n).toBe(events.n);
    expect(r.reasons['unknown-card']).toBeGreaterThan(0);
    // the child taken out by a picker the school does not know: stored as evidence, refused
    expect(r.reasons['unknown-picker']).toBe(1);
    // a second run gives the same three devices new secrets again, and its events are new ones
    const again = await simulateMorning({
      base,
      token: director.token,
      schoolId: director.schoolId,
      children: 5,
      minutes: 10,
      speed: 1_000_000,
    });
    expect(again.deviceIds).toEqual(r.deviceIds);
    expect(again.accepted).toBeGreaterThan(0);
  });

  it('finds each demo school with its gate reader, face terminal and kiosk, and its past week in the ledger and closed', async () => {
    const schools = await t.db
      .select({ id: institutions.id })
      .from(institutions)
      .where(inArray(institutions.name, DEMO_INSTITUTIONS.schools));
    expect(schools).toHaveLength(4);
    for (const { id } of schools) {
      const names = await t.db.select({ name: attendanceDevices.name }).from(attendanceDevices).where(eq(attendanceDevices.schoolId, id));
      expect(names.map((d) => d.name)).toEqual(expect.arrayContaining(SIM_DEVICES.map((d) => d.name)));
      const [days] = await t.db
        .select({ n: count(), present: sql<number>`count(*) filter (where ${attendanceChildDays.status} = 'present')::int` })
        .from(attendanceChildDays)
        .where(and(eq(attendanceChildDays.schoolId, id), eq(attendanceChildDays.schoolDay, true)));
      // a week holds school days: every child has a row, nearly all present
      expect(days.n).toBeGreaterThan(0);
      expect(days.present / days.n).toBeGreaterThan(0.85);
    }
  });

  it("fills the demo's older days by the year job, oldest first with progress, closed; again stores nothing twice; one job per demo school", async () => {
    const schoolId = director.schoolId;
    const ofSchool = and(eq(attendanceEvents.schoolId, schoolId), sql`${attendanceEvents.deviceEventId} like 'demo-%'`);
    const [before] = await t.db.select({ n: count() }).from(attendanceEvents).where(ofSchool);
    const steps: number[] = [];
    // three weeks back: the seeded week and two weeks before it
    await fillDemoYear(t.ctx, schoolId, new Date(), async (pct) => void steps.push(pct), 21);
    const [after] = await t.db.select({ n: count() }).from(attendanceEvents).where(ofSchool);
    expect(after.n).toBeGreaterThan(before.n);
    expect(steps.at(-1)).toBe(100);
    const [older] = await t.db
      .select({ n: count() })
      .from(attendanceChildDays)
      .where(and(eq(attendanceChildDays.schoolId, schoolId), sql`${attendanceChildDays.day} < current_date - ${DEMO_EVENT_DAYS + 1}::int`));
    expect(older.n).toBeGreaterThan(0);
    await fillDemoYear(t.ctx, schoolId, new Date(), async () => undefined, 21);
    expect((await t.db.select({ n: count() }).from(attendanceEvents).where(ofSchool))[0].n).toBe(after.n);
    await enqueueDemoYear(t.ctx);
    const queued = await t.db.select({ schoolId: jobs.schoolId }).from(jobs).where(eq(jobs.kind, DEMO_YEAR_JOB));
    expect(queued).toHaveLength(4);
  });
});
