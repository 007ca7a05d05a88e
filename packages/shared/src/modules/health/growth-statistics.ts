import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Growth figures read from the exam records: height and weight statistics per class, grade and age band, a child's measurements across plans on the reference's percentile bands (statistic/student/detail), the physical report per child and class. */
export const growthStatEndpoints = endpoints('/attendance/v1/exam', {});

export const GROWTH_STATISTICS: AreaContract = {
  endpoints: [...all(growthStatEndpoints)],
  pageCalls: {},
};
