import { DEVICE_HEADERS } from '@kg/shared/modules/attendance/ledger';
import { type PhotoFailureReport, pickupEndpoints } from '@kg/shared/modules/attendance/pickup';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../../db/pool.ts';
import { signBatch } from '../ledger/device-secret.ts';
import type { TestDevice } from '../ledger/intake-testing.ts';

/** A small real PNG, as a face terminal's capture or a picker's photo. */
export const testPng = (background = '#8ac') =>
  sharp({ create: { width: 120, height: 160, channels: 3, background } })
    .png()
    .toBuffer();

/** Posts photo failures as a face terminal does: the exact body signed with its secret and send time. */
export function postFailures(app: FastifyInstance, device: TestDevice, failures: readonly Partial<PhotoFailureReport>[]) {
  const body = JSON.stringify({ failures });
  const time = String(Math.floor(Date.now() / 1000));
  return app.inject({
    method: 'POST',
    url: `/api${pickupEndpoints.photoFailures.path}`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADERS.id]: String(device.id),
      [DEVICE_HEADERS.time]: time,
      [DEVICE_HEADERS.signature]: signBatch(device.secret, time, body),
    },
  });
}

/** Children of a school in school now, with their class, in id order. */
export async function childrenOf(db: Db, schoolId: number) {
  const r = await db.execute<{ id: string; class_id: string }>(
    sql`select id, class_id from students where school_id = ${schoolId} and status = 1 and class_id is not null order by id`,
  );
  return r.rows.map((x) => ({ id: Number(x.id), classId: Number(x.class_id) }));
}

/** The classes a member may act on. */
export async function rangeOf(db: Db, schoolId: number, memberId: number) {
  const r = await db.execute<{ class_id: string }>(
    sql`select class_id from member_class_ranges where school_id = ${schoolId} and member_id = ${memberId}`,
  );
  return r.rows.map((x) => Number(x.class_id));
}
