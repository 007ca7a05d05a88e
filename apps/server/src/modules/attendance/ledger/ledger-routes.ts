import { deviceEndpoints as E, INTAKE_LIMITS } from '@kg/shared/modules/attendance/ledger';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../../core/errors.ts';
import { loadSecret } from '../../../core/secrets.ts';
import { serve } from '../../../core/serve.ts';
import { gateHubOf } from '../gate/gate-hub.ts';
import { isPickupRefusal } from '../pickup/pickup-intake.ts';
import { tellRefusedPickups } from '../pickup/pickup-notify.ts';
import { DayDrainer } from './day-drain.ts';
import { addDevice, listDevices, rotateDeviceSecret, updateDevice } from './device-data.ts';
import { DEVICE_KEY_NAME } from './device-secret.ts';
import { storeBatch } from './intake-data.ts';
import { deviceOf, registerIntakeGuard } from './intake-guard.ts';
import { deleteExpiredKeys } from './key-retention.ts';

/** The school's devices, and the intake they upload their events to. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const key = await loadSecret(db, DEVICE_KEY_NAME);
  const days = new DayDrainer(app.ctx, db, app.log);
  const gate = gateHubOf(app);
  // marks an instance left when it stopped (or a failed round) are drained by whoever runs the
  // schedule, through this process's drainer: a second drain beside it only made both wait on the
  // same days' locks (a spike in the intake's latency once a minute)
  app.ctx.jobs.schedule('attendance.day-drain', '* * * * *', async () => {
    days.poke();
  });
  app.ctx.jobs.schedule('attendance.key-retention', '17 3 * * *', async () => {
    const n = await deleteExpiredKeys(db, app.ctx.now());
    if (n) app.log.info({ keys: n }, 'attendance: expired intake keys deleted');
  });
  app.addHook('onClose', () => days.close());
  serve(app, E.list, (q, c) => listDevices(db, c.school.id, q));
  serve(app, E.add, (p, c) => addDevice(db, key, c.school.id, p));
  serve(app, E.update, async (p, c) => {
    await updateDevice(db, c.school.id, p);
    return { id: p.id };
  });
  serve(app, E.rotateSecret, ({ id }, c) => rotateDeviceSecret(db, key, c.school.id, id));
  // its own plugin: the device guard's hooks apply to the intake alone
  await app.register(async (intake) => {
    registerIntakeGuard(intake, key);
    serve(intake, E.intake, async ({ events }, c) => {
      const now = app.ctx.now();
      const ahead = now.getTime() + INTAKE_LIMITS.futureS * 1000;
      const i = events.findIndex((e) => new Date(e.at).getTime() > ahead);
      if (i >= 0) throw fieldError(`events.${i}.at`, '事件时间晚于当前时间', 'the event is later than now');
      // older than its idempotence key is kept (key-retention.ts): a resend could no longer be told apart
      const oldest = now.getTime() - INTAKE_LIMITS.maxAgeDays * 86_400_000;
      const j = events.findIndex((e) => new Date(e.at).getTime() < oldest);
      if (j >= 0) throw fieldError(`events.${j}.at`, '事件时间过早，不再接收', 'the event is too old to be accepted');
      const device = deviceOf(c.request);
      const answer = await storeBatch(db, device, events, now);
      days.poke();
      // a refused pickup is told at once, after the commit (each attempt once: pickup-notify.ts)
      if (answer.results.some((r) => isPickupRefusal(r.reason))) await tellRefusedPickups(app.ctx, device.schoolId);
      if (answer.accepted) gate.notify(device.schoolId);
      return answer;
    });
  });
}
