/**
 * The growth assessment engine as other areas use it: a measurement's WHO z-scores and statuses
 * (pure, over tables read once per process) and the stored re-evaluation of a plan's records.
 */
export { type Assessment, assess, classify, type Measurement } from './assess-measurement.ts';
export { evaluatePlan } from './evaluate-plan.ts';
export { growthTables, type LmsTables } from './lms-tables.ts';
