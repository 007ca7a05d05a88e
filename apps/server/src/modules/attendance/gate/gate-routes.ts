import { gateEndpoints as E } from '@kg/shared/modules/attendance/gate';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { loadGateState } from './gate-data.ts';
import { gateHubOf } from './gate-hub.ts';
import { openGateStream } from './gate-stream.ts';

/** The gate screen: today's arrivals, read once or as a stream the intake feeds. */
export async function gateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const hub = gateHubOf(app);
  // before the server stops listening: an open stream would otherwise hold its close until the stream's end
  app.addHook('preClose', async () => hub.close());
  serve(app, E.state, (_q, c) => loadGateState(db, c.school.id, app.ctx.now()));
  serve(app, E.stream, async (_q, c) => {
    const schoolId = c.school.id;
    await openGateStream(hub, schoolId, () => loadGateState(db, schoolId, app.ctx.now()), c.request, c.reply);
    return undefined;
  });
}
