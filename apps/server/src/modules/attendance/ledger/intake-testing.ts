import { DEVICE_HEADERS, type DeviceEvent, deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signBatch } from './device-secret.ts';

/** A device as a test or the benchmark holds it: its id and the secret it was given once. */
export interface TestDevice {
  id: number;
  secret: string;
}

/**
 * Posts a batch as a device does: the exact body signed with its secret and its send time.
 * `skewS` moves the device's clock; `secret` signs with another key; `raw` sends these bytes.
 */
export function postBatch(
  app: FastifyInstance,
  device: TestDevice,
  events: readonly Partial<DeviceEvent>[],
  opts: { skewS?: number; secret?: string; raw?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = opts.raw ?? JSON.stringify({ events });
  const time = String(Math.floor(Date.now() / 1000) + (opts.skewS ?? 0));
  return app.inject({
    method: 'POST',
    url: `/api${deviceEndpoints.intake.path}`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADERS.id]: String(device.id),
      [DEVICE_HEADERS.time]: time,
      [DEVICE_HEADERS.signature]: signBatch(opts.secret ?? device.secret, time, body),
    },
  });
}
