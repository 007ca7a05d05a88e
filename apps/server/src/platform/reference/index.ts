/** Reference data: loaded at start, and WHO LMS arithmetic (growth assessment reads the tables itself, in memory). */
export { interpolate, type Lms, valueAt, zScore } from './lms.ts';
export { nutrientColumn } from './nutrient-columns.ts';
export { loadReference } from './reference-loader.ts';
