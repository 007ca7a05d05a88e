/** A blank text field is no value: the server stores null. */
export const blankToNull = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The index of the first item repeating an earlier one's key (same allergen, same condition), or
 * -1: the dialog marks it before sending, as the server would refuse the list.
 */
export function firstRepeat<T>(items: readonly (T | undefined)[], keyOf: (item: T) => unknown): number {
  const seen = new Set<unknown>();
  for (const [i, item] of items.entries()) {
    if (!item) continue;
    const k = keyOf(item);
    if (k === undefined || k === null || k === '') continue;
    const norm = typeof k === 'string' ? k.trim() : k;
    if (seen.has(norm)) return i;
    seen.add(norm);
  }
  return -1;
}

/** The bars of a count chart: largest first, at most `max`, the rest summed into one "other" bar. */
export function topBars<T extends { count: number }>(rows: readonly T[], max: number, label: (r: T) => string, other: string) {
  const sorted = [...rows].filter((r) => r.count > 0).sort((a, b) => b.count - a.count);
  const head = sorted.slice(0, max).map((r) => ({ name: label(r), value: r.count, row: r as T | null }));
  const rest = sorted.slice(max).reduce((s, r) => s + r.count, 0);
  return rest > 0 ? [...head, { name: other, value: rest, row: null }] : head;
}
