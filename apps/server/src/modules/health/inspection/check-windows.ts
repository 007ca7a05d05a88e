import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { inspectSlots } from '../../../db/schema/index.ts';
import { DEFAULT_SLOTS } from './inspect-defaults.ts';

type Runner = Pick<Db, 'execute' | 'select'>;
const t = inspectSlots;
type Window = { start: string; end: string };

/** The platform settings' names of the three check slots (1 morning, 2 noon, 3 afternoon). */
export const CHECK_WINDOW_NAMES = ['morningCheck', 'noonCheck', 'afternoonCheck'] as const;
export type CheckWindows = Record<(typeof CHECK_WINDOW_NAMES)[number], Window>;

/**
 * The check windows are the inspection slots' (health owns them: the entry screen opens on the
 * slot whose window is now); the platform settings show and edit these same rows. A slot a school
 * lacks reads as its default.
 */
export async function checkWindowsOf(db: Runner, schoolId: number): Promise<CheckWindows> {
  const rows = await db
    .select({ slot: t.slot, start: sql<string>`to_char(${t.starts}, 'HH24:MI')`, end: sql<string>`to_char(${t.ends}, 'HH24:MI')` })
    .from(t)
    .where(eq(t.schoolId, schoolId));
  const at = (slot: number): Window => {
    const row = rows.find((x) => x.slot === slot);
    const d = DEFAULT_SLOTS.find((s) => s.slot === slot)!;
    return row ? { start: row.start, end: row.end } : { start: d.starts, end: d.ends };
  };
  return { morningCheck: at(1), noonCheck: at(2), afternoonCheck: at(3) };
}

/**
 * Saves the windows from the platform settings into the slots, keeping each slot's switch and
 * items. Two enabled slots may not overlap, as the inspection settings refuse (health-0004, the
 * later window's start named). A slot the school lacks is created switched off (it has no items).
 */
export async function saveCheckWindows(db: Runner, schoolId: number, w: CheckWindows): Promise<void> {
  const enabledSlots = await db
    .select({ slot: t.slot })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.enabled, true)));
  const enabled = new Set(enabledSlots.map((x) => x.slot));
  const on = CHECK_WINDOW_NAMES.map((name, i) => ({ name, slot: i + 1, ...w[name] })).filter((x) => enabled.has(x.slot));
  for (const a of on)
    for (const b of on)
      if (a.slot < b.slot && a.start < b.end && b.start < a.end) throw new AppError('health-0004', { field: `${b.name}.start` });
  const rows = CHECK_WINDOW_NAMES.map((name, i) => ({ slot: i + 1, starts: w[name].start, ends: w[name].end }));
  await db.execute(sql`insert into inspect_slots (school_id, slot, enabled, starts, ends)
    select ${schoolId}, x.slot, false, x.starts::time, x.ends::time
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(slot int, starts text, ends text)
    on conflict (school_id, slot) do update set starts = excluded.starts, ends = excluded.ends, updated_at = now()
      where (inspect_slots.starts, inspect_slots.ends) is distinct from (excluded.starts, excluded.ends)`);
}
