/**
 * Database faults: telling "the database is unreachable or stuck" (a 503 the client may retry)
 * from a bug (a 500), and logging an outage once when it starts and once when it ends instead
 * of a query text and stack per request.
 */

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_S = 5;

// Socket-level failures reaching or keeping the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
// SQLSTATEs: admin/crash shutdown, cannot connect now, too many connections, statement timeout
// or cancel, idle-in-transaction timeout. Class 08 (connection exception) is matched by prefix.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
// node-postgres and pg-pool raise these as plain errors without a code.
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|timeout expired|Client has encountered a connection error|not queryable|after calling end on the pool|terminating connection|the database system is (starting up|shutting down|in recovery)/i;

function codeOf(e: object): string {
  const c = (e as { code?: unknown }).code;
  return typeof c === 'string' ? c : '';
}

/** The chain of causes (drizzle wraps the driver error as `cause`; dual-stack connects give an AggregateError). */
function* chain(err: unknown): Generator<object> {
  let e: unknown = err;
  for (let depth = 0; depth < 6 && e && typeof e === 'object'; depth++) {
    yield e;
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner)) for (const x of inner) if (x && typeof x === 'object') yield x;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The driver-level reason of a database fault (code and message, never the query), or null for any other error. */
export function dbFaultReason(err: unknown): string | null {
  for (const e of chain(err)) {
    const code = codeOf(e);
    const message = e instanceof Error ? e.message : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || (code.length === 5 && code.startsWith('08'))) return `${code} ${message}`.trim();
    // a DrizzleQueryError's own message is the query text: only the driver's message counts
    if (!message.startsWith('Failed query') && MESSAGES.test(message)) return message.split('\n')[0] ?? message;
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL error, also when drizzle wraps it (`cause`); null for any other error. */
export function sqlStateOf(err: unknown): string | null {
  for (const e of chain(err)) {
    const code = codeOf(e);
    if (/^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export function isDbFault(err: unknown): boolean {
  return dbFaultReason(err) !== null;
}

/** Both state changes are warnings: whoever saw the outage start (LOG_LEVEL=warn) must also see it end. */
export interface OutageLog {
  warn: (obj: object, msg: string) => void;
}

const consoleLog: OutageLog = { warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)) };

/**
 * Up or down, as last seen by queries. A fault marks it down (one line); while down a probe
 * runs every second until the database answers, then one line says it is back.
 */
export class DbOutage {
  private down = false;
  private since = 0;
  private faults = 0;
  private probing: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    public log: OutageLog = consoleLog,
    private readonly probeEveryMs = 1000,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** A query failed with a database fault (or the pool reported a lost connection). */
  lost(err: unknown): void {
    if (this.stopped) return;
    this.faults++;
    if (this.down) return;
    this.down = true;
    this.since = Date.now();
    this.log.warn({ reason: dbFaultReason(err) ?? String(err) }, 'database unavailable: answering 503 until it is back');
    this.scheduleProbe();
  }

  /** A query or a new connection succeeded. */
  back(): void {
    if (!this.down) return;
    this.down = false;
    if (this.probing) clearTimeout(this.probing);
    this.probing = null;
    this.log.warn({ downMs: Date.now() - this.since, faults: this.faults }, 'database back');
    this.faults = 0;
  }

  /** Shutting down: no more probes or log lines. */
  stop(): void {
    this.stopped = true;
    if (this.probing) clearTimeout(this.probing);
    this.probing = null;
  }

  private scheduleProbe(): void {
    if (this.probing || this.stopped) return;
    this.probing = setTimeout(() => {
      this.probing = null;
      this.probe().then(
        () => this.back(),
        () => {
          if (this.down) this.scheduleProbe();
        },
      );
    }, this.probeEveryMs);
    this.probing.unref();
  }
}

const outages = new WeakMap<object, DbOutage>();

/** The outage state of a pool (set by createPool), found by the error handler through `ctx.db.$client`. */
export function outageOf(pool: object): DbOutage | undefined {
  return outages.get(pool);
}

export function setOutage(pool: object, outage: DbOutage): void {
  outages.set(pool, outage);
}
