/** Whole months between a birthday and today (both YYYY-MM-DD); null without a birthday. */
export function ageInMonths(birthday: string | null, today: string): number | null {
  if (!birthday) return null;
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}
