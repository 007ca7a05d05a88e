import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/pool.ts';
import { attendanceDaysDirty as dirty } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { type ChildDayKey, recomputeDays, type Tx } from './day-data.ts';

/**
 * Marks children's days for the drain, in the transaction that stored their events. An existing
 * mark is updated, not left alone: the update holds it until these events commit (a drain skips a
 * held mark and takes it in its next round), and a mark a drain is consuming makes this wait and
 * mark again; with do nothing, a drain could take the mark and read the day before these events
 * committed, and nothing would be left to recompute them.
 */
export async function markDays(tx: Tx, schoolId: number, keys: readonly ChildDayKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.studentId}:${k.day}`, k])).values()].sort(
    (a, b) => a.studentId - b.studentId || (a.day < b.day ? -1 : 1),
  );
  if (!unique.length) return;
  // in key order, so two batches marking the same days never wait on each other in a circle
  await tx
    .insert(dirty)
    .values(unique.map((k) => ({ schoolId, ...k })))
    .onConflictDoUpdate({ target: [dirty.schoolId, dirty.studentId, dirty.day], set: { markedAt: sql`now()` } });
}

/** What a taken mark answers: the day as text, whatever the driver makes of a date. */
const TAKEN = { schoolId: dirty.schoolId, studentId: dirty.studentId, day: sql<string>`${dirty.day}::text` };

/** Marks taken per transaction: a burst's marks are recomputed in a few rounds, not one. */
const DRAIN_BATCH = 2_000;

/**
 * Recomputes marked days: takes up to DRAIN_BATCH marks (skipping those another instance or an
 * intake holds) in a short transaction of its own, then recomputes them in another. An intake
 * marking one of these days waits for the taking alone, never for the recompute (which held every
 * batch touching its 2,000 days for the whole round: the intake bench's batches spent nearly all
 * their time there); its mark, made after the taking, is a new one for the next round, so events
 * committed after the recompute read the ledger are recomputed again. A failed recompute marks its
 * days again; a process dying in between leaves them to the nightly close. Answers marks taken.
 */
export async function drainDays(db: Db): Promise<number> {
  const taken = await db.execute(sql`delete from ${dirty} where ctid in (
      select ctid from ${dirty} order by ${dirty.schoolId}, ${dirty.studentId}, ${dirty.day} limit ${DRAIN_BATCH} for update skip locked)
    returning ${selectList(TAKEN)}`);
  const bySchool = new Map<number, ChildDayKey[]>();
  for (const r of taken.rows as RowOf<typeof TAKEN>[]) {
    const list = bySchool.get(Number(r.schoolId)) ?? [];
    list.push({ studentId: Number(r.studentId), day: r.day });
    bySchool.set(Number(r.schoolId), list);
  }
  try {
    await db.transaction(async (tx) => {
      for (const [schoolId, keys] of bySchool) await recomputeDays(tx, schoolId, keys);
    });
  } catch (err) {
    await db.transaction(async (tx) => {
      for (const [schoolId, keys] of bySchool) await markDays(tx, schoolId, keys);
    });
    throw err;
  }
  return taken.rows.length;
}

/**
 * Runs the drain in this process as soon as an intake commits, one round at a time: batches that
 * land while a round runs are taken together by the next. (A schedule catches marks an instance
 * left when it stopped.) `settled` waits until nothing is marked, for tests and shutdown.
 */
const drainers = new WeakMap<object, DayDrainer>();
/** The drainer the routes run for an app's context (tests wait on it with `settled`). */
export const drainerOf = (ctx: object): DayDrainer | undefined => drainers.get(ctx);

export class DayDrainer {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    ctx: object,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    drainers.set(ctx, this);
  }

  poke(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.poke();
      }
    });
  }

  private async rounds(): Promise<void> {
    try {
      while (!this.closed && (await drainDays(this.db)) > 0) {
        // again: marks made during the round
      }
    } catch (err) {
      // the marks stay; the next intake or the schedule drains them
      this.log.warn({ err }, 'attendance day drain failed');
    }
  }

  async settled(): Promise<void> {
    while (this.running) await this.running;
    while ((await drainDays(this.db)) > 0) {
      // until nothing is marked
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    while (this.running) await this.running;
  }
}
