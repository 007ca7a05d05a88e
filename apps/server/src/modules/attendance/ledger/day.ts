/**
 * One child's day from the ledger: a pure function of the day's resolved events, so the same
 * events in any order give the same day and a late event is folded in by computing again.
 * Lateness and early leave are the next step (classifyDay, against the shift rules' effectiveRules
 * of the shifts area); this gives what they read: first arrival, last departure, presence.
 */
export interface DayEvent {
  at: Date;
  /** null: the device did not say; inferred from whether the child is in. */
  direction: 'in' | 'out' | null;
  /** A stable tie-break for events at the same instant (device id and its event id). */
  key: string;
}

export interface PresenceInterval {
  start: Date;
  end: Date;
  /** No departure was recorded: the interval runs to the end of the day. */
  openEnded: boolean;
}

export interface ChildDay {
  firstIn: Date | null;
  lastOut: Date | null;
  intervals: PresenceInterval[];
  present: boolean;
}

/** A second read of the same child within this time is a double swipe, not a new passage. */
export const DOUBLE_SWIPE_MS = 60_000;

const order = (a: DayEvent, b: DayEvent) => a.at.getTime() - b.at.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Walks the events in time order (ties by key): an arrival opens an interval unless one is open,
 * a departure closes it; a read without a direction arrives when out and leaves when in; a read
 * within DOUBLE_SWIPE_MS of the last counted one is ignored. A departure with no arrival before it
 * (a missed swipe in) makes the child present from the day's start.
 */
export function computeDay(events: readonly DayEvent[], dayStart: Date, dayEnd: Date): ChildDay {
  const sorted = [...events].filter((e) => e.at >= dayStart && e.at < dayEnd).sort(order);
  const intervals: PresenceInterval[] = [];
  let openAt: Date | null = null;
  let lastCounted: number | null = null;
  let lastOut: Date | null = null;
  for (const e of sorted) {
    const t = e.at.getTime();
    if (lastCounted !== null && t - lastCounted < DOUBLE_SWIPE_MS) continue;
    const direction = e.direction ?? (openAt ? 'out' : 'in');
    if (direction === 'in') {
      if (!openAt) openAt = e.at;
    } else {
      const start: Date = openAt ?? (intervals.length ? null : dayStart) ?? e.at;
      if (start < e.at) intervals.push({ start, end: e.at, openEnded: false });
      openAt = null;
      lastOut = e.at;
    }
    lastCounted = t;
  }
  if (openAt) intervals.push({ start: openAt, end: dayEnd, openEnded: true });
  return { firstIn: intervals[0]?.start ?? null, lastOut, intervals, present: intervals.length > 0 };
}
