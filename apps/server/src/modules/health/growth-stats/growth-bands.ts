import { type BandPoint, type CurveKey, PERCENTILES } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { valueAt } from '../../../platform/reference/index.ts';
import { type LmsTables, lmsAt, tableKey } from '../growth/lms-tables.ts';

/** The growth_lms measure of each curve. */
const MEASURE: Record<CurveKey, string> = { height: 'stature', weight: 'weight', bmi: 'body_mass_index' };
/** WHO's 2006 standards end at 1,856 days; the 2007 reference speaks after. */
const LAST_STANDARD_DAY = 1856;
const MONTH_DAYS = 30.4375;

/**
 * The percentile curves of one measure by age, a point per month from `fromDays` to `toDays`,
 * for the sex: WHO's own, lying length under two years and standing height from two, which is how
 * a record is measured unless it says otherwise.
 */
export function percentileBands(t: LmsTables, curve: CurveKey, sex: 'M' | 'F', fromDays: number, toDays: number): BandPoint[] {
  const out: BandPoint[] = [];
  for (let m = Math.ceil(fromDays / MONTH_DAYS); m * MONTH_DAYS <= toDays; m++) {
    const age = Math.round(m * MONTH_DAYS);
    const ref = age <= LAST_STANDARD_DAY ? 'who2006' : 'who2007';
    const lms = lmsAt(t.get(tableKey(ref, sex, MEASURE[curve], 'age_days')), age);
    if (!lms) continue;
    const at = (z: number) => Math.round(valueAt(lms, z) * 100) / 100;
    out.push({ ageDays: age, ...(Object.fromEntries(PERCENTILES.map((p) => [p.key, at(p.z)])) as Omit<BandPoint, 'ageDays'>) });
  }
  return out;
}

/** The ages a child's curves span: three months either side of the measurements, else the year up to today. */
export function curveSpan(ages: number[], ageToday: number | null): [number, number] {
  if (ages.length) return [Math.max(0, Math.min(...ages) - 91), Math.max(...ages) + 91];
  const today = Math.max(ageToday ?? 1461, 0);
  return [Math.max(0, today - 365), today + 91];
}
