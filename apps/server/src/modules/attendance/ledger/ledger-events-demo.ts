import type { DeviceEvent } from '@kg/shared/modules/attendance/ledger';
import { chinaDayStartOf, todayChina } from '@kg/shared/time/china';
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceDevices, attendanceLeaves, students } from '../../../db/schema/index.ts';
import { schoolDays } from '../../../platform/calendar/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { chinaMonth, partitionName } from '../../../platform/partitions/index.ts';
import { closeDays } from './day-close.ts';
import { storeBatch } from './intake-data.ts';
import { demoCardNo, isDemoLostCard, seeded } from './simulator-plan.ts';

/**
 * Calendar days of events the demo seeds, up to yesterday: a week (five school days, about 1,500
 * events a school) costs start-up some 6 s on a loaded 2-core machine; three weeks cost 35 s.
 */
export const DEMO_EVENT_DAYS = 7;
const DAY_MS = 86_400_000;

/** The ledger's months the demo's days fall in, made by the seed (ledger-demo.ts): the partition maintenance runs only after it. */
export async function ensureDemoMonths(db: Db, from: Date, to: Date): Promise<void> {
  for (let m = chinaMonth(from); m <= chinaMonth(to); m++) {
    const bound = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01 00:00:00+08`;
    await db.execute(
      `create table if not exists ${partitionName('attendance_events', m)} partition of attendance_events for values from ('${bound(m)}') to ('${bound(m + 1)}')`,
    );
  }
}

const at = (day: string, minutes: number) => new Date(chinaDayStartOf(day).getTime() + minutes * 60_000);

/**
 * A demo school's days from `from` to `to` through the intake's own function (storeBatch, in
 * process, a device's day per batch): on each school day every child in school arrives and
 * leaves (by card at the gate, some by face), a few late, a few leaving early, a few absent, none
 * on an approved leave day; a child whose card the demo reported lost is refused at the gate once
 * and comes in by face. Then the days are closed (closeDays), as the nightly job does. The event
 * ids follow the day and child, so running a range again stores nothing twice. Answers the school days.
 */
export async function seedSchoolDays(db: Db, schoolId: number, from: string, to: string, random: () => number): Promise<number> {
  const days = await schoolDays(db, schoolId, from, to);
  if (!days.length) return 0;
  const [kids, devices, leaves] = await Promise.all([
    db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1), isNotNull(students.classId))),
    db
      .select({ id: attendanceDevices.id, kind: attendanceDevices.kind })
      .from(attendanceDevices)
      .where(eq(attendanceDevices.schoolId, schoolId)),
    db
      .select({ studentId: attendanceLeaves.studentId, startsOn: attendanceLeaves.startsOn, endsOn: attendanceLeaves.endsOn })
      .from(attendanceLeaves)
      .where(
        and(
          eq(attendanceLeaves.schoolId, schoolId),
          inArray(attendanceLeaves.status, ['approved']),
          lte(attendanceLeaves.startsOn, to),
          gte(attendanceLeaves.endsOn, from),
        ),
      ),
  ]);
  const gate = devices.find((d) => d.kind === 'gate');
  const face = devices.find((d) => d.kind === 'face');
  if (!gate || !face) return 0;
  const onLeave = (id: number, day: string) => leaves.some((l) => l.studentId === id && l.startsOn <= day && l.endsOn >= day);
  let lostTried = false;
  for (const day of days) {
    const byGate: DeviceEvent[] = [];
    const byFace: DeviceEvent[] = [];
    for (const { id } of kids) {
      if (onLeave(id, day) || random() < 0.04) continue;
      const late = random() < 0.06;
      const arrive = late ? 8 * 60 + 45 + Math.floor(random() * 40) : 7 * 60 + 30 + Math.floor(random() * 70);
      const leave = random() < 0.03 ? 11 * 60 + 30 + Math.floor(random() * 150) : 16 * 60 + 20 + Math.floor(random() * 60);
      const lost = isDemoLostCard(id);
      if (lost && !lostTried) {
        lostTried = true;
        byGate.push({
          eventId: `demo-${day}-${id}-lost`,
          kind: 'card',
          direction: 'in',
          at: at(day, arrive - 2).toISOString(),
          cardNo: demoCardNo(schoolId, id),
        });
      }
      for (const [dir, minutes] of [
        ['in', arrive],
        ['out', leave],
      ] as const) {
        const eventId = `demo-${day}-${id}-${dir}`;
        const when = at(day, minutes).toISOString();
        if (lost || random() < 0.2)
          byFace.push({ eventId, kind: 'face', direction: dir, at: when, childId: id, photoRef: `demo/face/${id}.jpg` });
        else byGate.push({ eventId, kind: 'card', direction: dir, at: when, cardNo: demoCardNo(schoolId, id) });
      }
    }
    // each device uploads its day once, at the day's end
    const received = at(day, 18 * 60);
    for (const [device, events] of [
      [gate, byGate],
      [face, byFace],
    ] as const)
      for (let i = 0; i < events.length; i += 500)
        await storeBatch(db, { id: device.id, schoolId, enabled: true, secretEnc: '' }, events.slice(i, i + 500), received);
  }
  await closeDays(db, schoolId, days);
  return days.length;
}

/** The last DEMO_EVENT_DAYS days of each demo school (the rest of the year: demo-year.ts, a background job). */
export const ledgerEventsDemo: DemoSeeder = async (tx, world) => {
  const db = tx as unknown as Db;
  const now = new Date();
  const to = todayChina(new Date(now.getTime() - DAY_MS));
  const from = todayChina(new Date(now.getTime() - DEMO_EVENT_DAYS * DAY_MS));
  const random = seeded(2026);
  for (const schoolId of world.schoolIds) await seedSchoolDays(db, schoolId, from, to, random);
};
