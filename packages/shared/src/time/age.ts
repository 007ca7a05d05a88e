const ZERO = 48;
/** The number a run of ASCII digits spells; NaN if any is not a digit. */
function digits(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = s.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}

/** Year, month and day of a YYYY-MM-DD day, read in place (the child list computes an age per row). */
function parts(day: string): [number, number, number] {
  if (day.length === 10 && day[4] === '-' && day[7] === '-') return [digits(day, 0, 4), digits(day, 5, 7), digits(day, 8, 10)];
  const [y, m, d] = day.split('-').map(Number);
  return [y, m, d];
}

/** Whole months between a birthday and today (both YYYY-MM-DD); null without a birthday. */
export function ageInMonths(birthday: string | null, today: string): number | null {
  if (!birthday) return null;
  const [by, bm, bd] = parts(birthday);
  const [ty, tm, td] = parts(today);
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}
