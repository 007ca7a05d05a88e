import { INTAKE_LIMITS } from '@kg/shared/modules/attendance/ledger';

const WINDOW_MS = 60_000;
/** Unknown ids remembered this long: an id registered later (ids only grow) is found again after it. */
const UNKNOWN_TTL_MS = 60_000;
/** Bounds on what a flood of addresses or ids can make this process hold. */
const MAX_ENTRIES = 10_000;

/**
 * What the intake guard remembers about calls naming devices, in this process: ids it found
 * registered, ids it found not registered (for a minute), and per source address how many calls
 * named an unregistered device in the current minute. A probe costs one lookup; repeating the id,
 * or passing INTAKE_LIMITS.unknownDeviceCalls in a minute, costs none.
 */
export class ProbeLimit {
  private readonly known = new Set<number>();
  private readonly unknown = new Map<number, number>();
  private readonly byAddress = new Map<string, { from: number; calls: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  isKnown(id: number): boolean {
    return this.known.has(id);
  }

  /** A registered device (enabled or not): its calls never count toward the address's limit. */
  remember(id: number): void {
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    this.known.add(id);
    this.unknown.delete(id);
  }

  /** Whether the id was found unregistered within the last minute. */
  isUnknown(id: number): boolean {
    const until = this.unknown.get(id);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.unknown.delete(id);
    return false;
  }

  markUnknown(id: number): void {
    if (this.unknown.size >= MAX_ENTRIES) this.unknown.clear();
    this.unknown.set(id, this.now() + UNKNOWN_TTL_MS);
  }

  /** Seconds the address must wait before naming an unregistered device again; 0: it may. */
  waitS(address: string): number {
    const entry = this.byAddress.get(address);
    if (!entry) return 0;
    const left = entry.from + WINDOW_MS - this.now();
    if (left <= 0) {
      this.byAddress.delete(address);
      return 0;
    }
    return entry.calls >= INTAKE_LIMITS.unknownDeviceCalls ? Math.ceil(left / 1000) : 0;
  }

  /** Counts a call from the address that named an unregistered device (or none). */
  count(address: string): void {
    const now = this.now();
    const entry = this.byAddress.get(address);
    if (entry && entry.from + WINDOW_MS > now) {
      entry.calls++;
      return;
    }
    if (this.byAddress.size >= MAX_ENTRIES) this.byAddress.clear();
    this.byAddress.set(address, { from: now, calls: 1 });
  }
}
