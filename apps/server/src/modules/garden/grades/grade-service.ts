/** Former home of the grade lookups the class area reads (now grade-data.ts, beside all grade SQL). */
export { findGrade, type GradeRow, nextGradeOf } from './grade-data.ts';
