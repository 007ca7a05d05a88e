import pg from 'pg';
import type { SessionInfo } from './session-info.ts';

/** The channel the database triggers notify on any change that can end or alter a session. */
export const SESSIONS_CHANGED = 'kg_sessions_changed';
const MAX_ENTRIES = 50_000;
const RECONNECT_MS = 1_000;

/**
 * Sessions as loaded per request, kept for a short while so a signed-in call costs one query
 * (its own) instead of two. Correctness comes from the database, not the clock: triggers on
 * sessions, accounts, institutions, members, their roles and role permissions notify every
 * instance (migration 0003), and any notification empties the cache. While the listening
 * connection is down nothing is cached, so a missed notification cannot keep a revoked session.
 */
export class SessionCache {
  private readonly entries = new Map<number, { session: SessionInfo; until: number }>();
  private client: pg.Client | null = null;
  private live = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly connectionString: string | undefined,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(sessionId: number, now = Date.now()): SessionInfo | null {
    const hit = this.entries.get(sessionId);
    if (!hit) return null;
    if (hit.until > now && this.live) return hit.session;
    this.entries.delete(sessionId);
    return null;
  }

  set(sessionId: number, session: SessionInfo, now = Date.now()): void {
    if (!this.live) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as number);
    this.entries.set(sessionId, { session, until: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  /** Starts listening; resolves once the first connection is up (or failed: it retries). */
  async start(): Promise<void> {
    if (!this.enabled || !this.connectionString) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    const down = () => {
      if (this.client !== client) return;
      this.live = false;
      this.client = null;
      this.clear();
      client.end().catch(() => {});
      if (!this.closed) this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('error', down);
    client.on('end', down);
    client.on('notification', () => this.clear());
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${SESSIONS_CHANGED}`);
      // anything cached before this point may have missed a notification
      this.clear();
      this.live = this.client === client;
    } catch {
      down();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    clearTimeout(this.timer);
    this.clear();
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}
