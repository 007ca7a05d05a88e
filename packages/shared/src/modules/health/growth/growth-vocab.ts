/**
 * The words growth assessment speaks in, shared by exams, statistics, nutrition and the report.
 * The computation (WHO LMS, restricted tails, length vs height) is the server's growth area.
 */
export const GROWTH_REFERENCES = ['who'] as const;
export type GrowthReference = (typeof GROWTH_REFERENCES)[number];

/** Weight-for-age, height-for-age, weight-for-length/height, BMI-for-age: exam_records columns. */
export const GROWTH_INDICATORS = ['waz', 'haz', 'whz', 'baz'] as const;
export type GrowthIndicator = (typeof GROWTH_INDICATORS)[number];

/** Classifications a record may carry (none: normal). */
export const GROWTH_STATUSES = [
  'severeUnderweight',
  'underweight',
  'severeStunting',
  'stunting',
  'severeWasting',
  'wasting',
  'overweight',
  'obesity',
] as const;
export type GrowthStatus = (typeof GROWTH_STATUSES)[number];

/**
 * How stature was measured: a length lying down (what WHO's tables expect under two years) or a
 * height standing (from two). A record without one is measured as its age suggests.
 */
export const MEASURE_POSITIONS = ['lying', 'standing'] as const;
export type MeasurePosition = (typeof MEASURE_POSITIONS)[number];
/** WHO measures lying under 731 days and standing from then on. */
export const LYING_BEFORE_DAY = 731;
export const defaultPosition = (ageDays: number): MeasurePosition => (ageDays < LYING_BEFORE_DAY ? 'lying' : 'standing');
