import {
  defaultPosition,
  type GrowthReference,
  type GrowthStatus,
  type MeasurePosition,
} from '@kg/shared/modules/health/growth/growth-vocab';
import { zScore } from '../../../platform/reference/index.ts';
import { type LmsTables, lmsAt, tableKey } from './lms-tables.ts';

export interface Measurement {
  sex: 'M' | 'F';
  ageDays: number;
  heightCm: number | null;
  weightKg: number | null;
  /** How the stature was measured; null or absent: as the age suggests (lying under 731 days). */
  position?: MeasurePosition | null;
  /** Bilateral pitting oedema: the weight is not the child's own, so no weight-based z-score. */
  oedema?: boolean;
}

export interface Assessment {
  waz: number | null;
  haz: number | null;
  whz: number | null;
  baz: number | null;
  statuses: GrowthStatus[];
  reference: GrowthReference;
}

/** WHO's 2006 standards end at 1,856 days (60 completed months); the 2007 reference speaks from there on. */
export const LAST_STANDARD_DAY = 1856;
/** Length is measured lying under two years, height standing from 731 days. */
export const LENGTH_BEFORE_DAY = 731;
/** A standing height reads 0.7 cm shorter than the same child's lying length (WHO). */
export const STANDING_TO_LYING_CM = 0.7;

/**
 * The stature WHO's tables expect at this age: lying length under 731 days, standing height from
 * then on. A standing height under two gains 0.7 cm; a lying length from two loses 0.7 cm.
 */
export function tableStature(heightCm: number, ageDays: number, position: MeasurePosition | null | undefined): number {
  const measured = position ?? defaultPosition(ageDays);
  const expected = defaultPosition(ageDays);
  if (measured === expected) return heightCm;
  return measured === 'standing' ? heightCm + STANDING_TO_LYING_CM : heightCm - STANDING_TO_LYING_CM;
}

/** z-scores are stored and shown to two decimals; classifying the shown value keeps label and figure agreeing. */
const round2 = (z: number | null) => (z === null ? null : Math.round(z * 100) / 100);

function z(t: LmsTables, key: string, x: number, y: number | null, restrictTails: boolean): number | null {
  if (y === null || !(y > 0)) return null;
  const lms = lmsAt(t.get(key), x);
  return lms ? round2(zScore(y, lms, restrictTails)) : null;
}

/**
 * A child's growth z-scores and statuses against WHO (pure: the tables come in). The stature is
 * converted to what the tables of that age expect (lying under two, standing from two; BMI uses
 * the converted stature, as WHO Anthro does). Weight-based indicators use WHO's restricted tails,
 * and with oedema they are not computed at all.
 */
export function assess(t: LmsTables, m: Measurement): Assessment {
  const none: Assessment = { waz: null, haz: null, whz: null, baz: null, statuses: [], reference: 'who' };
  if (!Number.isFinite(m.ageDays) || m.ageDays < 0) return none;
  const age = m.ageDays;
  const ref = age <= LAST_STANDARD_DAY ? 'who2006' : 'who2007';
  const stature = m.heightCm === null ? null : tableStature(m.heightCm, age, m.position);
  // oedema's fluid is not the child's weight: WHO gives no weight-based z-score then
  const weight = m.oedema ? null : m.weightKg;
  const byAge = (measure: string) => tableKey(ref, m.sex, measure, 'age_days');

  const waz = z(t, byAge('weight'), age, weight, true);
  const haz = z(t, byAge('stature'), age, stature, false);
  let whz: number | null = null;
  if (stature !== null && age <= LAST_STANDARD_DAY) {
    // weight-for-length under two, weight-for-height (65–120 cm) to five; BMI-for-age speaks after
    const by = age < LENGTH_BEFORE_DAY ? 'length_cm' : 'height_cm';
    whz = z(t, tableKey('who2006', m.sex, 'weight', by), stature, weight, true);
  }
  const bmi = stature !== null && weight !== null && stature > 0 ? weight / (stature / 100) ** 2 : null;
  const baz = z(t, byAge('body_mass_index'), age, bmi, true);
  return { waz, haz, whz, baz, statuses: classify(age, { waz, haz, whz, baz }), reference: 'who' };
}

/** A status when the z-score lies below the cut-off: the severe one (below −3) instead of the plain one. */
function below(zv: number | null, plain: GrowthStatus, severe: GrowthStatus): GrowthStatus[] {
  if (zv === null) return [];
  if (zv < -3) return [severe];
  return zv < -2 ? [plain] : [];
}

/**
 * WHO's cut-offs. Under five (while the 2006 standards are read, to 1,856 days) overweight is
 * weight-for-height above +2 and obesity above +3, BMI-for-age standing in when weight-for-height
 * has no value (height outside 65–120 cm); from five, BMI-for-age above +1 and above +2.
 */
export function classify(ageDays: number, zs: Pick<Assessment, 'waz' | 'haz' | 'whz' | 'baz'>): GrowthStatus[] {
  const statuses: GrowthStatus[] = [
    ...below(zs.waz, 'underweight', 'severeUnderweight'),
    ...below(zs.haz, 'stunting', 'severeStunting'),
    ...below(zs.whz, 'wasting', 'severeWasting'),
  ];
  const underFive = ageDays <= LAST_STANDARD_DAY;
  const heavy = underFive ? (zs.whz ?? zs.baz) : zs.baz;
  const [over, obese] = underFive ? [2, 3] : [1, 2];
  if (heavy !== null && heavy > obese) statuses.push('obesity');
  else if (heavy !== null && heavy > over) statuses.push('overweight');
  return statuses;
}
