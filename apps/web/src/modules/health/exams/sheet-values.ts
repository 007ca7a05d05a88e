import type { ExamItem, RecordRow } from './exams-api.ts';

export type Cell = number | string | null;

/** How a child's stature was measured (null: as the age suggests) and whether oedema was seen. */
export interface Measure {
  position: 'lying' | 'standing' | null;
  oedema: boolean;
}

/** The row's measure as changed on screen, else as recorded. */
export const measureOf = (row: Pick<RecordRow, 'position' | 'oedema'>, changed?: Measure): Measure =>
  changed ?? { position: row.position, oedema: row.oedema };

/** Whether a typed number is outside its item's range (checked as typed; the server checks again). */
export function outOfRange(item: ExamItem, v: Cell): boolean {
  if (item.kind !== 'number' || v === null || v === '') return false;
  const n = Number(v);
  return !Number.isFinite(n) || (item.min !== null && n < item.min) || (item.max !== null && n > item.max);
}

/**
 * A child's complete values for the plan's items: what was typed over what is recorded. The
 * server takes the values sent as the whole record, so an untouched item keeps its recorded value.
 */
export function rowValues(items: readonly string[], row: Pick<RecordRow, 'values'>, edits: Record<string, Cell> = {}) {
  const recorded = row.values as Record<string, Cell | undefined>;
  return Object.fromEntries(items.map((k) => [k, k in edits ? edits[k] : (recorded[k] ?? null)])) as Record<string, Cell>;
}

/** The day a measurement is saved under: today, kept inside the plan's period. */
export function defaultDay(today: string, plan: { startDay: string; endDay: string }): string {
  if (today < plan.startDay) return plan.startDay;
  return today > plan.endDay ? plan.endDay : today;
}
