import { z } from 'zod';
import { readFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { day, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/**
 * The gate screen (`/fullPage/attendance/index`): today's arrivals at the school, live. The
 * screen opens the stream with the usual signed headers (a fetch whose body it reads as it
 * comes, not an EventSource, which cannot send them): no token ever travels in a URL.
 */
export const GATE_LIMITS = {
  /** Latest arrivals the screen lists. */
  latest: 12,
  /** A comment line keeps proxies from closing an idle stream. */
  heartbeatS: 20,
  /** The server ends a stream after this long; the screen reconnects through the session (a revoked one then stops). */
  streamMaxS: 300,
  /** Arrivals landing within this window reach a screen as one state. */
  coalesceMs: 250,
} as const;

/** The server-sent events of the stream: `event: <name>\ndata: <json>\n\n`. */
export const GATE_EVENTS = { state: 'state', bye: 'bye' } as const;

export const gateArrival = z.object({
  studentId: z.number().int(),
  name: z.string(),
  className: z.string().nullable(),
  at: timestamp,
  kind: z.string(),
});

export const gateClass = z.object({
  classId: z.number().int(),
  name: z.string(),
  expected: z.number().int(),
  arrived: z.number().int(),
});

/** The screen's whole state: resent in full on every change and on (re)connect, so a screen never merges. */
export const gateState = z.object({
  day,
  schoolDay: z.boolean(),
  /** Children in school (enrolled, in a class). */
  expected: z.number().int(),
  /** Of them, children a device saw arrive today. */
  arrived: z.number().int(),
  /** Of them, children on approved leave today who did not arrive. */
  onLeave: z.number().int(),
  latest: z.array(gateArrival),
  classes: z.array(gateClass),
  /** When the server read this state. */
  at: timestamp,
});
export type GateState = z.output<typeof gateState>;
export type GateStateWire = z.input<typeof gateState>;

export const gateEndpoints = endpoints('/attendance/v1/gate', {
  state: {
    path: 'state',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: gateState,
    summary: "Today's arrivals at the school: counts (expected, arrived, on leave), the latest arrivals and each class's progress",
  },
  stream: {
    path: 'stream',
    access: readFor(C.view),
    scope: 'school',
    // POST only: a stream is no read to walk by GET; the screen sends the usual signed headers
    methods: ['POST'],
    transfer: 'download',
    files: ['text/event-stream'],
    input: z.object({}),
    // each 'state' event's data is the state call's answer
    output: z.unknown(),
    summary:
      "Server-sent events (text/event-stream) of the gate screen: 'state' with the whole state at once and after each intake that lands, " +
      `a comment heartbeat every ${GATE_LIMITS.heartbeatS} s, 'bye' when the server ends the stream (after ${GATE_LIMITS.streamMaxS} s or on shutdown): reconnect`,
  },
});

export const GATE: AreaContract = {
  endpoints: all(gateEndpoints),
  pageCalls: { 'attendance-gate': [gateEndpoints.state] },
};
