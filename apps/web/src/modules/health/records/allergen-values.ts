/**
 * The food categories an allergen may name: each whole category of the composition tables and,
 * before its first, the group it belongs to (the part before the first '-'), since a group name
 * matches every category under it.
 */
export function categoryChoices(categories: readonly string[]): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const c of categories) {
    const group = c.split('-')[0];
    for (const v of [group, c])
      if (!seen.has(v)) {
        seen.add(v);
        out.push({ value: v, label: v === group ? v : `· ${c.slice(group.length + 1)}` });
      }
  }
  return out;
}

/** Words typed apart by commas (either width), 、 or spaces; blanks and repeats dropped. */
export const splitWords = (text: string | undefined | null): string[] => [
  ...new Set(
    (text ?? '')
      .split(/[,，、\s]+/)
      .map((w) => w.trim())
      .filter(Boolean),
  ),
];
