import { DEVICE_HEADERS, INTAKE_LIMITS } from '@kg/shared/modules/attendance/ledger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { deviceForIntake, type IntakeDevice } from './device-data.ts';
import { openSecret, signatureMatches } from './device-secret.ts';
import { ProbeLimit } from './probe-limit.ts';

const admitted = new WeakMap<FastifyRequest, IntakeDevice>();

/** The device a request was admitted as (intake routes only, after the guard). */
export function deviceOf(request: FastifyRequest): IntakeDevice {
  const device = admitted.get(request);
  if (!device) throw new AppError('attendance-0203');
  return device;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Admits a device call before its body is validated, as a session is admitted before a user's:
 * the device must exist, have signed these exact bytes with its current secret, be enabled, and
 * have sent them within INTAKE_LIMITS.clockSkewS of the server's clock (which also bounds a
 * replay); a batch over INTAKE_LIMITS.events is refused whole before any event is read.
 * Every refusal tells the device whether sending the same bytes again could succeed. Calls
 * naming unregistered devices are limited per source address (probe-limit.ts): past the limit
 * a 429 with Retry-After, and no lookup.
 */
export function registerIntakeGuard(app: FastifyInstance, key: Buffer): void {
  const probes = new ProbeLimit();
  app.addHook('preValidation', async (request, reply) => {
    const id = header(request, DEVICE_HEADERS.id);
    const time = header(request, DEVICE_HEADERS.time);
    const signature = header(request, DEVICE_HEADERS.signature);
    const n = id && /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : 0;
    // an address probing for devices waits out its minute, without a lookup; a registered device never does
    if (!probes.isKnown(n)) {
      const waitS = probes.waitS(request.ip);
      if (waitS) {
        reply.header('retry-after', String(waitS));
        throw new AppError('attendance-0207', { data: { retryAfterS: waitS } });
      }
    }
    const device = n && !probes.isUnknown(n) ? await deviceForIntake(app.ctx.db, n) : undefined;
    if (!device) {
      probes.count(request.ip);
      if (n) probes.markUnknown(n);
      throw new AppError('attendance-0203');
    }
    probes.remember(n);
    if (!time || !signature || !signatureMatches(openSecret(key, device.secretEnc), time, request.rawBody ?? '', signature)) {
      throw new AppError('attendance-0202');
    }
    if (!device.enabled) throw new AppError('attendance-0204');
    // checked once the time is known to be the device's own (it is signed)
    const nowS = Math.floor(app.ctx.now().getTime() / 1000);
    const sentS = Number(time);
    if (!Number.isFinite(sentS) || Math.abs(nowS - sentS) > INTAKE_LIMITS.clockSkewS) {
      throw new AppError('attendance-0205', { data: { serverTime: nowS, maxSkewS: INTAKE_LIMITS.clockSkewS } });
    }
    const events = (request.body as { events?: unknown } | null)?.events;
    if (Array.isArray(events) && events.length > INTAKE_LIMITS.events) {
      throw new AppError('attendance-0206', { data: { events: events.length, max: INTAKE_LIMITS.events } });
    }
    admitted.set(request, device);
  });
  // 503 (the database away) and 429 pass; any other refusal is final for these bytes
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) reply.header(DEVICE_HEADERS.retry, reply.statusCode === 503 || reply.statusCode === 429 ? 'yes' : 'no');
    return payload;
  });
}
