import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { flagValue, idField, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { pageOf, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import { intakeAnswer, intakeBatch } from './ledger-intake.ts';

export * from './ledger-intake.ts';

/** A school's devices: gate readers, face terminals and kiosks, each signing its uploads. */
export const DEVICE_LIMITS = { name: 30, location: 60 } as const;
export const DEVICE_KINDS = ['gate', 'face', 'kiosk'] as const;

const deviceFields = {
  name: plainText(1, DEVICE_LIMITS.name),
  kind: z.enum(DEVICE_KINDS),
  location: optionalText(DEVICE_LIMITS.location),
};
export const deviceAddInput = z.object(deviceFields);
export const deviceUpdateInput = z.object({ id: idField, ...deviceFields, enabled: flagValue });
export const deviceListQuery = z.object({ ...pagingShape, name: searchText(DEVICE_LIMITS.name) });
export type DeviceAddInput = z.infer<typeof deviceAddInput>;

export const deviceRow = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  location: z.string().nullable(),
  enabled: z.boolean(),
  /** The last upload, signed or refused for its content; null: never heard from. */
  lastContactAt: timestamp.nullable(),
  eventsStored: z.number(),
  /** Events that arrived more than INTAKE_LIMITS.lateAfterS after they happened. */
  lateEvents: z.number(),
  lastLateAt: timestamp.nullable(),
  secretRotatedAt: timestamp,
  createdAt: timestamp,
});

/** The secret, shown this once: the server keeps it encrypted and never answers it again. */
export const deviceSecret = z.object({ id: z.number().int(), secret: z.string() });

export const deviceEndpoints = endpoints('/attendance/v1/device', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: deviceListQuery,
    output: pageOf(deviceRow),
    summary: "The school's devices, paged, by name; each with its last contact, events stored and late arrivals",
  },
  add: {
    path: 'add',
    access: writeFor(C.ledgerEdit),
    scope: 'school',
    transfer: 'json',
    input: deviceAddInput,
    output: deviceSecret,
    summary: 'Register a device {name (unique in the school), kind gate|face|kiosk, location?}; answers its secret once',
  },
  update: {
    path: 'update',
    access: writeFor(C.ledgerEdit),
    scope: 'school',
    transfer: 'json',
    input: deviceUpdateInput,
    output: z.object({ id: z.number().int() }),
    summary: 'Rename, move or switch a device {id, name, kind, location?, enabled}; a disabled device is refused',
  },
  rotateSecret: {
    path: 'rotate-secret',
    access: writeFor(C.ledgerEdit),
    scope: 'school',
    input: z.object({ id: idField }),
    output: deviceSecret,
    summary: 'A new secret for a device {id}, answered once; the old one stops at once',
  },
  intake: {
    path: 'intake',
    access: 'device',
    transfer: 'json',
    input: intakeBatch,
    output: intakeAnswer,
    summary:
      'A device uploads a batch of events {events: [{eventId, kind card|face|qr|pin, at (ISO 8601), direction?, cardNo?, childId?, photoRef?, picker?}]}, ' +
      'picker {cardNo | faceRef} on a departure (direction out) names who collects the child: recorded as a pickup, the event refused when the picker is not valid today; ' +
      'signed with headers x-device-id, x-device-time (unix s) and x-device-signature (hex HMAC-SHA256 under its secret of the time, a dot and the exact body). ' +
      'Idempotent by (device, eventId); answers per event accepted, duplicate or refused. Refusals say x-device-retry yes|no.',
  },
});

export const LEDGER: AreaContract = {
  endpoints: all(deviceEndpoints),
  pageCalls: { 'attendance-devices': [deviceEndpoints.list] },
};
