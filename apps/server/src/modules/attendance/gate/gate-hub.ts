import { GATE_LIMITS, type GateState } from '@kg/shared/modules/attendance/gate';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadGateState } from './gate-data.ts';

/** One open gate screen: what the hub sends it. */
export interface Screen {
  send(state: GateState): void;
  /** The server ends the stream (shutdown): the screen reconnects. */
  end(): void;
}

/**
 * The gate screens of one server process, by school, and the publisher the intake notifies
 * after a batch commits. In-process: the product runs one API process (README, Layout), so an
 * intake and the screens it must reach share it. Several instances would forward notify()
 * through PostgreSQL's NOTIFY in the intake's transaction and LISTEN here; that is one call
 * site to change. A burst of batches for a school within GATE_LIMITS.coalesceMs is read once;
 * a school without an open screen costs nothing.
 */
export class GateHub {
  private readonly screens = new Map<number, Set<Screen>>();
  private readonly due = new Map<number, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly load: (schoolId: number) => Promise<GateState>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a screen; the returned function removes it. */
  subscribe(schoolId: number, screen: Screen): () => void {
    const set = this.screens.get(schoolId) ?? new Set<Screen>();
    this.screens.set(schoolId, set);
    set.add(screen);
    return () => {
      set.delete(screen);
      if (!set.size) this.screens.delete(schoolId);
    };
  }

  /** Screens open for a school (tests, logs). */
  count(schoolId: number): number {
    return this.screens.get(schoolId)?.size ?? 0;
  }

  /** After an intake committed events of the school: its screens get the new state once the burst settles. */
  notify(schoolId: number): void {
    if (this.closed || !this.screens.has(schoolId) || this.due.has(schoolId)) return;
    const timer = setTimeout(() => void this.publish(schoolId), GATE_LIMITS.coalesceMs);
    timer.unref();
    this.due.set(schoolId, timer);
  }

  /** Reads the school's state and sends it to each of its screens; a failed read waits for the next notice. */
  async publish(schoolId: number): Promise<void> {
    this.due.delete(schoolId);
    const set = this.screens.get(schoolId);
    if (!set?.size) return;
    try {
      const state = await this.load(schoolId);
      for (const screen of set) screen.send(state);
    } catch (err) {
      this.log.warn({ err, schoolId }, 'gate screen: state not read');
    }
  }

  /** Shutdown: pending reads dropped, every screen told to reconnect (to another instance, or after the restart). */
  close(): void {
    this.closed = true;
    for (const t of this.due.values()) clearTimeout(t);
    this.due.clear();
    for (const set of [...this.screens.values()]) for (const screen of [...set]) screen.end();
    this.screens.clear();
  }
}

const hubs = new WeakMap<object, GateHub>();

/** The hub of an app's context: the intake (ledger) and the gate routes find the same one. */
export function gateHubOf(app: FastifyInstance): GateHub {
  const { ctx } = app;
  const hub = hubs.get(ctx) ?? new GateHub((schoolId) => loadGateState(ctx.db, schoolId, ctx.now()), app.log);
  hubs.set(ctx, hub);
  return hub;
}
