import { GATE_EVENTS, GATE_LIMITS, type GateState } from '@kg/shared/modules/attendance/gate';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GateHub, Screen } from './gate-hub.ts';

/** One server-sent event: its name and one line of JSON (JSON never holds a raw line break). */
export const sseEvent = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Turns an admitted call (access, session and school already checked by the route) into the
 * school's event stream: the current state at once, which is also what a reconnect gets, then
 * each state the hub publishes, a heartbeat comment, and a 'bye' after GATE_LIMITS.streamMaxS,
 * so a screen comes back through the session's checks (a revoked session then stops).
 */
export async function openGateStream(
  hub: GateHub,
  schoolId: number,
  current: () => Promise<GateState>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const first = await current();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and the like would otherwise hold events back in their buffer
    'x-accel-buffering': 'no',
  });
  let open = true;
  const screen: Screen = {
    send: (state) => {
      if (open) res.write(sseEvent(GATE_EVENTS.state, state));
    },
    end: () => {
      if (!open) return;
      res.write(sseEvent(GATE_EVENTS.bye, {}));
      finish();
      res.end();
    },
  };
  const off = hub.subscribe(schoolId, screen);
  const heartbeat = setInterval(() => res.write(': ping\n\n'), GATE_LIMITS.heartbeatS * 1000);
  const maxAge = setTimeout(() => screen.end(), GATE_LIMITS.streamMaxS * 1000);
  heartbeat.unref();
  maxAge.unref();
  function finish() {
    open = false;
    off();
    clearInterval(heartbeat);
    clearTimeout(maxAge);
  }
  request.raw.socket.once('close', finish);
  res.once('close', finish);
  screen.send(first);
}
