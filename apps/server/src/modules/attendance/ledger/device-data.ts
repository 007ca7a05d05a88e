import type { DEVICE_KINDS, DeviceAddInput, deviceUpdateInput } from '@kg/shared/modules/attendance/ledger';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceDeviceContacts as c, attendanceDevices as d } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';
import { newDeviceSecret, sealSecret } from './device-secret.ts';

// the list's columns, from the generated schema: a renamed column fails the type check
const ROW = {
  id: d.id,
  name: d.name,
  kind: sql<(typeof DEVICE_KINDS)[number]>`${d.kind}`,
  location: d.location,
  enabled: d.enabled,
  lastContactAt: joined(c.lastContactAt),
  eventsStored: sql<number>`coalesce(${c.eventsStored}, 0)::float8`,
  lateEvents: sql<number>`coalesce(${c.lateEvents}, 0)::float8`,
  lastLateAt: joined(c.lastLateAt),
  secretRotatedAt: d.secretRotatedAt,
  createdAt: d.createdAt,
};
const LIST = selectList(ROW);
export type DeviceRow = RowOf<typeof ROW>;

/** Names are unique per school: the index answers races, the error names the field. */
const nameTaken = () => new AppError('attendance-0201', { field: 'name' });
const ofSchool = (schoolId: number, id: number) => and(eq(d.schoolId, schoolId), eq(d.id, id));

export function listDevices(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${d.schoolId} = ${schoolId} ${q.name ? sql`and ${d.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<DeviceRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${d} where ${where}`,
    select: (cut) =>
      sql`select ${LIST}, count(*) over () as total from ${d} left join ${c} on ${c.deviceId} = ${d.id}
        where ${where} order by ${d.name}, ${d.id} ${cut}`,
  });
}

/** Registers a device with a fresh secret, answered this once. */
export async function addDevice(db: Db, key: Buffer, schoolId: number, p: DeviceAddInput): Promise<{ id: number; secret: string }> {
  const secret = newDeviceSecret();
  const rows = await guardedWrite(
    () =>
      db
        .insert(d)
        .values({ schoolId, name: p.name, kind: p.kind, location: p.location ?? null, secretEnc: sealSecret(key, secret) })
        .returning({ id: d.id }),
    { unique: nameTaken },
  );
  return { id: rows[0].id, secret };
}

export async function updateDevice(db: Db, schoolId: number, p: z.output<typeof deviceUpdateInput>): Promise<void> {
  const rows = await guardedWrite(
    () =>
      db
        .update(d)
        .set({ name: p.name, kind: p.kind, location: p.location ?? null, enabled: p.enabled, updatedAt: new Date() })
        .where(ofSchool(schoolId, p.id))
        .returning({ id: d.id }),
    { unique: nameTaken },
  );
  oneRow(rows);
}

/** A new secret: the old one stops with this statement, the new one is answered once. */
export async function rotateDeviceSecret(db: Db, key: Buffer, schoolId: number, id: number): Promise<{ id: number; secret: string }> {
  const secret = newDeviceSecret();
  const rows = await db
    .update(d)
    .set({ secretEnc: sealSecret(key, secret), secretRotatedAt: new Date(), updatedAt: new Date() })
    .where(ofSchool(schoolId, id))
    .returning({ id: d.id });
  oneRow(rows);
  return { id, secret };
}

/** What the intake needs of a device: its school, whether it may upload, its sealed secret. */
export async function deviceForIntake(db: Db, id: number) {
  const [row] = await db.select({ id: d.id, schoolId: d.schoolId, enabled: d.enabled, secretEnc: d.secretEnc }).from(d).where(eq(d.id, id));
  return row;
}
export type IntakeDevice = NonNullable<Awaited<ReturnType<typeof deviceForIntake>>>;
