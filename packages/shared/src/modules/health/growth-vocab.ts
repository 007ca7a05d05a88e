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
